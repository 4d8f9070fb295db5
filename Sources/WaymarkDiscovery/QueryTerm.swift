import WaymarkGeo
import WaymarkModel

/// One parsed `key: value` of a query, typed (the result of ``QuerySpec/parse(key:value:subject:)``).
package enum QueryTerm: Sendable, Hashable {
    /// `near`, `near-place`, `near-airport`.
    case anchor(QueryAnchor)
    /// `within`.
    case within(Length)
    /// `nearest` (≥ 1).
    case nearest(Int)
    /// `bbox` as west,south,east,north.
    case bounds(GeoBounds)
    /// `route` (or `near-route`): ICAO codes, upper case, at least two.
    case route([String])
    /// `search`.
    case search(String)
    /// `status`: one or more of lost, found, closed (active = lost), or `all`.
    case states(Set<AnnouncementStatus>)
    /// `from`.
    case from(CalendarDate)
    /// `to`.
    case to(CalendarDate)
    /// `country`: ISO 3166-1 alpha-2 codes.
    case countries(Set<String>)
    /// `type`: airport types.
    case airportTypes(Set<String>)
    /// `has-procedures`.
    case hasProcedures(Bool)
    /// `has-precision-approach`.
    case hasPrecisionApproach(Bool)
    /// `has-hard-runway`.
    case hasHardRunway(Bool)
    /// `min-runway-length-ft`.
    case minRunwayLengthFt(Int)
    /// `point-of-entry`.
    case pointOfEntry(Bool)
    /// `fuel`.
    case fuels(Set<FuelType>)
    /// `vessel-type`.
    case vesselTypes(Set<String>)
    /// `region`.
    case regions(Set<String>)
    /// `unit`: the unit distances are printed in.
    case unit(Length.Unit)
}
