import WaymarkGeo
import WaymarkModel

extension DiscoveryIndex {
    /// Where a query measures from, once resolved: the point and the range that applies when the
    /// query gives none.
    struct ResolvedAnchor {
        let center: Coordinate
        let defaultRange: Length
        let airportIdent: String?
    }

    /// Runs `spec` against the indexes. `today` is the first day of the default charter window.
    ///
    /// Validates the combination first (``QuerySpec/validate()``), then resolves the anchor:
    /// near a place, the range defaults to the place's radius; near a point or an airport, to 100 km
    /// (or the site's ``QueryDefaults/radius``) for charters and announcements and 50 NM for
    /// airports. Distances are printed in ``QuerySpec/displayUnit(siteDefault:)``. Airports near an
    /// airport leave that airport out. A route corridor defaults to 25 NM. An airport search keeps its ranking (code,
    /// prefix, contains); with an anchor each row also carries its distance and `within` / `nearest`
    /// limit the list.
    package func run(_ spec: QuerySpec, today: CalendarDate) throws(QueryFailure) -> QueryResult {
        do { try spec.validate() } catch { throw .usage(error) }
        let anchor: ResolvedAnchor?
        do {
            anchor = try spec.anchor.map { a throws(DiscoveryError) in try resolve(a, subject: spec.subject) }
        } catch {
            throw .discovery(error)
        }
        let unit = spec.displayUnit(siteDefault: defaults.unit(for: spec.subject))
        let rows: [QueryRow]
        switch spec.subject {
        case .announcements:
            let states = spec.states ?? AnnouncementIndex.pinEligibleStatuses
            if let anchor {
                rows = announcements.near(anchor.center, within: spec.within ?? anchor.defaultRange, states: states,
                                          window: spec.window, bounds: spec.bounds, nearest: spec.nearest).map(QueryRow.init)
            } else {
                rows = announcements.listing(states: states, window: spec.window, bounds: spec.bounds).map(QueryRow.init)
            }
        case .charters:
            var window = spec.window
            if window.from == nil { window.from = today }
            rows = charters.discover(window: window, near: anchor?.center,
                                     within: spec.within ?? anchor?.defaultRange ?? CharterIndex.defaultRadius,
                                     nearest: spec.nearest, filter: spec.charterFilter, bounds: spec.bounds).map(QueryRow.init)
        case .airports:
            rows = try airportRows(spec, anchor: anchor)
        }
        return QueryResult(subject: spec.subject, unit: unit, hasDistance: anchor != nil || !spec.route.isEmpty,
                           hasRoute: !spec.route.isEmpty, rows: rows)
    }

    private func airportRows(_ spec: QuerySpec, anchor: ResolvedAnchor?) throws(QueryFailure) -> [QueryRow] {
        let filter = spec.airportFilter
        if !spec.route.isEmpty {
            do {
                return try airports.near(route: spec.route, within: spec.within ?? AirportIndex.defaultCorridor,
                                         filter: filter, inside: spec.bounds).map(QueryRow.init)
            } catch { throw .discovery(error) }
        }
        if let search = spec.search {
            let found = airports.searchRanked(search, filter: filter)
                .filter { hit in spec.bounds.map { b in airports.records[hit.index].coordinate.map(b.contains) ?? false } ?? true }
            guard let anchor else { return found.map { QueryRow(DiscoveryHit(record: airports.records[$0.index])) } }
            // Searching near a point keeps the search order and adds the distance.
            let limit = spec.within?.metres ?? .infinity
            return found.compactMap { hit -> QueryRow? in
                let r = airports.records[hit.index]
                guard let c = r.coordinate else { return nil }
                let d = Geodesic.wgs84.distance(anchor.center, c)
                return d <= limit ? QueryRow(DiscoveryHit(record: r, distance: d)) : nil
            }.prefix(spec.nearest ?? Int.max).map { $0 }
        }
        if let anchor {
            if let k = spec.nearest {
                return airports.nearest(to: anchor.center, k: k, maxDistance: spec.within, filter: filter,
                                        inside: spec.bounds, excluding: anchor.airportIdent).map(QueryRow.init)
            }
            return airports.within(spec.within ?? anchor.defaultRange, of: anchor.center, filter: filter,
                                   inside: spec.bounds, excluding: anchor.airportIdent).map(QueryRow.init)
        }
        return airports.filtered(filter, inside: spec.bounds).map(QueryRow.init)
    }

    private func resolve(_ anchor: QueryAnchor, subject: QuerySubject) throws(DiscoveryError) -> ResolvedAnchor {
        let pointRange = defaults.radius(for: subject)
        switch anchor {
        case .point(let c):
            return ResolvedAnchor(center: c, defaultRange: pointRange, airportIdent: nil)
        case .airport(let icao):
            let c = try airports.coordinate(icao: icao)
            return ResolvedAnchor(center: c, defaultRange: pointRange, airportIdent: icao)
        case .place(let slug):
            guard let place = places[slug] else { throw .unknownPlace(slug) }
            guard let c = place.coordinate, c.isValid else { throw .placeWithoutCoordinate(slug) }
            return ResolvedAnchor(center: c, defaultRange: place.radius, airportIdent: nil)
        }
    }
}
