import WaymarkGeo
import WaymarkModel

extension AntimeridianCut {
    /// The GeoJSON geometry of the open path `line` (e.g. a densified great-circle route): a
    /// `LineString` when it stays on one side of the 180th meridian, a `MultiLineString` cut where it
    /// crosses, each part ending on ±180 at the latitude interpolated linearly in degrees
    /// (RFC 7946 §3.1.9). Every longitude written is in [-180, 180].
    ///
    /// Works on paths whose consecutive positions are less than 180° of longitude apart (any path
    /// densified to a few degrees). Fewer than two positions give a degenerate `LineString` of what
    /// there is; a part that would hold a single position is dropped.
    package static func lineString(_ line: [Coordinate]) -> GeoJSONGeometry {
        guard let start = line.first else { return .lineString([]) }
        var previous = Coordinate(latitude: start.latitude, longitude: wrapped(start.longitude))
        var parts: [[Coordinate]] = []
        var current = [previous]
        for c in line.dropFirst() {
            var next = Coordinate(latitude: c.latitude, longitude: unrolled(c.longitude, near: previous.longitude))
            let crossing: Double? = next.longitude > 180 ? 180 : (next.longitude < -180 ? -180 : nil)
            if let meridian = crossing {
                let t = (meridian - previous.longitude) / (next.longitude - previous.longitude)
                let latitude = previous.latitude + t * (next.latitude - previous.latitude)
                let end = Coordinate(latitude: latitude, longitude: meridian)
                if current.last != end { current.append(end) }
                if current.count >= 2 { parts.append(current) }
                current = [Coordinate(latitude: latitude, longitude: -meridian)]
                next = Coordinate(latitude: next.latitude, longitude: next.longitude - 2 * meridian)
            }
            if current.last != next { current.append(next) }
            previous = next
        }
        if current.count >= 2 || parts.isEmpty { parts.append(current) }
        return parts.count == 1 ? .lineString(parts[0]) : .multiLineString(parts)
    }

    /// `longitude` moved by whole turns into [-180, 180] (values already inside are kept, so ±180 stay).
    static func wrapped(_ longitude: Double) -> Double {
        guard longitude.isFinite, abs(longitude) > 180 else { return longitude }
        return unrolled(longitude, near: 0)
    }
}
