/// The folded texts an airport is searched by, computed once per index.
struct AirportSearchKeys: Sendable {
    /// Upper-case ICAO ident.
    let ident: String
    /// Upper-case IATA code, or empty.
    let iata: String
    /// Folded name (see ``SearchKey/fold(_:)``).
    let name: String
    /// Folded municipality, or empty.
    let municipality: String

    init<Record: AirportRecord>(_ airport: Record) {
        ident = airport.discoveryID.uppercased()
        iata = (airport.discoveryIATA ?? "").uppercased()
        name = SearchKey.fold(airport.discoveryName)
        municipality = SearchKey.fold(airport.discoveryMunicipality ?? "")
    }
}
