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
    /// With `range`, the search runs over that part of the leg's great circle instead of the arc.
    static func denseFoot(_ leg: RouteLeg, _ p: Coordinate, over range: ClosedRange<Double>? = nil) -> (distance: Double, t: Double) {
        func f(_ t: Double) -> Double { Geodesic.wgs84.distance(leg.point(at: t).coordinate, p) }
        let lower = range?.lowerBound ?? 0, upper = range?.upperBound ?? leg.angle, width = upper - lower
        let samples = 48
        var bestT = lower, best = f(lower)
        for i in 1...samples {
            let t = lower + width * Double(i) / Double(samples)
            let v = f(t)
            if v < best { best = v; bestT = t }
        }
        var a = max(lower, bestT - width / Double(samples)), b = min(upper, bestT + width / Double(samples))
        let g = (5.0.squareRoot() - 1) / 2
        var x1 = b - g * (b - a), x2 = a + g * (b - a)
        var f1 = f(x1), f2 = f(x2)
        for _ in 0..<60 {
            if f1 < f2 { b = x2; x2 = x1; f2 = f1; x1 = b - g * (b - a); f1 = f(x1) } else { a = x1; x1 = x2; f1 = f2; x2 = a + g * (b - a); f2 = f(x2) }
        }
        let candidates = [(best, bestT), (f1, x1), (f2, x2), (f(lower), lower), (f(upper), upper)]
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
                var along = offsets[h.leg] + Geodesic.wgs84.distance(route[h.leg], foot)
                // Behind the first point or past the last, the foot is on the leg's great circle extended.
                if h.leg == 0, feet[0].t < 1e-9, legs[0].angle > 0 {
                    let behind = Self.denseFoot(legs[0], p, over: -1...0)
                    if behind.t < 0 { along = -Geodesic.wgs84.distance(route[0], legs[0].point(at: behind.t).coordinate) }
                }
                let last = legs.count - 1
                if h.leg == last, feet[last].t > legs[last].angle - 1e-9, legs[last].angle > 0 {
                    let past = Self.denseFoot(legs[last], p, over: legs[last].angle...(legs[last].angle + 1))
                    if past.t > legs[last].angle {
                        along = offsets[last] + Geodesic.wgs84.distance(route[last], legs[last].point(at: past.t).coordinate)
                    }
                }
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

    /// A point behind the first point of a route is measured backwards, a point past the last one
    /// forwards: along the equator from (0°, 0°) to (0°, 10°), a point by 1° W is 1° of the equator
    /// before the start, one by 11° E 11° after it, and their cross-track distances stay those to the
    /// ends.
    @Test func pointsBehindTheStartOrPastTheEndAreMeasuredAlongTheExtendedLeg() {
        let start = c(0, 0), end = c(0, 10), behind = c(0.2, -1), past = c(-0.2, 11), beside = c(0.2, 5)
        let hits = RouteProximity(index: SpatialIndex([beside, behind, past])).points(near: [start, end], within: 200_000)
        #expect(hits.map(\.index) == [1, 0, 2])
        let equatorDegree = Geodesic.wgs84.distance(c(0, 0), c(0, 1))
        #expect(abs(hits[0].alongTrack + equatorDegree) < 1, "\(hits[0].alongTrack)")
        #expect(abs(hits[1].alongTrack - 5 * equatorDegree) < 1, "\(hits[1].alongTrack)")
        #expect(abs(hits[2].alongTrack - Geodesic.wgs84.distance(c(0, 0), c(0, 11))) < 1, "\(hits[2].alongTrack)")
        #expect(abs(hits[0].crossTrack - Geodesic.wgs84.distance(behind, start)) < 1e-3)
        #expect(abs(hits[2].crossTrack - Geodesic.wgs84.distance(past, end)) < 1e-3)
        // A single-point route has no direction.
        let around = RouteProximity(index: SpatialIndex([behind])).points(near: [start], within: 200_000)
        #expect(around.map(\.alongTrack) == [0])
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
