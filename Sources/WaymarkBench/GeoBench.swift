import Foundation
import WaymarkCore
import WaymarkTestSupport
import WaymarkGeo

/// Release-mode figures for the geo core: index build, radius and nearest queries on 1,000,000 random
/// points, and a route query over the OurAirports airports.
///
/// The three index figures are measured in rounds (`WAYMARK_GEO_BENCH_ROUNDS`, default 7). With
/// `GEOKDBUSH_DIR` set to a geokdbush checkout and `node` on the PATH, each round runs the JavaScript
/// anchor (``GeokdbushAnchor``, one node process) and Waymark's own measurement once each, the order
/// turning every round, so both see the machine in the same state; each round gives one ratio per
/// workload (geokdbush ÷ Waymark), and the figures are the medians of those ratios, for wall and for
/// process CPU time. Both sides time the same way: the build 7 times, each query pass 3 times after
/// one untimed pass, and take the medians.
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
        let checksum = String(format: "%.6f", (points + queries).reduce(0.0) { $0 + $1.latitude + $1.longitude })
        let rounds = max(1, Int(ProcessInfo.processInfo.environment["WAYMARK_GEO_BENCH_ROUNDS"] ?? "") ?? 7)
        var anchor = GeokdbushAnchor.configured()

        var index = SpatialIndex([])
        var ours: [GeoTimes] = [], theirs: [GeoTimes] = []
        var withinHits = 0, nearestHits = 0, anchorHits = "?"
        for round in 0..<rounds {
            let anchorFirst = round % 2 == 0
            var anchorRun: GeokdbushAnchor.Run?
            func runAnchor() {
                guard let current = anchor else { return }
                switch current.measure(checksum: checksum) {
                case .success(let run): anchorRun = run
                case .failure(let error):
                    print("geo.anchor geokdbush: skipped (\(error))")
                    anchor = nil
                }
            }
            if anchorFirst { runAnchor() }
            let times = measure(points, queries, &index, withinHits: &withinHits, nearestHits: &nearestHits)
            if !anchorFirst { runAnchor() }
            ours.append(times)
            guard let anchorRun else { continue }
            theirs.append(anchorRun.times)
            anchorHits = anchorRun.withinHits
            let ratios = GeoTimes.ratios(anchor: anchorRun.times, ours: times)
            let parts = zip(times.workloads, ratios).map { w, r in w.name + String(format: " %.2f× wall, %.2f× cpu", r.wall, r.cpu) }
            print("geo.round \(round + 1)/\(rounds) (\(anchorFirst ? "geokdbush" : "Waymark") first; geokdbush ÷ Waymark): "
                  + parts.joined(separator: ", "))
            fflush(nil)
        }

        let mine = GeoTimes.median(ours)
        let of = "median of \(rounds) round\(rounds == 1 ? "" : "s")"
        print(String(format: "geo.index.build (1,000,000 points, 2 threads): %.1f ms (cpu %.1f ms; ", mine.build.wall, mine.build.cpu)
              + of + ", each the median of 7 builds)")
        print(String(format: "geo.index.within 10 km: %.2f µs/query (cpu %.2f µs; ", mine.within.wall, mine.within.cpu)
              + of + ", each the median of 3 passes; \(withinHits) hits)")
        print(String(format: "geo.index.nearest 10: %.2f µs/query (cpu %.2f µs; ", mine.nearest.wall, mine.nearest.cpu)
              + of + ", each the median of 3 passes; \(nearestHits) hits)")
        // Every hit of one pass, in order: a change of any neighbour, its rank or its distance's bits
        // changes this checksum.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for q in queries {
            for hit in index.nearest(q, k: 10) {
                for word in [UInt64(hit.index), hit.distance.bitPattern] { hash = (hash ^ word) &* 0x100_0000_01b3 }
            }
        }
        print(String(format: "geo.index.nearest 10 checksum (FNV-1a of every index and distance bits): %016llx", hash))
        if theirs.count == rounds {
            report(anchor: theirs, ours: ours, hits: anchorHits)
        }
        route()
    }

    /// Waymark's figures for one round: the build of `points` timed 7 times (`index` is the last one
    /// built), then 3 timed passes over `queries` after an untimed one for each query; medians.
    static func measure(_ points: [Coordinate], _ queries: [Coordinate], _ index: inout SpatialIndex,
                        withinHits: inout Int, nearestHits: inout Int) -> GeoTimes {
        let perQuery = 1e6 / Double(queries.count)
        func time(_ t: (wall: Double, cpu: Double), _ scale: Double) -> GeoTimes.Time {
            GeoTimes.Time(wall: t.wall * scale, cpu: t.cpu * scale)
        }
        let build = median(of: 7) { index = SpatialIndex(points) }
        let built = index
        // One untimed pass before each query's timed ones, as the anchor's.
        withinHits = queries.reduce(0) { $0 + built.within($1, radius: 10_000).count }
        let within = median(of: 3) { withinHits = queries.reduce(0) { $0 + built.within($1, radius: 10_000).count } }
        nearestHits = queries.reduce(0) { $0 + built.nearest($1, k: 10).count }
        let nearest = median(of: 3) { nearestHits = queries.reduce(0) { $0 + built.nearest($1, k: 10).count } }
        return GeoTimes(build: time(build, 1e3), within: time(within, perQuery), nearest: time(nearest, perQuery))
    }

    /// The anchor's medians and the medians of the per-round ratios (with their range), wall and CPU.
    static func report(anchor: [GeoTimes], ours: [GeoTimes], hits: String) {
        let theirs = GeoTimes.median(anchor)
        let of = "median of \(anchor.count) round\(anchor.count == 1 ? "" : "s")"
        print(String(format: "geo.anchor geokdbush 2.1.0 (node): build %.1f ms (cpu %.1f ms), within 10 km %.2f µs/query (cpu %.2f µs), nearest 10 %.2f µs/query (cpu %.2f µs) (",
                     theirs.build.wall, theirs.build.cpu, theirs.within.wall, theirs.within.cpu, theirs.nearest.wall, theirs.nearest.cpu)
              + of + ", in-process medians timed as Waymark's; \(hits) hits within 10 km on a 6,371 km sphere)")
        let perRound = zip(anchor, ours).map { GeoTimes.ratios(anchor: $0, ours: $1) }
        let names = ours[0].workloads.map(\.name)
        for (measure, value) in [("wall", { (t: GeoTimes.Time) in t.wall }), ("process CPU", { (t: GeoTimes.Time) in t.cpu })] {
            let parts = names.indices.map { w in
                let values = perRound.map { value($0[w]) }
                return names[w] + String(format: " %.2f× (%.2f–%.2f)", PlainSiteBench.median(values), values.min() ?? .nan, values.max() ?? .nan)
            }
            print("geo.anchor ratio (geokdbush ÷ Waymark, \(measure), median of \(anchor.count) per-round ratios and their range"
                  + (measure == "wall" ? ", target ≥ 3" : "") + "): " + parts.joined(separator: ", "))
        }
    }

    /// The route figure: airports within 30 NM of the EGTF→LFMD leg.
    static func route() {
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
