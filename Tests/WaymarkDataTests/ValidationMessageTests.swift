import Foundation
import Testing
import WaymarkModel
@testable import WaymarkData

/// Every validation message, word for word, with its location (the broken fixture site holds one
/// example of each problem).
@Suite struct ValidationMessageTests {
    static let expectedHeadlines = [
        "data/airports/airports.csv:3:6: error: row has 5 columns but the header has 9",
        "data/airports/airports.csv:4:5: error: latitude -95.5 is out of range: expected a number from -90 to 90 (latitude and longitude look swapped)",
        "data/airports/broken.db:airports:2: error: latitude_deg: latitude 120.5 is out of range: expected a number from -90 to 90 (latitude and longitude look swapped)",
        "data/airports/broken.db:procedures:2: error: procedures row has no airport ICAO code",
        "data/airports/broken.db:runways:2: warning: runways row names airport \"ZZCC\", which is not in the airports table",
        "data/airports/broken.db:runways:3: warning: le_longitude_deg: longitude 190 is out of range: expected a number from -180 to 180; the position is ignored",
        "data/airports/broken.db:runways:3: error: length_ft \"long\" is not a number",
        "data/announcements/broken.yml:2:11: error: unknown status \"missing\": expected lost, found or closed (active is read as lost)",
        "data/announcements/broken.yml:5:9: error: date \"yesterday\" is not a date: expected YYYY-MM-DD",
        "data/announcements/broken.yml:6:3: error: announcement \"pet-3\" is missing the required field \"status\"",
        "data/announcements/syntax.yml:3:1: error: YAML syntax error: did not find expected ',' or ']' while parsing a flow sequence",
        "data/charters/broken.csv:1:5: warning: unknown field \"skipper\": expected one of id, name, boat, vesselType, captain, destination, latitude, longitude, placeId, region, start, end, visibility, berths, tags, description",
        "data/charters/broken.csv:3:4: error: row has 3 columns but the header has 5",
        "data/charters/broken.csv:4:6: error: row has 6 columns but the header has 5",
        "data/charters/broken.csv:5:3: error: latitude -118.2 is out of range: expected a number from -90 to 90 (latitude and longitude look swapped)",
        "data/charters/broken.json:3:57: error: latitude \"north\" is not a number: expected decimal degrees",
        "data/charters/broken.yml:1:7: error: id \"Bad Id\" is not valid: expected lower-case letters, digits and hyphens, starting with a letter or digit",
        "data/charters/broken.yml:3:3: error: charter \"no-name\" is missing the required field \"name\"",
        "data/charters/broken.yml:4:3: error: charter is missing the required field \"id\"",
        "data/charters/broken.yml:7:13: error: latitude 118.2 is out of range: expected a number from -90 to 90 (latitude and longitude look swapped)",
        "data/charters/broken.yml:12:14: error: longitude 200 is out of range: expected a number from -180 to 180",
        "data/charters/broken.yml:16:8: error: end 2025-06-01 is before start 2025-06-08",
        "data/charters/broken.yml:19:10: error: start \"2025-13-01\" is not a date: expected YYYY-MM-DD",
        "data/charters/broken.yml:22:15: error: unknown visibility \"secret\": expected private, unlisted or public",
        "data/charters/broken.yml:25:13: error: latitude is given without longitude: give both or neither",
        "data/charters/broken.yml:26:3: error: duplicate charter id \"dup\": first defined at data/charters/broken.json:2:3",
        "data/charters/broken.yml:28:3: warning: unknown field \"colour\": expected one of id, name, boat, vesselType, captain, destination, latitude, longitude, placeId, region, start, end, visibility, berths, tags, description",
        "data/charters/broken.yml:29:11: error: berths \"many\" is not a count: expected a whole number such as 8",
        "data/charters/notes.txt: warning: \"notes.txt\" is not a data file and is ignored: expected .yml, .yaml, .json or .csv",
        "data/charters/syntax.json:2:27: error: JSON syntax error: expected a field name in double quotes, found character '}'",
        "data/places.yml:1:3: error: place \"Nowhere\" has neither latitude/longitude nor query: give one of them",
        "data/places.yml:4:13: error: radiusKm \"-3\" is not a positive number: expected kilometres such as 10",
        "data/places.yml:8:3: error: duplicate place slug \"sodermalm\": first defined at data/places.yml:5:3",
    ]

