import WaymarkGeo

/// An RFC 7946 geometry. Positions are written `[longitude, latitude]` rounded to 6 decimals
/// (about 0.1 m), so output is short and stable.
package enum GeoJSONGeometry: Sendable, Hashable, Encodable {
    /// One position.
    case point(Coordinate)
    /// A line through two or more positions, e.g. a route leg that stays on one side of the antimeridian.
    case lineString([Coordinate])
    /// Several lines, e.g. a route cut in parts at the antimeridian.
    case multiLineString([[Coordinate]])
    /// One polygon: rings of positions, the first the exterior (closed: first position repeated last).
    case polygon([[Coordinate]])
    /// Several polygons, e.g. a circle cut in two at the antimeridian.
    case multiPolygon([[[Coordinate]]])

    /// Decimal places kept in positions.
    package static let decimals = 6

    private enum Keys: String, CodingKey { case type, coordinates }

    /// Encodes `{"type": …, "coordinates": …}`.
    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        switch self {
        case .point(let c):
            try container.encode("Point", forKey: .type)
            try container.encode(Self.position(c), forKey: .coordinates)
        case .lineString(let line):
            try container.encode("LineString", forKey: .type)
            try container.encode(line.map(Self.position), forKey: .coordinates)
        case .multiLineString(let lines):
            try container.encode("MultiLineString", forKey: .type)
            try container.encode(lines.map { $0.map(Self.position) }, forKey: .coordinates)
        case .polygon(let rings):
            try container.encode("Polygon", forKey: .type)
            try container.encode(rings.map { $0.map(Self.position) }, forKey: .coordinates)
        case .multiPolygon(let polygons):
            try container.encode("MultiPolygon", forKey: .type)
            try container.encode(polygons.map { $0.map { $0.map(Self.position) } }, forKey: .coordinates)
        }
    }

    /// `[longitude, latitude]`, rounded.
    static func position(_ c: Coordinate) -> [Double] {
        [rounded(c.longitude), rounded(c.latitude)]
    }

    /// `value` rounded to ``decimals`` places (`-0` written as `0`).
    package static func rounded(_ value: Double) -> Double {
        let scale = 1_000_000.0
        let r = (value * scale).rounded() / scale
        return r == 0 ? 0 : r
    }
}
