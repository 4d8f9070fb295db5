import Testing
@testable import WaymarkGeocoding

/// Cities typed the way their own people write them resolve to the city itself. The gazetteer keeps
/// every Latin-script alternate name of GeoNames; an earlier extract kept five per place and lost
/// late-sorting endonyms, so "København" suggested Kobe, Japan.
@Suite struct LocalSpellingTests {
    struct Spelling: Sendable, CustomTestStringConvertible {
        let text: String
        let geonameID: String
        let name: String
        var testDescription: String { "\(text) → \(name)" }
    }

    static let spellings: [Spelling] = [
        Spelling(text: "København", geonameID: "geonames:2618425", name: "Copenhagen"),
        Spelling(text: "Kobenhavn", geonameID: "geonames:2618425", name: "Copenhagen"),
        Spelling(text: "Lisboa", geonameID: "geonames:2267057", name: "Lisbon"),
        Spelling(text: "Göteborg", geonameID: "geonames:2711537", name: "Gothenburg"),
        Spelling(text: "Den Haag", geonameID: "geonames:2747373", name: "The Hague"),
        Spelling(text: "Bruxelles", geonameID: "geonames:2800866", name: "Brussels"),
        Spelling(text: "Brussel", geonameID: "geonames:2800866", name: "Brussels"),
        Spelling(text: "Wien", geonameID: "geonames:2761369", name: "Vienna"),
        Spelling(text: "Praha", geonameID: "geonames:3067696", name: "Prague"),
        Spelling(text: "Firenze", geonameID: "geonames:3176959", name: "Florence"),
        Spelling(text: "Venezia", geonameID: "geonames:3164603", name: "Venice"),
        Spelling(text: "Beograd", geonameID: "geonames:792680", name: "Belgrade"),
        Spelling(text: "Kraków", geonameID: "geonames:3094802", name: "Kraków"),
        Spelling(text: "Krakow", geonameID: "geonames:3094802", name: "Kraków"),
    ]

    @Test(arguments: spellings)
    func resolvesToTheCity(_ spelling: Spelling) throws {
        let answer = try TestGazetteer.shared().search(spelling.text, limit: 5)
        let place = try #require(answer.place,
                                 "\(spelling.text): \(GeocodeReport.table(query: spelling.text, answer: answer))")
        #expect(place.id == spelling.geonameID, "\(spelling.text) gave \(place.label)")
        #expect(place.name == spelling.name)
    }
}
