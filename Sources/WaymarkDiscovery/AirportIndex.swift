import WaymarkGeo
import WaymarkModel

/// Airports with coordinates, sorted by ident, with a ``SpatialIndex``, an ICAO lookup and folded
/// search keys, all built once (docs/geo.md, "Airport queries"). Distances are reported in metres; print
/// them in nautical miles unless asked otherwise.
package struct AirportIndex: Sendable {
    /// The default range around a point when neither `within` nor `nearest` is given: 50 NM.
    package static var defaultRadius: Length { .nauticalMiles(50) }
    /// The default corridor half-width around a route: 25 NM.
    package static var defaultCorridor: Length { .nauticalMiles(25) }

    /// The located airports, sorted by ident (positions in ``spatial``).
    package let records: [Airport]
    /// The spatial index over ``records``' coordinates.
    package let spatial: SpatialIndex
    /// Position of each airport by upper-case ident.
    let positionByIdent: [String: Int]
    /// Folded search keys, one per record, computed once.
    let searchKeys: [AirportSearchKeys]
    /// Filter facts, one per record, computed once.
    let facts: [AirportFacts]

    /// Indexes `airports`; those without valid coordinates are left out. When two records share an
    /// ident, the first in id order wins the ICAO lookup.
    package init(_ airports: [Airport]) {
        let located = LocatedRecords.sortedByID(airports, id: \.ident, coordinate: \.coordinate)
        records = located.records
        spatial = SpatialIndex(located.coordinates)
        var lookup: [String: Int] = [:]
        lookup.reserveCapacity(records.count)
        for (i, r) in records.enumerated() where lookup[r.ident.uppercased()] == nil {
            lookup[r.ident.uppercased()] = i
        }
        positionByIdent = lookup
        searchKeys = records.map(AirportSearchKeys.init)
        facts = records.map(AirportFacts.init)
    }

    /// The airport with this ICAO code (case-insensitive), if indexed.
    package func airport(icao: String) -> Airport? {
        positionByIdent[icao.uppercased()].map { records[$0] }
    }

    /// The airport's coordinate, or ``DiscoveryError/unknownAirport(_:)`` naming the code.
    package func coordinate(icao: String) throws(DiscoveryError) -> Coordinate {
        guard let i = positionByIdent[icao.uppercased()], let c = records[i].coordinate else {
            throw DiscoveryError.unknownAirport(icao)
        }
        return c
    }

    /// Airports meeting `filter` (and inside `bounds` when given), ordered by ident.
    package func filtered(_ filter: AirportFilter = AirportFilter(), inside bounds: GeoBounds? = nil) -> [DiscoveryHit<Airport>] {
        let positions = bounds.map { spatial.inside($0) } ?? Array(records.indices)
        return positions.filter { filter.matches(facts[$0]) }.map { DiscoveryHit(record: records[$0]) }
    }

    /// The `k` nearest airports to `center` that meet `filter`, within `maxDistance` (inclusive),
    /// ordered by distance then ident. The filter is applied during the search, so `k` matching
    /// airports come back whenever that many exist. `excluding` leaves one ident out (the anchor
    /// airport itself).
    package func nearest(to center: Coordinate, k: Int, maxDistance: Length? = nil,
                        filter: AirportFilter = AirportFilter(), inside bounds: GeoBounds? = nil,
                        excluding: String? = nil) -> [DiscoveryHit<Airport>] {
        nearestPositions(to: center, k: k, maxDistance: maxDistance, filter: filter, inside: bounds, excluding: excluding)
            .map { DiscoveryHit(record: records[$0.index], distance: $0.distance) }
    }

    /// ``nearest(to:k:maxDistance:filter:inside:excluding:)`` as positions in ``records`` with
    /// distances: what a caller keeps when it holds many results (no copy of each record).
    package func nearestPositions(to center: Coordinate, k: Int, maxDistance: Length? = nil,
                                 filter: AirportFilter = AirportFilter(), inside bounds: GeoBounds? = nil,
                                 excluding: String? = nil) -> [SpatialHit] {
        let skip = excluding.flatMap { positionByIdent[$0.uppercased()] }
        // Exact distances: an airport page fits its map to the farthest neighbour's circle, and a
        // difference of nanometres moves some of its 0.1-pixel coordinates (docs/geo.md, "Distances").
        return spatial.nearest(center, k: k, maxDistance: maxDistance?.metres ?? .infinity, exactDistances: true) { i in
            i != skip && self.accepts(i, filter: filter, bounds: bounds)
        }
    }

    /// Airports within `radius` of `center` (inclusive) that meet `filter`, ordered by distance then ident.
    package func within(_ radius: Length, of center: Coordinate, filter: AirportFilter = AirportFilter(),
                       inside bounds: GeoBounds? = nil, excluding: String? = nil) -> [DiscoveryHit<Airport>] {
        let skip = excluding.flatMap { positionByIdent[$0.uppercased()] }
        return spatial.within(center, radius: radius.metres)
            .filter { $0.index != skip && accepts($0.index, filter: filter, bounds: bounds) }
            .map { DiscoveryHit(record: records[$0.index], distance: $0.distance) }
    }

    /// Airports within `corridor` of a route through the airports `icaoCodes` (great-circle legs),
    /// meeting `filter`, ordered along the route (along-track, then ident), each with its leg,
    /// cross-track distance and along-track position. Throws ``DiscoveryError/unknownAirport(_:)``
    /// for the first code that is not indexed.
    package func near(route icaoCodes: [String], within corridor: Length = defaultCorridor,
                     filter: AirportFilter = AirportFilter(), inside bounds: GeoBounds? = nil) throws(DiscoveryError) -> [DiscoveryHit<Airport>] {
        var points: [Coordinate] = []
        for code in icaoCodes { points.append(try coordinate(icao: code)) }
        return near(route: points, within: corridor, filter: filter, inside: bounds)
    }

    /// Airports within `corridor` of the route through `points`, as ``near(route:within:filter:inside:)``.
    package func near(route points: [Coordinate], within corridor: Length = defaultCorridor,
                     filter: AirportFilter = AirportFilter(), inside bounds: GeoBounds? = nil) -> [DiscoveryHit<Airport>] {
        RouteProximity(index: spatial).points(near: points, within: corridor.metres)
            .filter { accepts($0.index, filter: filter, bounds: bounds) }
            .map { hit in
                DiscoveryHit(record: records[hit.index], distance: hit.crossTrack,
                             route: RoutePosition(leg: hit.leg, crossTrack: hit.crossTrack, alongTrack: hit.alongTrack))
            }
    }

    func accepts(_ i: Int, filter: AirportFilter, bounds: GeoBounds?) -> Bool {
        if let bounds, let c = records[i].coordinate, !bounds.contains(c) { return false }
        return filter.matches(facts[i])
    }
}
