/// One record (an ``WaymarkModel/Airport``, ``WaymarkModel/Charter`` or ``WaymarkModel/Announcement``)
/// found by a query, with the distance when one was asked for.
package struct DiscoveryHit<Record: Sendable>: Sendable {
    /// The record.
    package let record: Record
    /// Ellipsoidal (WGS84) distance from the anchor in metres, when the query had an anchor.
    package let distance: Double?
    /// Where along the route the record lies, for route queries.
    package let route: RoutePosition?

    /// A hit with an optional distance (metres) and route position.
    package init(record: Record, distance: Double? = nil, route: RoutePosition? = nil) {
        self.record = record
        self.distance = distance
        self.route = route
    }
}

/// Position of a record relative to a multi-leg route.
package struct RoutePosition: Sendable, Hashable, Encodable {
    /// 0-based leg index of the closest leg (leg i runs from route point i to point i + 1).
    package let leg: Int
    /// Unsigned distance from the route, metres.
    package let crossTrack: Double
    /// Distance along the route from its first point to the foot of the perpendicular, metres.
    package let alongTrack: Double

    /// A route position (metres).
    package init(leg: Int, crossTrack: Double, alongTrack: Double) {
        self.leg = leg
        self.crossTrack = crossTrack
        self.alongTrack = alongTrack
    }
}
