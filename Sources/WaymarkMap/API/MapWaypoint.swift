import WaymarkGeo

/// A point a route passes through, e.g. an airport given by its ICAO code.
public struct MapWaypoint: Sendable, Hashable {
    /// Short label drawn next to the point and used in the description (escaped), e.g. `EGTF`.
    public var code: String
    /// Where the waypoint stands.
    public var coordinate: Coordinate

    /// Creates a waypoint.
    public init(code: String, coordinate: Coordinate) {
        self.code = code
        self.coordinate = coordinate
    }
}
