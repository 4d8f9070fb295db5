import WaymarkModel

/// What the airport filter looks at, read once from a record when the index is built (so a filter
/// inside a nearest-N search costs a few comparisons, not a walk over runways and AIP entries).
public struct AirportFacts: Sendable, Hashable {
    /// Upper-case ISO 3166-1 alpha-2 country.
    public let country: String
    /// OurAirports type.
    public let type: String
    /// Publishes instrument procedures.
    public let hasProcedures: Bool
    /// Has a precision approach.
    public let hasPrecisionApproach: Bool
    /// Has an open hard-surfaced runway.
    public let hasHardRunway: Bool
    /// Longest open runway in feet (0 when unknown).
    public let longestRunwayFt: Int
    /// Is a point of entry.
    public let pointOfEntry: Bool
    /// Fuels sold.
    public let fuels: Set<FuelType>

    /// The facts of `airport`.
    public init(_ airport: Airport) {
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
