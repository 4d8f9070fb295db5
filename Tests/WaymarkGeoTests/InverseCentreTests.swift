import Testing
import WaymarkCore
@testable import WaymarkGeo

/// A prepared centre (``InverseCentre``) only saves work: every distance from it is the same double as
/// the plain inverse gives, and the index answers stay equal to brute force where distances tie.
@Suite struct InverseCentreTests {
    /// Latitudes where the solver's sign and swap rules meet: signed zeros, the poles, tiny values, equal
    /// and opposite latitudes.
    static let awkwardLatitudes: [Double] = [0, -0.0, 90, -90, 1e-300, -1e-300, 45, -45, 89.999_999_9, -89.999_999_9,
                                             33.3, -33.3, 1e-9, -1e-9]

    @Test func awkwardPairsGiveTheSameBits() {
        let geodesic = Geodesic.wgs84
        let longitudes: [Double] = [0, -0.0, 180, -180, 0.5, -179.999, 1e-12, 90]
        for lat1 in Self.awkwardLatitudes {
            for lon1 in longitudes {
                let centre = InverseCentre(geodesic, latitude: lat1, longitude: lon1)
                for lat2 in Self.awkwardLatitudes {
                    for lon2 in longitudes {
                        let plain = geodesic.inverseDistance(lat1, lon1, lat2, lon2)
                        let prepared = geodesic.inverseDistance(from: centre, lat2, lon2)
                        #expect(plain.bitPattern == prepared.bitPattern, "(\(lat1), \(lon1)) → (\(lat2), \(lon2)): \(plain) vs \(prepared)")
                    }
                }
            }
        }
    }

    @Test func randomPairsGiveTheSameBits() {
        var rng = SeededGenerator(seed: 1604)
        let geodesic = Geodesic.wgs84
        for _ in 0..<2_000 {
            let a = rng.coordinate()
            let centre = InverseCentre(geodesic, latitude: a.latitude, longitude: a.longitude)
            for _ in 0..<10 {
                // Near, far, mirrored (|φ2| = |φ1|) and same-latitude partners.
                let b: Coordinate
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: b = c(max(-90, min(90, a.latitude + Double.random(in: -0.5...0.5, using: &rng))),
                              a.longitude + Double.random(in: -0.5...0.5, using: &rng))
                case 1: b = c(-a.latitude, Double.random(in: -180...180, using: &rng))
                case 2: b = c(a.latitude, Double.random(in: -180...180, using: &rng))
                default: b = rng.coordinate()
                }
                let plain = geodesic.inverseDistance(a.latitude, a.longitude, b.latitude, b.longitude)
                let prepared = geodesic.inverseDistance(from: centre, b.latitude, b.longitude)
                #expect(plain.bitPattern == prepared.bitPattern, "\(a) → \(b)")
                #expect(plain == geodesic.distance(a, b))
            }
        }
    }

    /// Points mirrored about the query's meridian, and duplicates, have equal distances: nearest and
    /// within list them by position, as brute force does, through leaves of every size.
    @Test(arguments: [UInt64(1), 2, 3])
    func tiedDistancesKeepPositionOrder(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let center = c(Double.random(in: -70...70, using: &rng), Double.random(in: -170...170, using: &rng))
        var pts: [Coordinate] = []
        for _ in 0..<600 {
            let dLat = Double.random(in: -0.3...0.3, using: &rng), dLon = Double.random(in: 0...0.3, using: &rng)
            pts.append(c(center.latitude + dLat, center.longitude + dLon))
            pts.append(c(center.latitude + dLat, center.longitude - dLon))
            if Bool.random(using: &rng) { pts.append(pts[Int.random(in: 0..<pts.count, using: &rng)]) }
        }
        pts.shuffle(using: &rng)
        let index = SpatialIndex(pts)
        let all = SpatialIndexPropertyTests.bruteDistances(center, pts)
        #expect(zip(all, all.dropFirst()).contains { $0.distance == $1.distance }, "the set has ties")
        for k in [1, 2, 7, 10, 64, 65, 200] {
            #expect(disagreement(index.nearest(center, k: k), Array(all.prefix(k))) == nil, "k=\(k)")
        }
        let radius = all[300].distance
        #expect(disagreement(index.within(center, radius: radius), all.filter { $0.distance <= radius }) == nil)
    }
}
