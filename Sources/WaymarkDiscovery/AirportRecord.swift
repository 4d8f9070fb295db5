import WaymarkModel

/// What airport filters, search, nearest and route queries need from an airport.
public protocol AirportRecord: DiscoveryRecord {
    /// The IATA code (`LHR`), when the airport has one.
    var discoveryIATA: String? { get }
    /// The municipality (`London`), when known.
    var discoveryMunicipality: String? { get }
    /// ISO 3166-1 alpha-2 country code (`GB`).
    var discoveryCountry: String { get }
    /// OurAirports type (`large_airport`, `small_airport`, `heliport`, …).
    var discoveryType: String { get }
    /// Whether the airport publishes instrument procedures.
    var discoveryHasProcedures: Bool { get }
    /// Whether at least one approach is precision (ILS, GLS, PAR).
    var discoveryHasPrecisionApproach: Bool { get }
    /// Whether at least one open runway has a hard surface.
    var discoveryHasHardRunway: Bool { get }
    /// Length of the longest open runway in feet, when known.
    var discoveryLongestRunwayFt: Int? { get }
    /// Whether the airport is a point of entry (border crossing).
    var discoveryPointOfEntry: Bool { get }
    /// Fuels sold, from the AIP.
    var discoveryFuels: Set<FuelType> { get }
}
