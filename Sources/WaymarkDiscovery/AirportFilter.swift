import WaymarkModel

/// Conditions an airport must meet (docs/geo.md, "Airport queries"); every condition that is set must hold (logical AND).
/// A `nil` or empty condition is not applied.
package struct AirportFilter: Sendable, Hashable {
    /// ISO 3166-1 alpha-2 codes, upper case; the airport's country must be one of them.
    package var countries: Set<String> = []
    /// OurAirports types (`large_airport`, `small_airport`, …); the airport's type must be one of them.
    package var types: Set<String> = []
    /// Whether the airport must (true) or must not (false) publish instrument procedures.
    package var hasProcedures: Bool?
    /// Whether the airport must (true) or must not (false) have a precision approach (ILS, GLS, PAR).
    package var hasPrecisionApproach: Bool?
    /// Whether the airport must (true) or must not (false) have a hard-surfaced runway.
    package var hasHardRunway: Bool?
    /// Minimum length of the longest usable runway, in feet (inclusive).
    package var minRunwayLengthFt: Int?
    /// Whether the airport must (true) or must not (false) be a point of entry (border crossing).
    package var pointOfEntry: Bool?
    /// Fuels the airport must all sell.
    package var fuels: Set<FuelType> = []

    /// A filter that lets every airport through.
    package init() {}

    /// True when no condition is set.
    package var isEmpty: Bool { self == AirportFilter() }

    /// Whether `airport` meets every condition.
    package func matches(_ airport: Airport) -> Bool { matches(AirportFacts(airport)) }

    /// Whether an airport with these facts meets every condition.
    func matches(_ airport: AirportFacts) -> Bool {
        if !countries.isEmpty, !countries.contains(airport.country) { return false }
        if !types.isEmpty, !types.contains(airport.type) { return false }
        if let want = hasProcedures, airport.hasProcedures != want { return false }
        if let want = hasPrecisionApproach, airport.hasPrecisionApproach != want { return false }
        if let want = hasHardRunway, airport.hasHardRunway != want { return false }
        if let min = minRunwayLengthFt, airport.longestRunwayFt < min { return false }
        if let want = pointOfEntry, airport.pointOfEntry != want { return false }
        if !fuels.isEmpty, !fuels.isSubset(of: airport.fuels) { return false }
        return true
    }
}
