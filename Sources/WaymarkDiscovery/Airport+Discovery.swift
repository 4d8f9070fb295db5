import WaymarkGeo
import WaymarkModel

extension Airport: AirportRecord {
    /// The ICAO `ident`.
    public var discoveryID: String { ident }
    /// The airport reference point.
    public var discoveryCoordinate: Coordinate? { coordinate }
    /// `name`.
    public var discoveryName: String { name }
    /// `iataCode`, when not empty.
    public var discoveryIATA: String? { iataCode.flatMap { $0.isEmpty ? nil : $0 } }
    /// `municipality`.
    public var discoveryMunicipality: String? { municipality }
    /// `isoCountry`.
    public var discoveryCountry: String { isoCountry }
    /// `type`.
    public var discoveryType: String { type }
    /// ``Airport/hasProcedures``.
    public var discoveryHasProcedures: Bool { hasProcedures }
    /// ``Airport/hasPrecisionApproach``.
    public var discoveryHasPrecisionApproach: Bool { hasPrecisionApproach }
    /// ``Airport/hasHardRunway``.
    public var discoveryHasHardRunway: Bool { hasHardRunway }
    /// ``Airport/longestRunwayFt``.
    public var discoveryLongestRunwayFt: Int? { longestRunwayFt }
    /// ``Airport/pointOfEntry``.
    public var discoveryPointOfEntry: Bool { pointOfEntry }
    /// ``Airport/fuel``.
    public var discoveryFuels: Set<FuelType> { fuel }
    /// iata, type, country, municipality, longestRunwayFt, hasProcedures, hasPrecisionApproach,
    /// hasHardRunway, pointOfEntry, fuel (space-separated, sorted).
    public var discoveryProperties: [QueryProperty] {
        [
            QueryProperty("iata", discoveryIATA.map(QueryValue.text) ?? .none),
            QueryProperty("type", .text(type)),
            QueryProperty("country", .text(isoCountry)),
            QueryProperty("municipality", municipality.map(QueryValue.text) ?? .none),
            QueryProperty("longestRunwayFt", longestRunwayFt.map(QueryValue.integer) ?? .none),
            QueryProperty("hasProcedures", .boolean(hasProcedures)),
            QueryProperty("hasPrecisionApproach", .boolean(hasPrecisionApproach)),
            QueryProperty("hasHardRunway", .boolean(hasHardRunway)),
            QueryProperty("pointOfEntry", .boolean(pointOfEntry)),
            QueryProperty("fuel", .text(fuel.sorted().map(\.rawValue).joined(separator: " "))),
        ]
    }
}
