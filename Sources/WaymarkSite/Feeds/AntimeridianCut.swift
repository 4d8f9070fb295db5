import WaymarkGeo

/// Cuts a ring that crosses the 180th meridian into parts that each stay within [-180, 180], as
/// RFC 7946 §3.1.9 asks, and orders exterior rings counterclockwise (§3.1.6).
///
/// Works on rings whose consecutive vertices are less than 180° of longitude apart (any ring Waymark
/// draws: radius circles, densified outlines). A ring that winds around a pole is closed along the
/// pole before cutting.
public enum AntimeridianCut {
    /// The GeoJSON geometry of the closed ring `ring`: a `Polygon` when it stays on one side of the
    /// antimeridian, a `MultiPolygon` of the two sides when it crosses it. Fewer than 4 positions
    /// give a degenerate polygon of what there is.
    public static func polygon(_ ring: [Coordinate]) -> GeoJSONGeometry {
        guard ring.count >= 4 else { return .polygon([ring]) }
        var path = [ring[0]]
        path.reserveCapacity(ring.count + 2)
        for c in ring.dropFirst() {
            let previous = path[path.count - 1].longitude
            path.append(Coordinate(latitude: c.latitude, longitude: unrolled(c.longitude, near: previous)))
        }
        // A ring around a pole comes back 360° away from where it started: close it over the pole.
        if let first = path.first, let last = path.last, abs(last.longitude - first.longitude) > 180 {
            let pole = path.reduce(0) { $0 + $1.latitude } >= 0 ? 90.0 : -90.0
            path.append(Coordinate(latitude: pole, longitude: last.longitude))
            path.append(Coordinate(latitude: pole, longitude: first.longitude))
            path.append(first)
        }
        // Shift the whole ring so its westernmost point lies in [-180, 180).
        let west = path.map(\.longitude).min() ?? 0
        let shift = ((west + 180) / 360).rounded(.down) * -360
        let shifted = path.map { Coordinate(latitude: $0.latitude, longitude: $0.longitude + shift) }
        let east = shifted.map(\.longitude).max() ?? 0
        guard east > 180 else { return .polygon([counterclockwise(closed(shifted))]) }
        let western = clip(shifted, keepEast: false, at: 180)
        let eastern = clip(shifted, keepEast: true, at: 180).map {
            Coordinate(latitude: $0.latitude, longitude: $0.longitude - 360)
        }
        let parts = [western, eastern].filter { $0.count >= 3 }.map { [counterclockwise(closed($0))] }
        return parts.count == 1 ? .polygon(parts[0]) : .multiPolygon(parts)
    }

    /// `longitude` moved by whole turns to within 180° of `reference`.
    static func unrolled(_ longitude: Double, near reference: Double) -> Double {
        guard longitude.isFinite, reference.isFinite else { return longitude }
        let turns = ((longitude - reference) / 360).rounded()
        return longitude - turns * 360
    }

    /// Sutherland–Hodgman against the meridian `at`: keeps the part east (or west) of it, with the
    /// crossing points on the meridian itself (latitude interpolated linearly in degrees).
    static func clip(_ ring: [Coordinate], keepEast: Bool, at meridian: Double) -> [Coordinate] {
        func inside(_ c: Coordinate) -> Bool { keepEast ? c.longitude >= meridian : c.longitude <= meridian }
        var out: [Coordinate] = []
        let open = ring.count > 1 && ring.first == ring.last ? Array(ring.dropLast()) : ring
        for (index, current) in open.enumerated() {
            let previous = open[(index + open.count - 1) % open.count]
            let currentIn = inside(current), previousIn = inside(previous)
            if currentIn != previousIn {
                let t = (meridian - previous.longitude) / (current.longitude - previous.longitude)
                out.append(Coordinate(latitude: previous.latitude + t * (current.latitude - previous.latitude), longitude: meridian))
            }
            if currentIn { out.append(current) }
        }
        return out
    }

    /// The ring with its first position repeated at the end.
    static func closed(_ ring: [Coordinate]) -> [Coordinate] {
        guard let first = ring.first, ring.last != first else { return ring }
        return ring + [first]
    }

    /// The ring reversed when its signed area (shoelace, in degrees) is negative (clockwise).
    static func counterclockwise(_ ring: [Coordinate]) -> [Coordinate] {
        var twiceArea = 0.0
        for (a, b) in zip(ring, ring.dropFirst()) {
            twiceArea += a.longitude * b.latitude - b.longitude * a.latitude
        }
        return twiceArea < 0 ? ring.reversed() : ring
    }
}
