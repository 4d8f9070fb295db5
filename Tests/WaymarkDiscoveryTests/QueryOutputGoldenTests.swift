import Foundation
import Testing
import WaymarkDiscovery
import WaymarkModel

/// `waymark query` output, run in-process (query library + formatter) on the fixture site and
/// compared byte for byte with `Tests/Fixtures/discovery/expected/`. `WAYMARK_UPDATE_GOLDEN=1`
/// rewrites the expected files.
@Suite struct QueryOutputGoldenTests {
    struct Case: Sendable, CustomStringConvertible {
        let name: String
        let subject: QuerySubject
        let terms: [(String, String)]
        let format: QueryFormat
        var description: String { name }
        var fileName: String { name + "." + (format == .table ? "txt" : format.rawValue) }
    }

    static let cases: [Case] = [
        Case(name: "announcements-sodermalm-table", subject: .announcements, terms: [("near-place", "sodermalm")], format: .table),
        Case(name: "announcements-sodermalm", subject: .announcements, terms: [("near-place", "sodermalm")], format: .json),
        Case(name: "announcements-all-statuses", subject: .announcements,
             terms: [("near", "59.3158,18.0717"), ("status", "all")], format: .csv),
        Case(name: "charters-upcoming", subject: .charters, terms: [], format: .table),
        Case(name: "charters-near-split", subject: .charters, terms: [("near-place", "split"), ("within", "60km")], format: .geojson),
        Case(name: "charters-catamarans", subject: .charters, terms: [("vessel-type", "catamaran")], format: .csv),
        Case(name: "airports-nearest-egtf", subject: .airports,
             terms: [("near-airport", "EGTF"), ("nearest", "3")], format: .table),
        Case(name: "airports-route-egtf-lfmd", subject: .airports,
             terms: [("route", "EGTF,LFMD"), ("within", "30nm")], format: .json),
        Case(name: "airports-bbox-antimeridian", subject: .airports, terms: [("bbox", "175,-25,-170,-10")], format: .geojson),
        Case(name: "airports-search-chateauroux", subject: .airports, terms: [("search", "chateauroux")], format: .csv),
    ]

    @Test(arguments: cases)
    func matchesTheGoldenFile(_ c: Case) async throws {
        var spec = QuerySpec(subject: c.subject)
        for (key, value) in c.terms { try spec.set(key, value) }
        let index = await TestData.fixtureIndex.value
        let today = try #require(CalendarDate(iso8601: "2025-06-10"))
        let output = try c.format.render(index.run(spec, today: today))
        let url = TestData.fixtures.appendingPathComponent("expected").appendingPathComponent(c.fileName)
        if ProcessInfo.processInfo.environment["WAYMARK_UPDATE_GOLDEN"] == "1" {
            try Data(output.utf8).write(to: url)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(output == expected, "\(c.fileName) differs; rerun with WAYMARK_UPDATE_GOLDEN=1 after checking the change")
    }

    @Test func outputIsByteIdenticalAcrossRuns() async throws {
        var spec = QuerySpec(subject: .airports)
        try spec.set("near", "51.5,-0.5")
        try spec.set("within", "100nm")
        let index = await TestData.fixtureIndex.value
        let today = try #require(CalendarDate(iso8601: "2025-06-10"))
        for format in QueryFormat.allCases {
            let first = try format.render(index.run(spec, today: today))
            let second = try format.render(index.run(spec, today: today))
            #expect(first == second)
        }
    }

    @Test func csvQuotesCommasQuotesAndLineBreaks() {
        let row = QueryRow(id: "a", name: "Hopper \"the Great\", Jr.", coordinate: nil, distance: nil, route: nil,
                           properties: [QueryProperty("note", .text("two\nlines")), QueryProperty("pad", .text(" x"))])
        let result = QueryResult(subject: .announcements, unit: .kilometres, hasDistance: false, hasRoute: false, rows: [row])
        #expect(result.csvText() == "id,name,latitude,longitude,note,pad\na,\"Hopper \"\"the Great\"\", Jr.\",,,\"two\nlines\",\" x\"\n")
    }

    /// A cell a spreadsheet would run (`=HYPERLINK(…)`) starts with `'`; terminal escapes, bells
    /// and bidi overrides are written out as the table writes them; a `\r\n` (one `Character`)
    /// still quotes the field; a negative number stays a number.
    @Test func csvNeutralisesFormulasAndControlCharacters() {
        let row = QueryRow(id: "b", name: "=HYPERLINK(\"https://evil.example\",\"Click\")", coordinate: nil, distance: nil, route: nil,
                           properties: [QueryProperty("note", .text("\u{1B}[31mred\u{07}\u{202E}")), QueryProperty("a", .text("@SUM(A1)")),
                                        QueryProperty("b", .text("+1 206 555")), QueryProperty("c", .text("-12.5")),
                                        QueryProperty("d", .text("-2+3")), QueryProperty("e", .text("row\r\nbreak")),
                                        QueryProperty("f", .text("\tTab"))])
        let result = QueryResult(subject: .announcements, unit: .kilometres, hasDistance: false, hasRoute: false, rows: [row])
        #expect(result.csvText() == "id,name,latitude,longitude,note,a,b,c,d,e,f\n"
            + "b,\"'=HYPERLINK(\"\"https://evil.example\"\",\"\"Click\"\")\",,,\\u{1B}[31mred\\u{7}\\u{202E},'@SUM(A1),'+1 206 555,-12.5,'-2+3,"
            + "\"row\\u{D}\nbreak\",'\tTab\n")
    }

    @Test func geoJSONPutsLongitudeFirstAndEscapesText() throws {
        let row = QueryRow(id: "x<1>", name: "A \"quoted\" </script> name", coordinate: .init(latitude: -17.75, longitude: 177.44),
                           distance: 1852, route: nil, properties: [])
        let result = QueryResult(subject: .airports, unit: .nauticalMiles, hasDistance: true, hasRoute: false, rows: [row])
        let json = try JSONSerialization.jsonObject(with: Data(try result.geoJSONText().utf8)) as? [String: Any]
        let feature = try #require((json?["features"] as? [[String: Any]])?.first)
        let geometry = try #require(feature["geometry"] as? [String: Any])
        #expect(geometry["coordinates"] as? [Double] == [177.44, -17.75])
        let props = try #require(feature["properties"] as? [String: Any])
        #expect(props["name"] as? String == "A \"quoted\" </script> name")
        #expect(props["distanceNm"] as? Double == 1)
        #expect(feature["id"] as? String == "x<1>")
    }
}
