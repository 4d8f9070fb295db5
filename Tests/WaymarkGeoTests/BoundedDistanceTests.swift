import Foundation
import Testing
import WaymarkCore
@testable import WaymarkGeo

/// The distance after one Newton step (``BoundedDistance``) is within its stated bound of the full
/// solution, the bound never exceeds 1 µm, and a value reported as exact is the full solution's bits.
@Suite struct BoundedDistanceTests {
    /// Checks one pair; returns whether the cheap path was taken (a non-zero bound).
    @discardableResult
    static func check(_ lat1: Double, _ lon1: Double, _ lat2: Double, _ lon2: Double) -> Bool {
        let geodesic = Geodesic.wgs84
        let centre = InverseCentre(geodesic, latitude: lat1, longitude: lon1)
        let exact = geodesic.distance(c(lat1, lon1), c(lat2, lon2))
        let b = geodesic.boundedDistance(from: centre, lat2, lon2)
        #expect(b.error >= 0 && b.error <= BoundedDistance.largest, "(\(lat1), \(lon1)) → (\(lat2), \(lon2)): bound \(b.error)")
        if b.error == 0 {
            #expect(b.distance.bitPattern == exact.bitPattern, "(\(lat1), \(lon1)) → (\(lat2), \(lon2)): exact \(b.distance) vs \(exact)")
        } else {
            #expect(abs(b.distance - exact) <= b.error, "(\(lat1), \(lon1)) → (\(lat2), \(lon2)): \(b.distance) vs \(exact), bound \(b.error)")
        }
        return b.error > 0
    }

    /// Every GeographicLib fixture pair (world, short, near the poles, across 180°, nearly antipodal),
    /// and the cheap value agrees with GeographicLib to 1 mm as the exact one does.
    @Test func fixturePairsStayWithinTheBound() throws {
        let rows = try FixtureFile.rows("geodesic")
        #expect(rows.count >= 500)
        for row in rows {
            let v = row.values
            Self.check(v[0], v[1], v[3], v[4])
            Self.check(v[3], v[4], v[0], v[1])
            let b = Geodesic.wgs84.boundedDistance(from: InverseCentre(.wgs84, latitude: v[0], longitude: v[1]), v[3], v[4])
            #expect(abs(b.distance - v[6]) <= 1e-3, "\(row.label) \(v)")
        }
    }

    /// Random pairs from a metre to across the globe, anywhere (poles, 180° included); at the
    /// distances of a nearest-10 query on a million points the cheap path is the rule.
    @Test func randomPairsAtEveryScaleStayWithinTheBound() {
        var rng = SeededGenerator(seed: 16)
        for scale in [1e-5, 1e-4, 1e-3, 0.01, 0.1, 0.3, 1, 3, 10, 30, 90, 179] {
            var cheap = 0
            let n = 1_500
            for _ in 0..<n {
                let a = rng.coordinate()
                let lat2 = max(-90, min(90, a.latitude + Double.random(in: -scale...scale, using: &rng)))
                let lon2 = a.longitude + Double.random(in: -scale...scale, using: &rng) / max(0.01, cos(a.latitude * .pi / 180))
                if Self.check(a.latitude, a.longitude, lat2, lon2) { cheap += 1 }
            }
            if scale == 0.1 || scale == 0.3 { #expect(cheap > n * 9 / 10, "scale \(scale): \(cheap) of \(n) cheap") }
        }
    }

    /// Near the poles, on and across 180°, on the equator and nearly antipodal.
    @Test func awkwardPairsStayWithinTheBound() {
        var rng = SeededGenerator(seed: 61)
        for _ in 0..<2_000 {
            let lat1 = Double.random(in: 89.9...90, using: &rng) * (Bool.random(using: &rng) ? 1 : -1)
            Self.check(lat1, Double.random(in: -180...180, using: &rng),
                       lat1 - Double.random(in: 0...0.3, using: &rng) * (lat1 < 0 ? -1 : 1), Double.random(in: -180...180, using: &rng))
            let lat = Double.random(in: -80...80, using: &rng)
            Self.check(lat, 179.99 + Double.random(in: 0...0.01, using: &rng),
                       lat + Double.random(in: -0.2...0.2, using: &rng), -179.9 - Double.random(in: 0...0.1, using: &rng))
            Self.check(0, Double.random(in: -180...180, using: &rng), 0, Double.random(in: -180...180, using: &rng))
            let e = Double.random(in: -1...1, using: &rng)
            Self.check(e, 0, -e + Double.random(in: -0.5...0.5, using: &rng), 179 + Double.random(in: 0...1, using: &rng))
        }
    }
}
