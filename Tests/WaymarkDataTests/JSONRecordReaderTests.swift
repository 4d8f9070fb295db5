import Testing
import WaymarkModel
@testable import WaymarkData

/// The position-tracking JSON reader: values, escapes and the line/column of every value.
@Suite struct JSONRecordReaderTests {
    @Test func valuesKeepTheirTextAndPositions() throws {
        let text = "[\n  {\"id\": \"a\", \"n\": -1.5e2, \"t\": true, \"z\": null,\n   \"tags\": [\"x\", \"y\"]}\n]\n"
        let (records, problems) = JSONRecordReader.read(text, path: "f.json")
        #expect(problems.isEmpty)
        let record = try #require(records.first)
        #expect(record.location == SourceLocation(path: "f.json", line: 2, column: 3))
        #expect(record.fields.map(\.key) == ["id", "n", "t", "z", "tags"])
        #expect(record.fields.map(\.value) == [.text("a"), .text("-1.5e2"), .text("true"), .null, .list([.text("x"), .text("y")])])
        #expect(record.fields.map(\.position) == [TextPosition(line: 2, column: 10), TextPosition(line: 2, column: 20),
                                                 TextPosition(line: 2, column: 33), TextPosition(line: 2, column: 44),
                                                 TextPosition(line: 3, column: 12)])
        #expect(record.fields[4].keyPosition == TextPosition(line: 3, column: 4))
    }

    @Test(arguments: [
        (#""a\"b""#, "a\"b"), (#""tab\there""#, "tab\there"), (#""\u00e9t\u00e9""#, "été"),
        (#""\ud83d\ude00""#, "😀"), (#""slash\/""#, "slash/"), (#""Götgatan""#, "Götgatan"),
    ])
    func stringEscapes(json: String, expected: String) throws {
        let (records, problems) = JSONRecordReader.read("{\"s\": \(json)}", path: "f.json")
        #expect(problems.isEmpty)
        #expect(records.first?.fields.first?.value == .text(expected))
    }

    @Test func columnsCountUnicodeScalarsAfterNonASCIIText() throws {
        let (records, _) = JSONRecordReader.read("{\"name\": \"Göcek\", \"x\": 1}", path: "f.json")
        #expect(records.first?.fields.last?.position == TextPosition(line: 1, column: 24))
    }

    @Test func emptyFileHasNoRecords() {
        let (records, problems) = JSONRecordReader.read("  \n", path: "f.json")
        #expect(records.isEmpty)
        #expect(problems.isEmpty)
    }
}

/// Which files of a data folder are read.
@Suite struct RecordFolderTests {
    @Test(arguments: [("a.yml", RecordFileFormat.yaml), ("b.YAML", .yaml), ("c.json", .json), ("d.csv", .csv)])
    func formatsByExtension(name: String, format: RecordFileFormat) {
        #expect(RecordFileFormat(fileName: name) == format)
    }

    @Test(arguments: ["notes.txt", "README", "data.yml.bak", "csv"])
    func otherFilesAreNotRecordFiles(name: String) {
        #expect(RecordFileFormat(fileName: name) == nil)
    }

    @Test func loadingTwiceGivesIdenticalRecordsInTheSameOrder() async {
        let first = await SiteData.load(siteDirectory: FixturePaths.validSite, strict: false)
        let second = await SiteData.load(siteDirectory: FixturePaths.validSite, strict: false)
        #expect(first.0.charters == second.0.charters)
        #expect(first.0.announcements == second.0.announcements)
        #expect(first.0.places == second.0.places)
        #expect(first.0.airports == second.0.airports)
        #expect(first.1 == second.1)
    }

    @Test func missingDataFoldersAreEmptyNotErrors() async {
        let (data, diagnostics) = await SiteData.load(siteDirectory: FixturePaths.fixtures, strict: true)
        #expect(diagnostics.items.isEmpty)
        #expect(data.charters.isEmpty && data.announcements.isEmpty && data.places.isEmpty && data.airports.isEmpty)
    }
}

/// JSON that must not crash the reader: nesting deep enough to overflow a recursive parser's stack,
/// and a high surrogate followed by a non-surrogate escape (an integer underflow where unchecked).
@Suite struct HostileJSONTests {
    @Test func twentyThousandNestedListsAreALocatedError() {
        let text = String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000)
        let (records, problems) = JSONRecordReader.read(text, path: "deep.json")
        #expect(records.isEmpty)
        #expect(problems.map(\.headline) == [
            "deep.json:1:65: error: JSON nests more than 64 objects and lists deep here: expected records whose values are text, numbers or lists of them",
        ])
    }

    @Test func nestingWithinTheLimitIsRead() {
        let text = "[{\"id\": \"a\", \"tags\": " + String(repeating: "[", count: 60) + "\"x\"" + String(repeating: "]", count: 60) + "}]"
        let (records, problems) = JSONRecordReader.read(text, path: "ok.json")
        #expect(problems.isEmpty)
        #expect(records.count == 1)
    }

    @Test func aHighSurrogateWithoutItsLowHalfIsASyntaxError() {
        let (_, problems) = JSONRecordReader.read(#"[{"id": "a", "name": "\uD800\u0041"}]"#, path: "s.json")
        #expect(problems.map(\.headline) == [
            #"s.json:1:34: error: JSON syntax error: \u escape of a high surrogate is not followed by a low surrogate (\uDC00 to \uDFFF)"#,
        ])
        let (records, valid) = JSONRecordReader.read(#"[{"id": "a", "name": "\uD83D\uDE00"}]"#, path: "s.json")
        #expect(valid.isEmpty)
        #expect(records.first?.fields.last?.value == .text("😀"))
    }
}

/// A place radius past half the Earth's circumference is an error at its line.
@Suite struct PlaceRadiusTests {
    @Test func aHugeRadiusIsALocatedError() {
        let (places, problems) = RecordFolder.load(text: "- name: Everywhere\n  latitude: 1\n  longitude: 2\n  radiusKm: 1e19\n",
                                                   path: "places.yml", format: .yaml, knownFields: PlaceDecoder.fields) { record, _ in
            PlaceDecoder.decode(record)
        }
        #expect(problems.map(\.headline) == [
            "places.yml:4:13: error: radiusKm \"1e19\" is larger than half the Earth's circumference: expected at most 20037.5 kilometres",
        ])
        #expect(places.first?.radiusKm == Place.defaultRadiusKm)
    }
}
