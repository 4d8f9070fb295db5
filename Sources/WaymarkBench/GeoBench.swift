import Foundation
import WaymarkCore
import WaymarkTestSupport
import WaymarkGeo

/// Release-mode figures for the geo core: index build, radius and nearest queries on 1,000,000 random
/// points, and a route query over the OurAirports airports. With `GEOKDBUSH_DIR` set to a geokdbush
/// checkout and `node` on the PATH, the JavaScript anchor (``GeokdbushAnchor``) runs the same workload
/// in the same run and the ratios are printed.
enum GeoBench {
    /// `count` coordinates uniform on the sphere, drawn as scripts/bench/geokdbush_anchor.mjs draws them:
    /// latitude asin(2u − 1), longitude 360v − 180, u and v the top 53 bits of one SplitMix64 draw each.
    static func uniform(_ count: Int, _ rng: inout SeededGenerator) -> [Coordinate] {
        (0..<count).map { _ in
            let u = Double(rng.next() >> 11) * 0x1p-53, v = Double(rng.next() >> 11) * 0x1p-53
            return Coordinate(latitude: asin(2 * u - 1) * 180 / .pi, longitude: 360 * v - 180)
        }
    }

    static func run() {
        var rng = SeededGenerator(seed: 42)
        let points = uniform(1_000_000, &rng)
        let queries = uniform(100_000, &rng)
        let checksum = (points + queries).reduce(0.0) { $0 + $1.latitude + $1.longitude }
        let anchor = GeokdbushAnchor.run(checksum: String(format: "%.6f", checksum))

        var index = SpatialIndex([])
        let build = median(of: 7) { index = SpatialIndex(points) }
        print(String(format: "geo.index.build (1,000,000 points, 2 threads): %.1f ms (cpu %.1f ms; median of 7)",
                     build.wall * 1e3, build.cpu * 1e3))

        var found = 0
        let within = median(of: 5) {
            found = 0
            for q in queries { found += index.within(q, radius: 10_000).count }
        }
        print(String(format: "geo.index.within 10 km: %.2f µs/query (cpu %.2f µs; median of 5; %d hits)",
                     within.wall / 1e5 * 1e6, within.cpu / 1e5 * 1e6, found))

        let nearest = median(of: 5) {
            found = 0
            for q in queries { found += index.nearest(q, k: 10).count }
        }
        print(String(format: "geo.index.nearest 10: %.2f µs/query (cpu %.2f µs; median of 5; %d hits)",
                     nearest.wall / 1e5 * 1e6, nearest.cpu / 1e5 * 1e6, found))
        // Every hit of one pass, in order: a change of any neighbour, its rank or its distance's bits
        // changes this checksum.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for q in queries {
            for hit in index.nearest(q, k: 10) {
                for word in [UInt64(hit.index), hit.distance.bitPattern] { hash = (hash ^ word) &* 0x100_0000_01b3 }
            }
        }
        print(String(format: "geo.index.nearest 10 checksum (FNV-1a of every index and distance bits): %016llx", hash))
        if let anchor {
            anchor.printRatios(build: build.wall * 1e3, within: within.wall / 1e5 * 1e6,
                               nearest: nearest.wall / 1e5 * 1e6,
                               cpu: (build.cpu * 1e3, within.cpu / 1e5 * 1e6, nearest.cpu / 1e5 * 1e6))
        }

        guard let airports = Airports.load() else {
            print("geo.route EGTF→LFMD: skipped (airports.csv not found)")
            return
        }
        let airportIndex = SpatialIndex(airports.coordinates)
        let proximity = RouteProximity(index: airportIndex)
        guard let egtf = airports.coordinate(of: "EGTF"), let lfmd = airports.coordinate(of: "LFMD") else {
            print("geo.route EGTF→LFMD: skipped (EGTF or LFMD missing)")
            return
        }
        var hits = 0
        let runs = 200
        let route = best(of: 5) {
            for _ in 0..<runs { hits = proximity.points(near: [egtf, lfmd], within: 55_560).count }
        }
        print(String(format: "geo.route EGTF→LFMD within 30 NM over %d airports: %.3f ms/query (cpu %.3f ms; target ≤ 2 ms; %d airports)",
                     airports.coordinates.count, route.wall / Double(runs) * 1e3, route.cpu / Double(runs) * 1e3, hits))
    }

    /// Best wall-clock seconds of `n` runs, with the process CPU seconds of that run (the machine is
    /// shared, so CPU time shows the cost without waiting for other processes).
    static func best(of n: Int, _ body: () -> Void) -> (wall: Double, cpu: Double) {
        timed(n, body).min { $0.wall < $1.wall } ?? (0, 0)
    }

    /// The median wall-clock seconds of `n` runs (`n` odd), with the process CPU seconds of that run.
    static func median(of n: Int, _ body: () -> Void) -> (wall: Double, cpu: Double) {
        let runs = timed(n, body).sorted { $0.wall < $1.wall }
        return runs.isEmpty ? (0, 0) : runs[runs.count / 2]
    }

    static func timed(_ n: Int, _ body: () -> Void) -> [(wall: Double, cpu: Double)] {
        let clock = ContinuousClock()
        return (0..<n).map { _ in
            let c0 = cpuSeconds()
            let d = clock.measure(body)
            let cpu = cpuSeconds() - c0
            return (Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18, cpu)
        }
    }

    static func cpuSeconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
    }
}

/// The OurAirports `airports.csv` coordinates, read with a small quote-aware split (columns ident = 1,
/// latitude_deg = 4, longitude_deg = 5, counting from 0).
struct Airports {
    var idents: [String] = []
    var coordinates: [Coordinate] = []

    func coordinate(of ident: String) -> Coordinate? {
        idents.firstIndex(of: ident).map { coordinates[$0] }
    }

    static func load() -> Airports? {
        guard let folder = try? OurAirportsFixture.folder(),
              let text = try? String(contentsOf: folder.appendingPathComponent("airports.csv"), encoding: .utf8) else { return nil }
        var out = Airports()
        for line in text.split(separator: "\n").dropFirst() {
            let f = fields(line)
            guard f.count > 5, let lat = Double(f[4]), let lon = Double(f[5]),
                  Coordinate.isValid(latitude: lat, longitude: lon) else { continue }
            out.idents.append(f[1])
            out.coordinates.append(Coordinate(latitude: lat, longitude: lon))
        }
        return out
    }

    static func fields(_ line: Substring) -> [String] {
        var out: [String] = [], cur = "", quoted = false
        for ch in line {
            if ch == "\"" { quoted.toggle() } else if ch == "," && !quoted { out.append(cur); cur = "" } else { cur.append(ch) }
        }
        out.append(cur)
        return out
    }
}
