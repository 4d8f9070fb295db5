import WaymarkModel

/// What the airport filter looks at, read once from a record when the index is built (so a filter
/// inside a nearest-N search costs a few comparisons, not a walk over runways and AIP entries).
struct AirportFacts: Sendable, Hashable {
    /// Upper-case ISO 3166-1 alpha-2 country.
    package let country: String
    /// OurAirports type.
    package let type: String
    /// Publishes instrument procedures.
    package let hasProcedures: Bool
    /// Has a precision approach.
    package let hasPrecisionApproach: Bool
    /// Has an open hard-surfaced runway.
    package let hasHardRunway: Bool
    /// Longest open runway in feet (0 when unknown).
    package let longestRunwayFt: Int
    /// Is a point of entry.
    package let pointOfEntry: Bool
    /// Fuels sold.
    package let fuels: Set<FuelType>

    /// The facts of `airport`.
    package init(_ airport: Airport) {
        country = airport.isoCountry.uppercased()
        type = airport.type
        hasProcedures = airport.hasProcedures
        hasPrecisionApproach = airport.hasPrecisionApproach
        hasHardRunway = airport.hasHardRunway
        longestRunwayFt = airport.longestRunwayFt ?? 0
        pointOfEntry = airport.pointOfEntry
        fuels = airport.fuel
    }
}
