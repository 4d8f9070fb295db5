import Testing
import WaymarkDiscovery
import WaymarkGeo
import WaymarkModel

@Suite struct AirportSearchTests {
    typealias F = RecordFactory
    static let index = AirportIndex([
        F.airport("LFLX", "Châteauroux-Déols \"Marcel Dassault\" Airport", at: Coordinate(latitude: 46.86, longitude: 1.72),
                  municipality: "Déols/Châteauroux", iata: "CHR", type: "medium_airport"),
        F.airport("LFEJ", "Châteaudun Air Base", at: Coordinate(latitude: 48.06, longitude: 1.38), municipality: "Châteaudun"),
        F.airport("LFLD", "Bourges Airport", at: Coordinate(latitude: 47.06, longitude: 2.37), municipality: "Bourges"),
        F.airport("LFCH", "Arcachon-La Teste-de-Buch Airport", at: Coordinate(latitude: 44.6, longitude: -1.1),
                  municipality: "La Teste-de-Buch"),
        F.airport("EGLL", "London Heathrow Airport", at: Coordinate(latitude: 51.47, longitude: -0.46),
                  country: "GB", municipality: "London", iata: "LHR", type: "large_airport"),
    ])

    @Test(arguments: [
        ("chateauroux", ["LFLX"]),
        ("CHÂTEAU", ["LFLX", "LFEJ"]),          // name prefix, medium before small
        ("deols", ["LFLX"]),                     // municipality prefix
        ("lhr", ["EGLL"]),                       // IATA exact
        ("egll", ["EGLL"]),                      // ICAO exact
        ("airport", ["EGLL", "LFLX", "LFCH", "LFLD"]),  // contains: large, medium, then small by ident
        ("zzz", []),
    ])
    func findsCaseAndDiacriticInsensitively(text: String, idents: [String]) {
        #expect(Self.index.search(text).map(\.record.ident) == idents)
    }

    @Test func codesComeFirstThenPrefixesThenContains() {
        let ranked = Self.index.searchRanked("chr")
        #expect(ranked.map { Self.index.records[$0.index].ident } == ["LFLX"])
        #expect(ranked.map(\.rank) == [.code])
        let ch = Self.index.searchRanked("ch").map { (Self.index.records[$0.index].ident, $0.rank) }
        #expect(ch.map(\.0) == ["LFLX", "LFEJ", "LFCH"])
        #expect(ch.map(\.1) == [.prefix, .prefix, .contains])
    }

    @Test func searchHonoursTheFilter() {
        var f = AirportFilter()
        f.types = ["medium_airport"]
        #expect(Self.index.search("château", filter: f).map(\.record.ident) == ["LFLX"])
    }
}

@Suite struct SearchKeyTests {
    @Test(arguments: [
        ("  London   Heathrow\t", "Lóndon Heathrow", "london heathrow"),
        ("CHATEAUROUX-DEOLS", "Châteauroux-Déols", "chateauroux-deols"),
        ("Sao Paulo", "São Paulo", "sao paulo"),
    ])
    func asciiAndAccentedSpellingsFoldAlike(ascii: String, accented: String, folded: String) {
        #expect(SearchKey.fold(ascii) == folded)
        #expect(SearchKey.fold(accented) == folded)
    }
}
