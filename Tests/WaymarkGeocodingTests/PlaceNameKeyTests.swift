import Testing
@testable import WaymarkGeocoding

@Suite struct PlaceNameKeyTests {
    @Test(arguments: [
        ("Split", "split"),
        ("  SPLIT  ", "split"),
        ("Göteborg", "goteborg"),
        ("Saint-Tropez", "st tropez"),
        ("St. Tropez", "st tropez"),
        ("St Tropez", "st tropez"),
        ("Sainte-Maxime", "st maxime"),
        ("Ste. Maxime", "st maxime"),
        ("Sankt Moritz", "st moritz"),
        ("Stockholm", "stockholm"),
        ("Côte d'Azur", "cote dazur"),
        ("Côte d’Azur", "cote dazur"),
        ("Hawaiʻi", "hawaii"),
        ("Kraków", "krakow"),
        ("Łódź", "lodz"),
        ("Straße", "strasse"),
        ("Ærøskøbing", "aeroskobing"),
        ("Đakovo", "dakovo"),
        ("Þingvellir", "thingvellir"),
        ("Brač", "brac"),
        ("São Paulo", "sao paulo"),
        ("Pointe-à-Pitre", "pointe a pitre"),
        ("Split, Croatia", "split croatia"),
        ("A Coruña", "a coruna"),
        ("Ｔｏｋｙｏ", "tokyo"),
        ("İzmir", "izmir"),
        ("Москва", "москва"),
        ("!!!", ""),
        ("", ""),
    ])
    func key(_ text: String, _ expected: String) {
        #expect(PlaceNameKey.make(text) == expected)
    }

    /// The Swift rule must match the Python rule that keyed the index: every place's own name, keyed
    /// in Swift, must find that place as a primary posting.
    @Test func swiftKeysAgreeWithTheBuildScriptForEveryPlaceName() throws {
        let gazetteer = try TestGazetteer.shared()
        var disagreements: [String] = []
        for (position, name) in gazetteer.names.enumerated() {
            let key = PlaceNameKey.make(name)
            guard !key.isEmpty else { continue }
            let postings = gazetteer.index.postings(for: key)
            if !postings.contains(where: { $0.place == position && $0.isPrimary }) {
                disagreements.append("\(name) → \(key)")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
    }
}
