import Foundation
import Testing
import WaymarkModel
@testable import WaymarkData

/// Rows of a record source typed by name, with the messages of file records (no database: the
/// driver's side is tested in WaymarkPostgresTests against a real server).
@Suite struct SourceRecordsTests {
    let declaration = RecordSourceDeclaration(
        name: "pets", records: .announcements, driver: "postgres", connection: "${DSN}", query: "SELECT …",
        location: SourceLocation(path: "site.yml", line: 4, column: 3),
        queryLines: [SourceLocation(path: "site.yml", line: 7, column: 7)])

    @Test func columnsMatchFieldsIgnoringCaseAndUnderscores() {
        var records = SourceRecords(declaration: declaration)
        let columns = ["id", "STATUS", "pet_name", "petname", "colour", "position"].map { SourceColumn(name: $0, isPoint: $0 == "position") }
        let ready = records.begin(columns: columns)
        #expect(ready)
        records.add([.text("pet-1"), .text("found"), .text("Rex"), .text("Other"), .text("red"), .point(latitude: -16.8, longitude: 179.99)])
        let pet = records.announcements.first
        #expect(pet?.petName == "Rex")
        #expect(pet?.status == .found)
        #expect(pet?.coordinate?.latitude == -16.8)
        #expect(pet?.coordinate?.longitude == 179.99)
        #expect(pet?.location == SourceLocation(path: "postgres:pets:pet-1"))
        #expect(records.diagnostics.map(\.description) == [
            "site.yml:7:7: error: column \"petname\" is given twice: first at column 3; only the first is used",
            "site.yml:7:7: warning: unknown field \"colour\": expected one of id, status, species, petName, breed, color, date, latitude, longitude, address, photo, contact, description",
        ])
    }

    /// `description_sv` is the Swedish variant of `description` (docs/i18n.md, "Multilingual
    /// sites"), for charters as for announcements; a suffix that is no language tag stays unknown.
    @Test func descriptionVariantColumnsArePerLanguageText() {
        var records = SourceRecords(declaration: declaration)
        let columns = ["id", "status", "description", "description_sv", "Description_FR", "description_x", "description_sv"]
        _ = records.begin(columns: columns.map { SourceColumn(name: $0) })
        records.add([.text("pet-1"), .text("lost"), .text("Near the harbour."), .text("Nära hamnen."), .text("Près du port."),
                     .text("?"), .text("Again.")])
        records.add([.text("pet-2"), .text("found"), .text("No variant."), .null, .null, .null, .null])
        #expect(records.announcements.first?.descriptions == ["sv": "Nära hamnen.", "FR": "Près du port."])
        #expect(records.announcements.last?.descriptions == [:], "a NULL variant is no variant")
        #expect(records.diagnostics.map(\.headline) == [
            "site.yml:7:7: warning: unknown field \"description_x\": expected one of id, status, species, petName, breed, color, date, latitude, longitude, address, photo, contact, description",
            "site.yml:7:7: error: column \"description_sv\" is given twice: first at column 4; only the first is used",
        ])
        var charters = SourceRecords(declaration: RecordSourceDeclaration(
            name: "trips", records: .charters, driver: "postgres", connection: "${DSN}", query: "SELECT …",
            location: SourceLocation(path: "site.yml", line: 4, column: 3)))
        _ = charters.begin(columns: ["id", "name", "description", "description_hr"].map { SourceColumn(name: $0) })
        charters.add([.text("split-week"), .text("Split week"), .text("A week."), .text("Tjedan dana.")])
        #expect(charters.charters.first?.descriptions == ["hr": "Tjedan dana."])
        #expect(charters.diagnostics.isEmpty)
    }

    @Test func missingRequiredColumnStopsTheSource() {
        var records = SourceRecords(declaration: declaration)
        let ready = records.begin(columns: [SourceColumn(name: "id")])
        #expect(!ready)
        #expect(records.hasFailed)
        #expect(records.diagnostics.map(\.headline) == [
            "site.yml:7:7: error: the query of source \"pets\" returns no column \"status\": expected columns named as the announcements fields (id, status, species, petName, breed, color, date, latitude, longitude, address, photo, contact, description)",
        ])
    }

    /// The same values give the same messages as a CSV row; rows without a valid id are `row N`.
    @Test func rowsAreValidatedAsFileRecords() {
        var records = SourceRecords(declaration: declaration)
        _ = records.begin(columns: ["id", "status", "date", "latitude", "longitude"].map { SourceColumn(name: $0) })
        records.add([.text("swapped"), .text("lost"), .null, .text("95"), .text("10")])
        records.add([.text("Bad Id"), .text("gone"), .text("2026-02-30"), .null, .text("4")])
        records.add([.null, .text("lost"), .null, .null, .null])
        #expect(records.diagnostics.map(\.headline) == [
            "postgres:pets:swapped: error: latitude 95 is out of range: expected a number from -90 to 90 (latitude and longitude look swapped)",
            "postgres:pets:row 2: error: id \"Bad Id\" is not valid: expected lower-case letters, digits and hyphens, starting with a letter or digit",
            "postgres:pets:row 2: error: unknown status \"gone\": expected lost, found or closed (active is read as lost)",
            "postgres:pets:row 2: error: longitude is given without latitude: give both or neither",
            "postgres:pets:row 2: error: date \"2026-02-30\" is not a date: expected YYYY-MM-DD",
            "postgres:pets:row 3: error: announcement is missing the required field \"id\"",
        ])
        #expect(records.announcements.map(\.id) == ["swapped"])
    }

    @Test func pointAndCoordinateColumnsExcludeEachOther() {
        var records = SourceRecords(declaration: declaration)
        _ = records.begin(columns: [SourceColumn(name: "id"), SourceColumn(name: "status"), SourceColumn(name: "latitude"),
                                    SourceColumn(name: "geom", isPoint: true), SourceColumn(name: "geog", isPoint: true)])
        #expect(records.diagnostics.map(\.message) == [
            "column \"geog\" is a second PostGIS position (the first is \"geom\"): only the first is used",
            "column \"geom\" (a PostGIS position) and latitude/longitude are both selected: select one or the other",
        ])
        records.add([.text("a"), .text("lost"), .text("1"), .point(latitude: 2, longitude: 3), .point(latitude: 4, longitude: 5)])
        #expect(records.announcements.first?.coordinate?.latitude == 2)
    }

    /// A failed source keeps none of its records, so a half-read source never reaches the output.
    @Test func failureDropsTheRecordsRead() {
        var records = SourceRecords(declaration: declaration)
        _ = records.begin(columns: [SourceColumn(name: "id"), SourceColumn(name: "status")])
        records.add([.text("a"), .text("lost")])
        records.fail("source \"pets\": the connection was lost", at: declaration.connectionLocation)
        #expect(records.announcements.isEmpty)
        #expect(records.hasFailed)
    }

    /// Records of sources join the files' records; duplicate ids are checked over both.
    @Test func sourceRecordsJoinFileRecords() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("waymark-source-join-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("data/announcements"), withIntermediateDirectories: true)
        try "id,status\nfrom-file,lost\nshared,found\n".write(to: folder.appendingPathComponent("data/announcements/a.csv"),
                                                            atomically: true, encoding: .utf8)
        struct RowsDriver: RecordSourceDriver {
            let name = "rows"
            func read(into records: inout SourceRecords) async {
                _ = records.begin(columns: [SourceColumn(name: "id"), SourceColumn(name: "status")])
                records.add([.text("from-source"), .text("lost")])
                records.add([.text("shared"), .text("lost")])
            }
        }
        var declaration = self.declaration
        declaration.driver = "rows"
        let (data, diagnostics) = await SiteData.load(siteDirectory: folder, strict: false,
                                                      sources: RecordSources(declarations: [declaration], drivers: [RowsDriver()]))
        #expect(data.announcements.map(\.id) == ["from-file", "from-source", "shared"])
        #expect(diagnostics.items.map(\.headline) == [
            "rows:pets:shared: error: duplicate announcement id \"shared\": first defined at data/announcements/a.csv:3:1",
        ])
        var unknown = declaration
        unknown.driver = "oracle"
        let (_, missing) = await SiteData.load(siteDirectory: folder, strict: false, sources: RecordSources(declarations: [unknown]))
        #expect(missing.items.map(\.headline) == [
            "site.yml:4:3: error: source \"pets\" needs the oracle driver, which this program does not include",
        ])
    }
}