    @Test func everyProblemOfTheRunIsReportedTogetherSortedAndWordForWord() async {
        let (_, diagnostics) = await SiteData.load(siteDirectory: FixturePaths.brokenSite, strict: false)
        let headlines = diagnostics.items.map(\.headline)
        #expect(headlines == Self.expectedHeadlines)
    }

    @Test func strictTurnsEveryWarningIntoAnError() async {
        let (_, diagnostics) = await SiteData.load(siteDirectory: FixturePaths.brokenSite, strict: true)
        #expect(diagnostics.warnings.isEmpty)
        #expect(diagnostics.errors.count == Self.expectedHeadlines.count)
    }

    @Test func yamlAndJSONDiagnosticsShowTheSourceLineWithACaret() async throws {
        let (_, diagnostics) = await SiteData.load(siteDirectory: FixturePaths.brokenSite, strict: false)
        let status = try #require(diagnostics.items.first { $0.message.hasPrefix("unknown status") })
        #expect(status.description == """
            data/announcements/broken.yml:2:11: error: unknown status "missing": expected lost, found or closed (active is read as lost)
              |
            2 |   status: missing
              |           ^
            """)
        let csv = try #require(diagnostics.items.first { $0.location.path.hasSuffix(".csv") })
        #expect(csv.sourceLine == nil)
    }

    @Test func displayRootPrefixesEveryPath() async {
        let (_, diagnostics) = await SiteData.load(siteDirectory: FixturePaths.brokenSite, strict: false, displayRoot: "site")
        #expect(diagnostics.items.allSatisfy { $0.location.path.hasPrefix("site/data/") })
        #expect(diagnostics.items.contains {
            $0.message == "duplicate charter id \"dup\": first defined at site/data/charters/broken.json:2:3"
        })
    }

    @Test func recordsWithoutIdentityAreLeftOutOthersKeepTheirGoodFields() async throws {
        let (data, _) = await SiteData.load(siteDirectory: FixturePaths.brokenSite, strict: false)
        #expect(data.charters.map(\.id).contains("csv-ok"))
        #expect(!data.charters.map(\.id).contains("no-name"))
        #expect(data.charters.filter { $0.id == "dup" }.map(\.name) == ["Dup two"])
        let swapped = try #require(data.charters.first { $0.id == "swapped" })
        #expect(swapped.coordinate == nil)
        #expect(data.announcements.map(\.id) == ["pet-2"])
        #expect(data.announcements.first?.date == nil)
        #expect(data.airports.map(\.ident) == ["AAAA", "CCCC", "ZZAA", "ZZBB"])
        let zzaa = try #require(data.airports.first { $0.ident == "ZZAA" })
        #expect(zzaa.runways.map(\.lengthFt) == [2600, nil])
        #expect(zzaa.runways[1].lowEnd.coordinate == nil)
        #expect(zzaa.procedures.count == 1)
        #expect(data.airports.first?.countryName == nil)
        #expect(data.airports.first?.isoCountry == "NA")
    }

    @Test(arguments: [
        ("- id: x\n  name: y\n  latitude: 45\n  longitude: -200\n", "data.yml:4:14: error: longitude -200 is out of range: expected a number from -180 to 180"),
        ("- id: x\n  name: y\n  longitude: 3\n", "data.yml:3:14: error: longitude is given without latitude: give both or neither"),
        ("- id: x\n  name: y\n  end: 2025-02-30\n", "data.yml:3:8: error: end \"2025-02-30\" is not a date: expected YYYY-MM-DD"),
        ("- id: x\n  name: [a, b]\n", "data.yml:2:9: error: name must be a single value, found a list"),
        ("- id: x\n  name: y\n  tags: {a: 1}\n", "data.yml:3:9: error: tags must be a list, found a mapping"),
        ("[1, 2]\n", "data.yml:1:2: error: expected a record (key: value lines), found the value \"1\""),
        ("just text\n", "data.yml:1:1: error: expected a list of records at the top of the file, found the value \"just text\""),
    ])
    func yamlCharterMessages(text: String, expected: String) {
        let (_, problems) = RecordFolder.load(text: text, path: "data.yml", format: .yaml,
                                              knownFields: CharterDecoder.fields, decode: CharterDecoder.decode)
        #expect(problems.map(\.headline).contains(expected), "\(problems.map(\.headline))")
    }

    @Test(arguments: [
        (#"[{"id": "x", "name": "y"} {"id": "z"}]"#, "data.json:1:27: error: JSON syntax error: expected ',' or ']' in a list, found character '{'"),
        ("[{\"id\": \"x\",\n \"name\": \"unterminated}]", "data.json:2:25: error: JSON syntax error: unterminated string: end of file before the closing '\"'"),
        (#"[{"id": "x", "name": tru}]"#, "data.json:1:25: error: JSON syntax error: expected true, found character '}'"),
        (#"{"id": "x", "name": "y"} 5"#, "data.json:1:26: error: JSON syntax error: unexpected character '5' after the end of the data"),
        (#"[3]"#, "data.json:1:2: error: expected a record (an object), found the value \"3\""),
    ])
    func jsonMessages(text: String, expected: String) {
        let (_, problems) = RecordFolder.load(text: text, path: "data.json", format: .json,
                                              knownFields: CharterDecoder.fields, decode: CharterDecoder.decode)
        #expect(problems.map(\.headline) == [expected])
    }
}

/// Messages that need no fixture file: repeated fields, identifiers, the summary line.
@Suite struct FieldMessageTests {
    @Test func aFieldGivenTwiceIsAnError() {
        let (_, yaml) = RecordFolder.load(text: "- id: a\n  name: x\n  name: y\n", path: "d.yml", format: .yaml,
                                          knownFields: CharterDecoder.fields, decode: CharterDecoder.decode)
        #expect(yaml.map(\.headline) == ["d.yml:2:3: error: field \"name\" is given twice in one record"])
        let (_, json) = RecordFolder.load(text: #"[{"id": "a", "name": "x",\#n "name": "y"}]"#, path: "d.json", format: .json,
                                          knownFields: CharterDecoder.fields, decode: CharterDecoder.decode)
        #expect(json.map(\.headline) == [
            "d.json:2:2: error: field \"name\" is given twice: first at d.json:1:14; only the first is used",
        ])
    }

    @Test func aCSVColumnGivenTwiceIsAnError() {
        let (records, problems) = RecordFolder.load(text: "id,status,id\na,lost,b\n", path: "d.csv", format: .csv,
                                                    knownFields: AnnouncementDecoder.fields, decode: AnnouncementDecoder.decode)
        #expect(problems.map(\.headline) == ["d.csv:1:3: error: column \"id\" is given twice: first at column 1; only the first is used"])
        #expect(records.map(\.id) == ["a"])
    }

    @Test(arguments: [("a", true), ("a-1", true), ("0abc", true), ("-a", false), ("A", false), ("a_b", false),
                      ("", false), ("é", false), ("a b", false)])
    func identifiers(text: String, valid: Bool) {
        #expect(RecordFields.isIdentifier(text) == valid)
    }

    @Test func placeWithBothCoordinateAndQueryUsesTheCoordinate() {
        let text = "- name: Split harbour\n  latitude: 43.5\n  longitude: 16.4\n  query: Split\n"
        let (places, problems) = RecordFolder.load(text: text, path: "p.yml", format: .yaml, knownFields: PlaceDecoder.fields) {
            record, _ in PlaceDecoder.decode(record)
        }
        #expect(problems.isEmpty)
        #expect(places.first?.slug == "split-harbour")
        #expect(places.first?.query == "Split")
        #expect(places.first?.needsGeocoding == false)
    }

    @Test func invalidSlugIsReported() {
        let (places, problems) = RecordFolder.load(text: "- name: X\n  slug: Söder Malm\n  query: x\n", path: "p.yml", format: .yaml,
                                                   knownFields: PlaceDecoder.fields) { record, _ in PlaceDecoder.decode(record) }
        #expect(places.isEmpty)
        #expect(problems.map(\.headline) == [
            "p.yml:2:9: error: slug \"Söder Malm\" is not valid: expected lower-case letters, digits and hyphens, starting with a letter or digit",
        ])
    }

    @Test func summaryLineGroupsThousands() {
        let airports = (0..<9_812).map {
            Airport(ident: "A\($0)", type: "small_airport", name: "A", coordinate: nil, isoCountry: "FR",
                    sources: [.ourAirports], location: SourceLocation(path: "a.csv"))
        }
        let data = SiteData(charters: [], announcements: [], places: [], airports: airports, droppedPrivateCharters: 1)
        let diagnostics = Diagnostics([.warning("w", at: SourceLocation(path: "x")), .warning("v", at: SourceLocation(path: "y"))])
        #expect(CheckSummary(data: data, diagnostics: diagnostics).description
                == "Checked 1 charter, 0 announcements, 0 places, 9,812 airports: 0 errors, 2 warnings")
        #expect(CheckSummary.grouped(1_234_567) == "1,234,567")
        #expect(CheckSummary.grouped(999) == "999")
    }
}
