import WaymarkGeo
import WaymarkModel

/// Cuts a ring that crosses the 180th meridian into parts that each stay within [-180, 180], as
/// RFC 7946 §3.1.9 asks, and orders exterior rings counterclockwise (§3.1.6).
///
/// Works on rings whose consecutive vertices are less than 180° of longitude apart (any ring Waymark
/// draws: radius circles, densified outlines). A ring that winds around a pole becomes one polygon
/// from -180° to 180° closed along the pole.
package enum AntimeridianCut {
    /// The GeoJSON geometry of the closed ring `ring`: a `Polygon` when it stays on one side of the
    /// antimeridian, a `MultiPolygon` of the two sides when it crosses it. Fewer than 4 positions
    /// give a degenerate polygon of what there is.
    package static func polygon(_ ring: [Coordinate]) -> GeoJSONGeometry {
        guard ring.count >= 4 else { return .polygon([ring]) }
        var path = [ring[0]]
        path.reserveCapacity(ring.count + 2)
        for c in ring.dropFirst() {
            let previous = path[path.count - 1].longitude
            path.append(Coordinate(latitude: c.latitude, longitude: unrolled(c.longitude, near: previous)))
        }
        // A ring around a pole comes back 360° away from where it started: one polygon that runs
        // from -180° to 180° and is closed along the pole (docs/geo.md, "The poles").
        if let first = path.first, let last = path.last, abs(last.longitude - first.longitude) > 180 {
            let pole = path.reduce(0) { $0 + $1.latitude } >= 0 ? 90.0 : -90.0
            return .polygon([counterclockwise(aroundPole(path, pole: pole))])
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

    /// The ring of a closed path that winds once around a pole (consecutive longitudes unrolled, the
    /// last position 360° east or west of the first): it starts where the path crosses the 180th
    /// meridian, runs through every position (moved by whole turns into [-180, 180]) to the same
    /// crossing on the other side, and goes back along the pole's latitude. The result is one simple
    /// ring in the longitude–latitude plane, so the cut never becomes an edge shared by two parts.
    static func aroundPole(_ path: [Coordinate], pole: Double) -> [Coordinate] {
        let eastward = path[path.count - 1].longitude > path[0].longitude
        let edge = eastward ? 180.0 : -180.0
        // Whole turns so the first position lies in (-180, 180] going east, [-180, 180) going west:
        // then the path surely passes `edge` within one turn.
        let turn = eastward ? ((path[0].longitude - 180) / 360).rounded(.up) * 360
                            : ((path[0].longitude + 180) / 360).rounded(.down) * 360
        let open = path.dropLast().map { Coordinate(latitude: $0.latitude, longitude: $0.longitude - turn) }
        // The first leg that reaches past `edge`; the positions after it are one turn further.
        let n = open.count
        func position(_ k: Int) -> Coordinate {
            k < n ? open[k] : Coordinate(latitude: open[k - n].latitude, longitude: open[k - n].longitude + (eastward ? 360 : -360))
        }
        var crossing = n - 1
        for k in 0..<n {
            let a = position(k).longitude, b = position(k + 1).longitude
            if eastward ? (a <= edge && b > edge) : (a >= edge && b < edge) { crossing = k; break }
        }
        let a = position(crossing), b = position(crossing + 1)
        let t = b.longitude == a.longitude ? 0 : (edge - a.longitude) / (b.longitude - a.longitude)
        let latitude = a.latitude + t * (b.latitude - a.latitude)
        var ring = [Coordinate(latitude: latitude, longitude: -edge)]
        let shift = eastward ? -360.0 : 360.0
        for k in (crossing + 1)...(crossing + n) {
            let c = position(k)
            let longitude = k > crossing && c.longitude * (eastward ? 1 : -1) > 180 ? c.longitude + shift : c.longitude
            let next = Coordinate(latitude: c.latitude, longitude: min(180, max(-180, longitude)))
            if next != ring[ring.count - 1] { ring.append(next) }
        }
        for next in [Coordinate(latitude: latitude, longitude: edge), Coordinate(latitude: pole, longitude: edge),
                     Coordinate(latitude: pole, longitude: -edge), ring[0]] where next != ring[ring.count - 1] {
            ring.append(next)
        }
        return ring
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
        // A vertex exactly on the meridian is both inside and a crossing: keep it once.
        var unique: [Coordinate] = []
        for c in out where c != unique.last { unique.append(c) }
        while unique.count > 1, unique.first == unique.last { unique.removeLast() }
        return unique
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
