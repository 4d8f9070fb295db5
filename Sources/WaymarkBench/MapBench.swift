import Foundation
import WaymarkGeo
import WaymarkMap
import WaymarkRender
import WaymarkSite

/// Release-mode figures for WaymarkMap: a landing map with 1,000 pins and a thumbnail; place
/// labels on the same landing map.
enum MapBench {
    static func run() {
        let renderer = MapRenderer()
        let start = DispatchTime.now().uptimeNanoseconds
        _ = Basemap.embedded(.medium)
        _ = Basemap.embedded(.coarse)
        let load = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        print("map basemap load (once per process, 110m + 50m): \(format(load)) ms")

        let coastlines = renderer.coastlines
        print("map coastlines: \(coastlines.isAvailable ? "GSHHG in \(coastlines.directory)" : "Natural Earth (\(coastlines.fallbackWarning ?? "GSHHG missing"))")")

        let place = MapPlace(name: "Södermalm", coordinate: Coordinate(latitude: 59.3128, longitude: 18.0649), radius: 10_000)
        let pins = thousandPins(around: place.coordinate)
        let landingOptions = MapOptions(id: "bench-landing", size: PixelSize(width: 640, height: 400),
                                        title: "Lost and found pets near Södermalm", credits: [.geoNames], listHref: "../pets/")
        var landing = ""
        let coldStart = DispatchTime.now().uptimeNanoseconds
        landing = renderer.landing(place, pins: pins, options: landingOptions)
        let cold = Double(DispatchTime.now().uptimeNanoseconds - coldStart) / 1e6
        print("map landing 1000 pins first render (reads its GSHHG bins): \(format(cold)) ms")
        let landingTime = median(runs: 50) { landing = renderer.landing(place, pins: pins, options: landingOptions) }
        print("map landing 1000 pins render: \(format(landingTime)) ms (target ≤ 20 ms)")
        print("map landing 1000 pins size: \(format(Double(landing.utf8.count) / 1_000)) KB (target ≤ 150 KB)")

        let charter = MapPin(id: "santorini", coordinate: Coordinate(latitude: 36.42, longitude: 25.43),
                             label: "Santorini sunset sail", href: "../charters/santorini/", category: "charter")
        let thumbOptions = MapOptions(id: "bench-thumb", size: PixelSize(width: 240, height: 160), title: "Santorini")
        var thumb = ""
        let thumbTime = median(runs: 200) { thumb = renderer.thumbnail(charter, options: thumbOptions) }
        print("map thumbnail render: \(format(thumbTime)) ms (target ≤ 2 ms)")
        print("map thumbnail size: \(format(Double(thumb.utf8.count) / 1_000)) KB (target ≤ 40 KB)")

        // A charter thumbnail among many islands: Split, Brač and Šolta at high or full resolution.
        let split = MapPin(id: "split", coordinate: Coordinate(latitude: 43.5081, longitude: 16.4402),
                           label: "Split harbour", href: "../charters/split/", category: "charter")
        _ = renderer.thumbnail(split, options: thumbOptions)
        let splitTime = median(runs: 200) { thumb = renderer.thumbnail(split, options: thumbOptions) }
        print("map thumbnail Split render: \(format(splitTime)) ms (target ≤ 2 ms)")
        print("map thumbnail Split size: \(format(Double(thumb.utf8.count) / 1_000)) KB (target ≤ 40 KB)")

        let med = (0..<40).map { index in
            MapPin(id: "c\(index)", coordinate: Coordinate(latitude: 35 + Double(index % 8), longitude: -5 + Double(index) * 0.8),
                   label: "Charter \(index)", href: "../charters/c\(index)/", category: "charter")
        }
        let overviewOptions = MapOptions(id: "bench-overview", size: PixelSize(width: 800, height: 500), title: "Charters")
        var overview = ""
        let overviewTime = median(runs: 50) { overview = renderer.overview(med, options: overviewOptions) }
        print("map overview Mediterranean 40 pins render: \(format(overviewTime)) ms, \(format(Double(overview.utf8.count) / 1_000)) KB")

        // Place labels from the embedded gazetteer on the same map: the render with labels against
        // the one without is the cost of asking for candidates and placing them.
        if let places = GazetteerMapPlaces.embedded {
            var labelled = landingOptions
            labelled.places = places
            var withLabels = ""
            _ = places.mapPlaces(in: GeoBounds(west: 18, south: 59, east: 18.1, north: 59.1), limit: 1)  // load once
            let labelledTime = median(runs: 50) { withLabels = renderer.landing(place, pins: pins, options: labelled) }
            let labels = withLabels.components(separatedBy: "</text>").count - landing.components(separatedBy: "</text>").count
            print("map landing 1000 pins with place labels render: \(format(labelledTime)) ms, \(labels) labels, placement \(format(labelledTime - landingTime)) ms")
            let world = MapOptions(id: "bench-world", size: PixelSize(width: 800, height: 500), title: "Charters", places: places)
            var worldMap = ""
            let worldTime = median(runs: 20) { worldMap = renderer.overview(med, options: world) }
            print("map overview Mediterranean 40 pins with place labels render: \(format(worldTime)) ms, \(format(Double(worldMap.utf8.count) / 1_000)) KB")
        } else {
            print("map place labels: skipped (the embedded gazetteer cannot be read)")
        }
    }

    /// 1,000 pins spread deterministically within about 9 km of `center`.
    static func thousandPins(around center: Coordinate) -> [MapPin] {
        var state: UInt64 = 0xBE7C4
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        return (0..<1_000).map { index in
            let angle = next() * 2 * Double.pi
            let distance = next().squareRoot() * 0.08
            let coordinate = Coordinate(latitude: center.latitude + distance * cos(angle),
                                        longitude: center.longitude + distance * sin(angle) / 0.51)
            return MapPin(id: "pet-\(index)", coordinate: coordinate, label: "Pet \(index)", href: "../pets/pet-\(index)/",
                          category: index % 3 == 0 ? "found" : "lost")
        }
    }

    /// Median wall time of `runs` calls, in milliseconds.
    static func median(runs: Int, _ body: () -> Void) -> Double {
        var times: [Double] = []
        body()
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        times.sort()
        return times[times.count / 2]
    }

    static func format(_ value: Double) -> String {
        String(format: "%.2f", value)
    }
}
