/// Circles on the ellipsoid for drawing radius rings: every vertex is exactly `radius` metres (WGS84
/// geodesic) from the centre.
public enum GeodesicCircle {
    /// A closed ring of `vertices + 1` points (the first repeated at the end), starting due north and
    /// going clockwise; longitudes unrolled to within 180° of the centre's longitude.
    ///
    /// - Parameters:
    ///   - center: the circle's centre.
    ///   - radius: metres (geodesic); 0 gives a degenerate ring at the centre.
    ///   - vertices: number of distinct vertices, at least 64 (smaller values are raised to 64, enough
    ///     for a smooth ring at any map size Waymark draws).
    public static func polygon(center: Coordinate, radius: Double, vertices: Int = 64) -> [Coordinate] {
        let n = max(64, vertices)
        var ring: [Coordinate] = []
        ring.reserveCapacity(n + 1)
        for i in 0..<n {
            let azimuth = 360 * Double(i) / Double(n)
            let d = Geodesic.wgs84.direct(from: center, azimuth: azimuth, distance: radius).destination
            ring.append(Coordinate(latitude: d.latitude,
                                   longitude: GreatCircle.unrolled(d.longitude, near: center.longitude)))
        }
        ring.append(ring[0])
        return ring
    }
}
