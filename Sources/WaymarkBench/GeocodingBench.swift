import Foundation
import WaymarkGeo
import WaymarkGeocoding

/// Gazetteer load time, forward and reverse lookup speed (release build; `make bench`).
enum GeocodingBench {
    static func run() {
        guard let folder = Gazetteer.embeddedResourceFolder else {
            print("geocoding: gazetteer resources missing")
            return
        }
        var loads: [Double] = []
        var loadsCPU: [Double] = []
        var loaded: Gazetteer?
        for _ in 0..<5 {
            let start = DispatchTime.now().uptimeNanoseconds
            let startCPU = processCPUSeconds()
            loaded = try? Gazetteer.load(from: folder)
            loadsCPU.append((processCPUSeconds() - startCPU) * 1e3)
            loads.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        guard let gazetteer = loaded else {
            print("geocoding: gazetteer failed to load")
            return
        }
        print(String(format: "geocoding gazetteer load (first): %.1f ms (cpu %.1f ms; target ≤ 300 ms)", loads[0], loadsCPU[0]))
        print(String(format: "geocoding gazetteer load (median of 5): %.1f ms (cpu %.1f ms; target ≤ 300 ms)",
                     loads.sorted()[2], loadsCPU.sorted()[2]))

        let texts = [
            "Split, Croatia", "split", "Santorini", "Saint-Tropez", "St Tropez", "Göteborg", "Gothenburg",
            "Paris, TX", "Paris", "Portland", "Victoria", "Springfield, MA", "Dubrovnik", "Hvar", "Mallorca",
            "Palma de Mallorca", "British Virgin Islands", "Whitsundays", "Le Marin, Martinique", "Kraków",
            "São Paulo", "Fira, Santorini", "Split Croatia", "Xyzzyq", "Portland, Maine", "London",
            "Sydney", "Bay of Islands", "Lofoten", "Åland", "Marmaris", "San Jose",
        ]
        let forwardCount = 10_000
        var found = 0
        let forwardStart = DispatchTime.now().uptimeNanoseconds
        let forwardStartCPU = processCPUSeconds()
        for i in 0..<forwardCount where gazetteer.search(texts[i % texts.count]).place != nil { found += 1 }
        let forwardCPU = (processCPUSeconds() - forwardStartCPU) * 1e6 / Double(forwardCount)
        let forwardMicros = Double(DispatchTime.now().uptimeNanoseconds - forwardStart) / 1e3 / Double(forwardCount)
        print(String(format: "geocoding forward lookup: %.2f µs per lookup (cpu %.2f µs) over %d lookups, %d found (target ≤ 50 µs)",
                     forwardMicros, forwardCPU, forwardCount, found))

        // Seeded points, uniform on the sphere.
        var state: UInt64 = 0x5EED_CAFE
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        let points = (0..<10_000).map { _ in
            Coordinate(latitude: asin(2 * next() - 1) * 180 / .pi, longitude: 360 * next() - 180)
        }
        var total = 0.0
        let reverseStart = DispatchTime.now().uptimeNanoseconds
        let reverseStartCPU = processCPUSeconds()
        for point in points { total += gazetteer.nearest(to: point)?.distance ?? 0 }
        let reverseCPU = (processCPUSeconds() - reverseStartCPU) * 1e6 / Double(points.count)
        let reverseMicros = Double(DispatchTime.now().uptimeNanoseconds - reverseStart) / 1e3 / Double(points.count)
        print(String(format: "geocoding reverse lookup: %.2f µs per lookup (cpu %.2f µs) over %d points, mean distance %.0f km (target ≤ 10 µs)",
                     reverseMicros, reverseCPU, points.count, total / Double(points.count) / 1000))
    }

    /// CPU time of the whole process in seconds (on a shared machine wall time includes waiting).
    private static func processCPUSeconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}
