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
