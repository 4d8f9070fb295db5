#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Great-circle distance on a sphere with the IUGG mean radius.
///
/// For pruning and rough estimates only: it differs from the WGS84 geodesic distance by up to about
/// 0.56 %. Every published distance uses ``Geodesic``.
package enum Haversine {
    /// Mean Earth radius in metres (IUGG R1).
    package static let radius = 6_371_008.8

    /// Spherical distance in metres between two points; 0 for identical points, πR for antipodes.
    package static func distance(_ a: Coordinate, _ b: Coordinate) -> Double {
        let d = AngleMath.degree
        let dlat = (b.latitude - a.latitude) * d
        let dlon = (b.longitude - a.longitude) * d
        let s1 = sin(dlat / 2), s2 = sin(dlon / 2)
        let h = s1 * s1 + cos(a.latitude * d) * cos(b.latitude * d) * s2 * s2
        return 2 * radius * asin(min(1, h.squareRoot()))
    }
}
