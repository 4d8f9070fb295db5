#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension GeoBounds {
    /// The smallest meridian radius of curvature of WGS84, `a (1 − e²)`, rounded down (metres per
    /// radian): no geodesic is shorter than this times its angle on the geodetic unit sphere.
    static let minimumRadius = 6_335_439.0

    /// A box that contains every point within `metres` (ellipsoidal distance) of this box.
    ///
    /// Conservative: the latitude margin uses the smallest meridian radius of WGS84 and the longitude
    /// margin is taken at the box's most poleward latitude. When the expanded box reaches a pole it is
    /// clamped there and spans all longitudes; spans that would reach 360° become the whole circle.
    /// Negative or non-finite `metres` return the box unchanged.
    public func expanded(byMetres metres: Double) -> GeoBounds {
        guard metres > 0, metres.isFinite else { return self }
        let delta = metres / GeoBounds.minimumRadius  // radians on the geodetic sphere
        let dlat = delta / AngleMath.degree
        let s = south - dlat, n = north + dlat
        if s <= -90 || n >= 90 || delta >= Double.pi / 2 {
            return GeoBounds(west: -180, south: max(-90, s), east: 180, north: min(90, n))
        }
        let poleward = max(abs(s), abs(n)) * AngleMath.degree
        let ratio = sin(delta) / cos(poleward)
        if ratio >= 1 {
            return GeoBounds(west: -180, south: s, east: 180, north: n)
        }
        let dlon = asin(ratio) / AngleMath.degree
        return GeoBounds.box(west: west - dlon, span: longitudeSpan + 2 * dlon, south: s, north: n)
    }
}
