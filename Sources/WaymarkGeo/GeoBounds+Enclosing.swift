extension GeoBounds {
    /// The smallest box containing every point, choosing the shorter way round the globe for longitude
    /// (a cluster around Fiji spans a few degrees, not 357°).
    ///
    /// - Returns: nil when there is no valid point (invalid coordinates are skipped); a zero-size box
    ///   for a single point. Ties between equally large gaps prefer a box that does not cross the
    ///   antimeridian.
    public static func enclosing(_ points: [Coordinate]) -> GeoBounds? {
        let points = points.allSatisfy(\.isValid) ? points : points.filter(\.isValid)
        guard let first = points.first else { return nil }
        var south = first.latitude, north = first.latitude
        var lons: [Double] = []
        lons.reserveCapacity(points.count)
        for p in points {
            south = min(south, p.latitude)
            north = max(north, p.latitude)
            lons.append(p.longitude == 180 ? -180 : p.longitude)
        }
        lons.sort()
        // The largest empty gap between consecutive longitudes (circularly) is left out of the box.
        let count = lons.count
        var bestGap = lons[0] + 360 - lons[count - 1]
        var bestIndex = count - 1  // gap after lons[count-1] wraps: box = lons[0]...lons[count-1]
        for i in 0..<(count - 1) {
            let gap = lons[i + 1] - lons[i]
            if gap > bestGap {
                bestGap = gap
                bestIndex = i
            }
        }
        if bestIndex == count - 1 {
            return GeoBounds(west: lons[0], south: south, east: lons[count - 1], north: north)
        }
        var east = lons[bestIndex]
        let west = lons[bestIndex + 1]
        if east == -180 { east = 180 }
        return GeoBounds(west: west, south: south, east: east, north: north)
    }
}
