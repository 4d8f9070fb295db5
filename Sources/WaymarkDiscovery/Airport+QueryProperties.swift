import WaymarkGeo
import WaymarkModel

extension Airport {
    /// Columns of `waymark query` output after id, name, coordinate and distances: iata, type, country, municipality, longestRunwayFt, hasProcedures, hasPrecisionApproach,
    /// hasHardRunway, pointOfEntry, fuel (space-separated, sorted).
    var queryProperties: [QueryProperty] {
        [
            QueryProperty("iata", iataCode.flatMap { $0.isEmpty ? nil : QueryValue.text($0) } ?? .none),
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
