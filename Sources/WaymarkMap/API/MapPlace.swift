import WaymarkGeo

/// The subject of a landing map: a named place and the radius its pins were chosen within.
public struct MapPlace: Sendable, Hashable {
    /// Display name, e.g. `Södermalm` (escaped wherever written).
    public var name: String
    /// The place's centre.
    public var coordinate: Coordinate
    /// Radius of the eligibility circle in metres (default 10,000 m: docs/geo.md, "Pin eligibility (landing pages)").
    public var radius: Double

    /// Creates a place; `radius` is in metres.
    public init(name: String, coordinate: Coordinate, radius: Double = 10_000) {
        self.name = name
        self.coordinate = coordinate
        self.radius = radius
    }
}
