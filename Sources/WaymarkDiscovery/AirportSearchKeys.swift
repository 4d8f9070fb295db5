import WaymarkModel
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
    /// Size order of the airport's type, so a search lists the airport before the heliport of the
    /// same town: large 0, medium 1, small 2, seaplane base 3, heliport 4, balloonport 5, closed 6, other 7.
    let typeRank: Int

    init(_ airport: Airport) {
        ident = airport.ident.uppercased()
        iata = (airport.iataCode ?? "").uppercased()
        name = SearchKey.fold(airport.name)
        municipality = SearchKey.fold(airport.municipality ?? "")
        let order = ["large_airport", "medium_airport", "small_airport", "seaplane_base", "heliport", "balloonport", "closed"]
        typeRank = order.firstIndex(of: airport.type) ?? order.count
    }
}
