/// One record (an ``WaymarkModel/Airport``, ``WaymarkModel/Charter`` or ``WaymarkModel/Announcement``)
/// found by a query, with the distance when one was asked for.
public struct DiscoveryHit<Record: Sendable>: Sendable {
    /// The record.
    public let record: Record
    /// Ellipsoidal (WGS84) distance from the anchor in metres, when the query had an anchor.
    public let distance: Double?
    /// Where along the route the record lies, for route queries.
    public let route: RoutePosition?

    /// A hit with an optional distance (metres) and route position.
    public init(record: Record, distance: Double? = nil, route: RoutePosition? = nil) {
        self.record = record
        self.distance = distance
        self.route = route
    }
}

/// Position of a record relative to a multi-leg route.
public struct RoutePosition: Sendable, Hashable {
    /// 0-based leg index of the closest leg (leg i runs from route point i to point i + 1).
    public let leg: Int
    /// Unsigned distance from the route, metres.
    public let crossTrack: Double
    /// Distance along the route from its first point to the foot of the perpendicular, metres.
    public let alongTrack: Double

    /// A route position (metres).
    public init(leg: Int, crossTrack: Double, alongTrack: Double) {
        self.leg = leg
        self.crossTrack = crossTrack
        self.alongTrack = alongTrack
    }
}
