import Foundation
import Testing
import WaymarkCore
@testable import WaymarkGeo

/// Four distances computed side by side (``Geodesic/boundedDistances(from:_:)``) are the four scalar
/// results to the bit, value and bound, whichever lanes leave the common path.
@Suite struct BoundedDistanceLanesTests {
    /// Checks `a` and `b` in every arrangement of the four lanes with two other nearby points.
    @discardableResult
    static func expectSame(_ centre: Coordinate, _ a: Coordinate, _ b: Coordinate) -> Int {
        var laneCalls = 0
        let g = Geodesic.wgs84
        let prepared = InverseCentre(g, latitude: centre.latitude, longitude: centre.longitude)
        // Two companions that take the common path (a lane whose frame fails makes all four scalar).
        let east: Double = centre.longitude > 179 ? -1 : 1
        let c = Coordinate(latitude: max(-89, min(89, centre.latitude - 0.01)), longitude: centre.longitude + east * 0.003)
        let d = Coordinate(latitude: max(-89, min(89, centre.latitude + 0.005)), longitude: centre.longitude + east * 0.02)
        for lanes in [(a, b, c, d), (c, a, d, b), (d, c, b, a), (b, d, a, c)] {
            let r = g.boundedDistances(from: prepared, lanes)
            let starts = [lanes.0, lanes.1, lanes.2, lanes.3].filter {
                BoundedDistance.shortLineStart(g, prepared, $0.latitude, $0.longitude) != nil
            }
            if starts.count == 4 { laneCalls += 1 }
            for (p, got) in [(lanes.0, r.0), (lanes.1, r.1), (lanes.2, r.2), (lanes.3, r.3)] {
                let want = g.boundedDistance(from: prepared, p.latitude, p.longitude)
                #expect(got.distance.bitPattern == want.distance.bitPattern && got.error.bitPattern == want.error.bitPattern,
                        "\(centre) → \(p): \(got) vs \(want)")
            }
        }
        return laneCalls
    }

    static func near(_ p: Coordinate, _ scale: Double, _ rng: inout SeededGenerator) -> Coordinate {
        let lat = max(-90, min(90, p.latitude + Double.random(in: -scale...scale, using: &rng)))
        var lon = p.longitude + Double.random(in: -scale...scale, using: &rng) / max(0.01, cos(p.latitude * .pi / 180))
        if lon > 180 { lon -= 360 } else if lon < -180 { lon += 360 }
        return Coordinate(latitude: lat, longitude: lon)
    }

    /// Random pairs around random centres from a metre to across the globe, each lane at its own scale
    /// (so one lane often takes the common path while the other leaves it).
    @Test func randomPairsEqualTheScalarResults() {
        var rng = SeededGenerator(seed: 71)
        let scales = [1e-5, 1e-3, 0.05, 0.3, 1, 5, 30, 120]
        var laneCalls = 0
        for _ in 0..<5_000 {
            let centre = rng.coordinate()
            let a = Self.near(centre, scales.randomElement(using: &rng) ?? 1, &rng)
            let b = Self.near(centre, scales.randomElement(using: &rng) ?? 1, &rng)
            laneCalls += Self.expectSame(centre, a, b)
        }
        // Most calls reach the four-lane code (all four frames on the common path).
        #expect(laneCalls > 15_000, "\(laneCalls) of 20,000 calls in four lanes")
    }

    /// The cases the scalar code treats apart: the same point, the centre's own parallel and its mirror,
    /// a meridian, the poles, across 180°, the equator, and lines whose longitude difference is a
    /// quarter turn or more near a pole.
    @Test func awkwardPairsEqualTheScalarResults() {
        var rng = SeededGenerator(seed: 72)
        for _ in 0..<4_000 {
            let centre = Coordinate(latitude: Double.random(in: -89.99...89.99, using: &rng), longitude: Double.random(in: -180...180, using: &rng))
            let d = Double.random(in: 1e-6...0.2, using: &rng)
            let cases = [
                centre,
                Coordinate(latitude: centre.latitude, longitude: centre.longitude + d),
                Coordinate(latitude: -centre.latitude, longitude: centre.longitude + d),
                Coordinate(latitude: min(90, centre.latitude + d), longitude: centre.longitude),
                Coordinate(latitude: 0, longitude: centre.longitude + d),
            ]
            for a in cases {
                Self.expectSame(centre, a, Self.near(centre, d, &rng))
                Self.expectSame(centre, Self.near(centre, d, &rng), a)
            }
        }
        for _ in 0..<4_000 {
            let sign: Double = Bool.random(using: &rng) ? 1 : -1
            let centre = Coordinate(latitude: sign * Double.random(in: 89.5...90, using: &rng), longitude: Double.random(in: -180...180, using: &rng))
            let a = Coordinate(latitude: sign * Double.random(in: 89.5...90, using: &rng), longitude: Double.random(in: -180...180, using: &rng))
            let b = Coordinate(latitude: sign * Double.random(in: 89.9...90, using: &rng), longitude: centre.longitude + Double.random(in: -60...60, using: &rng))
            Self.expectSame(centre, a, Coordinate(latitude: b.latitude, longitude: max(-180, min(180, b.longitude))))
        }
        for _ in 0..<2_000 {
            let centre = Coordinate(latitude: Double.random(in: -60...60, using: &rng), longitude: Double.random(in: 179.9...180, using: &rng))
            Self.expectSame(centre, Coordinate(latitude: centre.latitude + 0.01, longitude: -179.95), Self.near(centre, 0.1, &rng))
            Self.expectSame(Coordinate(latitude: 0, longitude: 0), Coordinate(latitude: 0, longitude: Double.random(in: -0.1...0.1, using: &rng)),
                            Coordinate(latitude: 1e-9, longitude: 0.01))
        }
    }
}
