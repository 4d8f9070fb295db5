import Foundation
import Testing
import WaymarkModel
@testable import WaymarkData

/// A CSV header that lacks a required column, or names one twice, is an error at line 1 naming the
/// column; before, `regions.csv` without `id` and `runways.csv` with `he_ident` twice built with exit 0.
@Suite struct CSVHeaderTests {
    /// The fixture's OurAirports files copied into a new folder, with `name` replaced by `text`.
    private func airportsFolder(replacing name: String, with text: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("waymark-csv-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: AirportLoaderTests.fixtureAirports, to: folder)
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        return folder
    }

    /// `text` with its first column removed from every line (quotes in the fixture never hold commas there).
    private func droppingFirstColumn(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard let comma = line.firstIndex(of: ",") else { return String(line) }
            return String(line[line.index(after: comma)...])
        }.joined(separator: "\n")
    }

    @Test func regionsWithoutTheIdColumnIsAnErrorAtLineOne() async throws {
        let regions = try String(contentsOf: AirportLoaderTests.fixtureAirports.appendingPathComponent("regions.csv"), encoding: .utf8)
        let folder = try airportsFolder(replacing: "regions.csv", with: droppingFirstColumn(regions))
        defer { try? FileManager.default.removeItem(at: folder) }
        let (_, problems) = await OurAirportsLoader.load(folder: folder, displayPath: "air")
        #expect(problems.filter { $0.severity == .error }.map(\.headline) == [
            "air/regions.csv:1:1: error: missing column \"id\": expected the OurAirports header of regions.csv, with id, code and name",
        ])
    }

    @Test func runwaysWithHeIdentTwiceIsAnErrorAtTheSecondOne() async throws {
        let runways = try String(contentsOf: AirportLoaderTests.fixtureAirports.appendingPathComponent("runways.csv"), encoding: .utf8)
        var lines = runways.components(separatedBy: "\n")
        lines[0] = lines[0].replacingOccurrences(of: "\"he_displaced_threshold_ft\"", with: "\"he_ident\"")
        let folder = try airportsFolder(replacing: "runways.csv", with: lines.joined(separator: "\n"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let (_, problems) = await OurAirportsLoader.load(folder: folder, displayPath: "air")
        #expect(problems.filter { $0.severity == .error }.map(\.headline) == [
            "air/runways.csv:1:20: error: column \"he_ident\" is given twice: first at column 15; only the first is used",
        ])
    }

    @Test func anEmptyAirportsFileIsAnError() async throws {
        let folder = try airportsFolder(replacing: "airports.csv", with: "")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (tables, problems) = await OurAirportsLoader.load(folder: folder, displayPath: "air")
        #expect(tables.airports.isEmpty)
        #expect(problems.filter { $0.severity == .error }.map(\.headline) == [
            "air/airports.csv:1:1: error: the file is empty: expected the OurAirports header of airports.csv, with id, ident, type, name, latitude_deg, longitude_deg and iso_country",
        ])
    }

    @Test func aRecordCSVWithoutARequiredColumnIsOneErrorNotOnePerRow() {
        let (records, problems) = RecordFolder.load(text: "name,boat\nBlue,Ketch\nRed,Sloop\n", path: "c.csv", format: .csv,
                                                    knownFields: CharterDecoder.fields, requiredFields: CharterDecoder.requiredFields,
                                                    decode: CharterDecoder.decode)
        #expect(records.isEmpty)
        #expect(problems.map(\.headline) == [
            "c.csv:1:1: error: missing column \"id\": expected a header naming at least id and name",
        ])
        let (pets, petProblems) = RecordFolder.load(text: "id,species\nrex,dog\n", path: "a.csv", format: .csv,
                                                    knownFields: AnnouncementDecoder.fields, requiredFields: AnnouncementDecoder.requiredFields,
                                                    decode: AnnouncementDecoder.decode)
        #expect(pets.isEmpty)
        #expect(petProblems.map(\.headline) == [
            "a.csv:1:1: error: missing column \"status\": expected a header naming at least id and status",
        ])
    }
}

/// Data records in YAML with tags Waymark does not read.
@Suite struct YAMLTagTests {
    @Test func aBinaryValueInARecordIsAnErrorAtItsLine() {
        let (records, problems) = RecordFolder.load(text: "- id: a\n  name: !!binary aGVsbG8=\n", path: "c.yml", format: .yaml,
                                                    knownFields: CharterDecoder.fields, decode: CharterDecoder.decode)
        #expect(records.isEmpty)
        #expect(problems.map(\.headline) == [
            "c.yml:2:9: error: the YAML tag !!binary is not supported: expected plain text, a number, true or false (remove the tag)",
        ])
    }
}

/// The source line quoted under a message is one line, also in files with Windows line endings.
@Suite struct SourceExcerptLineEndingTests {
    @Test func windowsLineEndingsQuoteOneLine() {
        let text = "[{\"id\": \"a\", \"name\": \"x\"},\r\n {\"id\": \"b\", \"name\": 5, \"berths\": \"many\"}]\r\n"
        let (_, problems) = RecordFolder.load(text: text, path: "c.json", format: .json,
                                              knownFields: CharterDecoder.fields, decode: CharterDecoder.decode)
        #expect(problems.first?.sourceLine == " {\"id\": \"b\", \"name\": 5, \"berths\": \"many\"}]")
    }
}
