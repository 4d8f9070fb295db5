import Testing
import WaymarkCore
@testable import WaymarkGeo

@Suite struct RouteProximityTests {
    /// Minimum WGS84 distance from `p` to the leg by a coarse scan along the arc and golden-section
    /// refinement (independent of the Newton refinement under test).
    static func denseCrossTrack(_ leg: RouteLeg, _ p: Coordinate) -> Double {
        denseFoot(leg, p).distance
    }

    /// The minimum distance and the arc parameter where it occurs.
    static func denseFoot(_ leg: RouteLeg, _ p: Coordinate) -> (distance: Double, t: Double) {
        func f(_ t: Double) -> Double { Geodesic.wgs84.distance(leg.point(at: t).coordinate, p) }
        let samples = 48
        var bestT = 0.0, best = f(0)
        for i in 1...samples {
            let t = leg.angle * Double(i) / Double(samples)
            let v = f(t)
            if v < best { best = v; bestT = t }
        }
        var a = max(0, bestT - leg.angle / Double(samples)), b = min(leg.angle, bestT + leg.angle / Double(samples))
        let g = (5.0.squareRoot() - 1) / 2
        var x1 = b - g * (b - a), x2 = a + g * (b - a)
        var f1 = f(x1), f2 = f(x2)
        for _ in 0..<60 {
            if f1 < f2 { b = x2; x2 = x1; f2 = f1; x1 = b - g * (b - a); f1 = f(x1) } else { a = x1; x1 = x2; f1 = f2; x2 = a + g * (b - a); f2 = f(x2) }
        }
        let candidates = [(best, bestT), (f1, x1), (f2, x2), (f(0), 0.0), (f(leg.angle), leg.angle)]
        let m = candidates.min { $0.0 < $1.0 } ?? (best, bestT)
        return (m.0, m.1)
    }

    static let routes: [[Coordinate]] = [
        [c(40.6413, -73.7781), c(51.47, -0.4543)],                       // JFK → LHR
        [c(-17.755, 177.443), c(21.32, -157.92), c(37.62, -122.38)],       // Nadi → Honolulu → SFO across 180°
        [c(51.348099, -0.558889), c(43.542, 6.95348)],                    // EGTF → LFMD
        [c(78.2, 15.5), c(89.9, 0), c(71.3, -156.8)],                     // over the pole
        [c(10, 10), c(10, 10)],                                            // zero-length leg
    ]

    @Test(arguments: [(0, 100_000.0), (1, 100_000.0), (2, 100_000.0), (3, 100_000.0), (4, 100_000.0), (0, 400_000.0), (1, 400_000.0)])
    func reportedCrossTrackIsTheTrueMinimumAndSelectionMatchesBruteForce(routeNumber: Int, limit: Double) {
        let route = Self.routes[routeNumber]
        var rng = SeededGenerator(seed: UInt64(routeNumber) + 77)
        let dense = GreatCircle.densify(route: route, maxSegmentDegrees: 0.5)
        var pts: [Coordinate] = []
        for i in 0..<120 {
            if i % 4 == 0 { pts.append(rng.coordinate()); continue }
            let base = dense[Int.random(in: 0..<dense.count, using: &rng)]
            let d = Geodesic.wgs84.direct(from: Coordinate(latitude: base.latitude, longitude: GeoBounds.normalizedLongitude(base.longitude)),
                                          azimuth: Double.random(in: 0..<360, using: &rng), distance: Double.random(in: 0...(1.5 * limit), using: &rng))
            pts.append(d.destination)
        }
        let index = SpatialIndex(pts)
        let hits = RouteProximity(index: index).points(near: route, within: limit)
        let legs = (0..<(route.count - 1)).map { RouteLeg(route[$0], route[$0 + 1]) }
        var byIndex: [Int: RouteHit] = [:]
        for h in hits { byIndex[h.index] = h }
        var offsets = [0.0]
        for k in 0..<(route.count - 1) { offsets.append(offsets[k] + Geodesic.wgs84.distance(route[k], route[k + 1])) }
        for (i, p) in pts.enumerated() {
            let feet = legs.map { Self.denseFoot($0, p) }
            let perLeg = feet.map(\.distance)
            let best = perLeg.min() ?? .infinity
            if let h = byIndex[i] {
                #expect(abs(h.crossTrack - perLeg[h.leg]) <= 1e-3, "point \(i) \(p): \(h.crossTrack) vs \(perLeg[h.leg])")
                let foot = legs[h.leg].point(at: feet[h.leg].t).coordinate
                let along = offsets[h.leg] + Geodesic.wgs84.distance(route[h.leg], foot)
                #expect(abs(h.alongTrack - along) <= 0.1, "point \(i): along \(h.alongTrack) vs \(along)")
                #expect(h.crossTrack <= best + 1e-3)
                #expect(h.crossTrack <= limit)
            } else {
                #expect(best > limit - 1e-3, "point \(i) \(p) missed: \(best)")
            }
        }
        for k in hits.indices.dropFirst() {
            #expect(hits[k - 1].alongTrack < hits[k].alongTrack || (hits[k - 1].alongTrack == hits[k].alongTrack && hits[k - 1].index < hits[k].index))
        }
    }

    @Test func jfkToHeathrowFollowsTheNorthernBulge() {
        let pts = [c(53.5, -30), c(46.3, -37.1), c(40.6413, -73.7781), c(51.47, -0.4543)]
        let hits = RouteProximity(index: SpatialIndex(pts)).points(near: [pts[2], pts[3]], within: 100_000)
        #expect(hits.map(\.index) == [2, 0, 3])  // the rhumb-line midpoint (46.3N) is far off the great circle
        #expect(hits[0].crossTrack < 1e-6 && hits[0].alongTrack < 1e-6)
        #expect(abs(hits[2].alongTrack - Geodesic.wgs84.distance(pts[2], pts[3])) < 1e-6)
    }

    @Test func crossesTheAntimeridian() {
        let route = [c(-17.755, 177.443), c(21.32, -157.92)]
        let near = GreatCircle.densify(route[0], route[1], maxSegmentDegrees: 1).map { Coordinate(latitude: $0.latitude, longitude: GeoBounds.normalizedLongitude($0.longitude)) }
        let hits = RouteProximity(index: SpatialIndex(near)).points(near: route, within: 1)
        #expect(hits.map(\.index) == Array(near.indices))
        for h in hits { #expect(h.crossTrack < 0.01) }
    }

    @Test func degenerateInputs() {
        let index = SpatialIndex([c(0, 0), c(0, 0.5)])
        let proximity = RouteProximity(index: index)
        #expect(proximity.points(near: [], within: 1e6).isEmpty)
        #expect(proximity.points(near: [c(0, 0)], within: -1).isEmpty)
        let single = proximity.points(near: [c(0, 0)], within: 10_000)
        #expect(single.map(\.index) == [0] && single[0].crossTrack < 1e-6 && single[0].leg == 0)
    }
}
