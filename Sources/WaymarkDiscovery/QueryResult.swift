import WaymarkGeo
import WaymarkModel

/// The answer to a ``QuerySpec`` in a form every output format can print.
package struct QueryResult: Sendable, Hashable, Encodable {
    /// What was listed.
    package let subject: QuerySubject
    /// The unit distances are printed in.
    package let unit: Length.Unit
    /// Whether rows carry a distance from an anchor.
    package let hasDistance: Bool
    /// Whether rows carry a route position (cross-track, along-track, leg).
    package let hasRoute: Bool
    /// The rows, in the query's order.
    package let rows: [QueryRow]

    /// A result (see the properties).
    package init(subject: QuerySubject, unit: Length.Unit, hasDistance: Bool, hasRoute: Bool, rows: [QueryRow]) {
        self.subject = subject
        self.unit = unit
        self.hasDistance = hasDistance
        self.hasRoute = hasRoute
        self.rows = rows
    }
}

/// One record of a ``QueryResult``.
package struct QueryRow: Sendable, Hashable, Encodable {
    /// The record's id (ICAO ident for airports).
    package let id: String
    /// The display name.
    package let name: String
    /// The record's position.
    package let coordinate: Coordinate?
    /// Distance from the anchor in metres (route queries: the cross-track distance).
    package let distance: Double?
    /// Position relative to the route, for route queries.
    package let route: RoutePosition?
    /// Subject-specific columns, in display order.
    package let properties: [QueryProperty]

    /// A row (distances in metres).
    package init(id: String, name: String, coordinate: Coordinate?, distance: Double?, route: RoutePosition?,
                properties: [QueryProperty]) {
        self.id = id
        self.name = name
        self.coordinate = coordinate
        self.distance = distance
        self.route = route
        self.properties = properties
    }

    /// A row for an airport found by a query: its ICAO `ident` and name.
    package init(_ hit: DiscoveryHit<Airport>) {
        self.init(id: hit.record.ident, name: hit.record.name, coordinate: hit.record.coordinate,
                  distance: hit.distance, route: hit.route, properties: hit.record.queryProperties)
    }

    /// A row for a charter found by a query: its `id` and name.
    package init(_ hit: DiscoveryHit<Charter>) {
        self.init(id: hit.record.id, name: hit.record.name, coordinate: hit.record.coordinate,
                  distance: hit.distance, route: hit.route, properties: hit.record.queryProperties)
    }

    /// A row for an announcement found by a query: its `id` and ``WaymarkModel/Announcement/displayName``.
    package init(_ hit: DiscoveryHit<Announcement>) {
        self.init(id: hit.record.id, name: hit.record.displayName, coordinate: hit.record.coordinate,
                  distance: hit.distance, route: hit.route, properties: hit.record.queryProperties)
    }
}
