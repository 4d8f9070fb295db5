import Foundation
import Testing
import WaymarkData
import WaymarkGeo
import WaymarkGeocoding
import WaymarkModel
@testable import WaymarkOutput
import WaymarkPages
@testable import WaymarkRender
import WaymarkResolve
@testable import WaymarkSite

/// `--cache` keeps the data phase between builds (``DataRowCache``): the decoded rows of the
/// charter and announcement CSV files and the nearest place of each coordinate. Every build is a
/// `SiteBuilder` of its own (as a process would be); after every edit, and after undoing it, the
/// output and the messages must be those of a clean build, while the rows not edited are taken
/// from the cache (the counts fail when nothing is taken).
@Suite struct DataRowCacheTests {
    typealias CachedSite = BuildCacheTests.CachedSite

    struct Edit: CustomTestStringConvertible, Sendable {
        var name: String
        var file: String
        var old: String
        var new: String
        /// How many rows the edited build reads at most (the others are taken).
        var mostRead: Int
        var testDescription: String { name }
    }

    static let pets = RecordCacheTests.pets
    static let charters = RecordCacheTests.charters
    static let petHeader = "id,status,species,petName,breed,color,date,latitude,longitude,address,contact,description\n"

    static let edits: [Edit] = [
        // Same byte count: a key made of anything less than the row's bytes would take the stale row.
        Edit(name: "an announcement's name, as many bytes", file: pets, old: ",Many 17,", new: ",Manx 17,", mostRead: 1),
        Edit(name: "an announcement's description", file: pets, old: "Street 30,+46 555 30,Seen near the **park**.",
             new: "Street 30,+46 555 30,Seen near the *harbour*.", mostRead: 1),
        // The same latitude as before, another longitude: its nearest place changes.
        Edit(name: "an announcement moved east", file: pets, old: "\(RecordCacheTests.petPosition(20)),Street 20,",
             new: "59.380,23.000,Street 20,", mostRead: 1),
        Edit(name: "a row added at the top", file: pets, old: petHeader,
             new: petHeader + "many-top,lost,cat,Top,mixed,brown,2026-05-30,59.31,18.01,,,First row.\n", mostRead: 1),
        Edit(name: "a row deleted", file: pets, old: RecordCacheTests.petRow(3), new: "", mostRead: 0),
        Edit(name: "a row written twice", file: pets, old: RecordCacheTests.petRow(40),
             new: RecordCacheTests.petRow(40) + RecordCacheTests.petRow(40), mostRead: 0),
        Edit(name: "the header's column renamed", file: pets, old: "color,date", new: "colour,date", mostRead: 150),
        Edit(name: "a charter's name", file: charters, old: ",Trip 7,", new: ",Trip 7 edited,", mostRead: 1),
        Edit(name: "a charter moved", file: charters, old: ",Harbour 8,\(RecordCacheTests.tripPosition(8)),",
             new: ",Harbour 8,38.000,20.000,", mostRead: 1),
        Edit(name: "line breaks written as CR LF", file: charters, old: ".\n", new: ".\r\n", mostRead: 60),
    ]

    /// A clean build's messages (no cache, a fresh output folder) as `path:line:col: …` lines.
    static func cleanMessages(_ site: CachedSite) async -> [String] {
        let folder = site.copy.folder.appending("Clean-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = await SiteBuilder(pageKinds: .standard).build(site.options(into: folder, cache: false, today: FixtureBuild.today))
        return result.diagnostics.map(\.description)
    }

    static func expectSameAsClean(_ site: CachedSite, _ result: BuildResult, _ what: String) async throws {
        #expect(result.diagnostics.map(\.description) == (await cleanMessages(site)), "messages \(what)")
        if result.wroteOutput { try await site.expectSameAsClean(what) }
    }

    @Test(arguments: edits)
    func anEditedRebuildTakesTheOtherRowsAndEqualsACleanBuild(_ edit: Edit) async throws {
        let site = try CachedSite("pets-charters")
        try RecordCacheTests.addRecords(to: site.site)
        let first = await site.build()
        try #require(first.wroteOutput, "\(first.diagnostics)")
        #expect(first.dataRowsKeptCount == 0 && first.dataRowsReadCount == 210)
        #expect(FileManager.default.fileExists(atPath: DataRowCache.path(folder: site.cacheFolder, outputFolder: site.output)))

        let original = try String(contentsOfFile: site.site + "/" + edit.file, encoding: .utf8)
        try site.copy.edit(edit.file, replacing: edit.old, with: edit.new)
        let edited = await site.build()
        #expect(edited.wroteOutput || edit.name == "a row written twice", "\(edited.diagnostics)")
        #expect(edited.cacheWarnings == [])
        #expect(edited.dataRowsReadCount <= edit.mostRead, "\(edited.dataRowsReadCount) rows read after \(edit.name)")
        #expect(edited.dataRowsKeptCount >= 209 - edit.mostRead, "\(edited.dataRowsKeptCount) rows kept after \(edit.name)")
        try await Self.expectSameAsClean(site, edited, "after \(edit.name)")

        try original.write(toFile: site.site + "/" + edit.file, atomically: true, encoding: .utf8)
        let undone = await site.build()
        try #require(undone.wroteOutput, "\(undone.diagnostics)")
        // After a failed build the cache still describes the first one, whose inputs these are again:
        // that build stops before the data phase.
        if edited.wroteOutput {
            #expect(undone.dataRowsKeptCount >= 209 - edit.mostRead, "\(undone.dataRowsKeptCount) rows kept after undoing \(edit.name)")
        }
        try await Self.expectSameAsClean(site, undone, "after undoing \(edit.name)")
    }

    /// The messages of unchanged rows — a decoding error kept with its row, and the plan's warning
    /// for an announcement without a location — move with their rows: `path:line:col` as a clean
    /// build says it.
    @Test func messagesOfKeptRowsAreAtTheirLinesOfToday() async throws {
        let site = try CachedSite("pets-charters")
        try RecordCacheTests.addRecords(to: site.site)
        try site.copy.edit(Self.pets, replacing: RecordCacheTests.petRow(60),
                           with: "many-nowhere,lost,cat,Nowhere,mixed,brown,2026-05-30,,,,,No place given.\n")
        let first = await site.build()
        try #require(first.wroteOutput, "\(first.diagnostics)")
        let warning = first.diagnostics.map(\.description).first { $0.contains("many-nowhere") } ?? ""
        #expect(warning.contains("many.csv:62:1: warning: announcement \"many-nowhere\" has no location"), "\(warning)")

        try site.copy.edit(Self.pets, replacing: Self.petHeader,
                           with: Self.petHeader + "many-top,lost,cat,Top,mixed,brown,2026-05-30,59.31,18.01,,,First row.\n")
        let moved = await site.build()
        try #require(moved.wroteOutput, "\(moved.diagnostics)")
        #expect(moved.dataRowsReadCount == 1)
        #expect(moved.diagnostics.map(\.description).contains { $0.contains("many.csv:63:1: warning: announcement \"many-nowhere\"") })
        try await Self.expectSameAsClean(site, moved, "with a warning one line down")

        // A decoding error: the build fails, and the row is kept with its message all the same.
        try site.copy.edit(Self.pets, replacing: ",Many 90,mixed,brown,2026-05-", with: ",Many 90,mixed,brown,2026-15-")
        let failed = await site.build()
        #expect(!failed.wroteOutput)
        #expect(failed.dataRowsReadCount == 1)
        try await Self.expectSameAsClean(site, failed, "with a bad date")
        try site.copy.edit(Self.pets, replacing: "many-top,lost,cat,Top,mixed,brown,2026-05-30,59.31,18.01,,,First row.\n", with: "")
        let shifted = await site.build()
        #expect(!shifted.wroteOutput)
        #expect(shifted.dataRowsReadCount == 0, "the bad row's error comes from the cache, a line up")
        let error = shifted.diagnostics.map(\.description).first { $0.contains("is not a date") } ?? ""
        #expect(error.contains("many.csv:92:"), "\(error)")
        try await Self.expectSameAsClean(site, shifted, "with the bad date a line up")
    }

    /// A file that is not whole, of another format or of another program: one warning naming it,
    /// every row read, a clean build's output; the build writes a good file again.
    @Test(arguments: ["truncated", "flipped byte", "other format", "other program", "not a cache", "empty"])
    func aDamagedOrForeignFileIsIgnoredWithOneWarning(_ damage: String) async throws {
        let site = try CachedSite("pets-charters")
        try RecordCacheTests.addRecords(to: site.site)
        try #require(await site.build().wroteOutput)
        let path = DataRowCache.path(folder: site.cacheFolder, outputFolder: site.output)
        var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        /// The number at `offset` changed and the checksum made right again.
        func rewritten(at offset: Int, _ change: (UInt64) -> UInt64) -> [UInt8] {
            var copy = bytes
            var reader = BuildCacheFile.Reader(bytes: copy, offset: offset)
            let value = change((try? reader.number()) ?? 0)
            withUnsafeBytes(of: value.littleEndian) { for (index, byte) in $0.enumerated() { copy[offset + index] = byte } }
            copy.removeLast(8)
            withUnsafeBytes(of: DataRowCache.checksum(copy[...]).littleEndian) { copy.append(contentsOf: $0) }
            return copy
        }
        var expected: String
        switch damage {
        case "truncated":
            bytes.removeLast(bytes.count / 2)
            expected = "checksum mismatch"
        case "flipped byte":
            bytes[bytes.count / 2] ^= 0x40
            expected = "checksum mismatch"
        case "other format":
            bytes = rewritten(at: DataRowCache.magic.count) { $0 + 1 }
            expected = "format \(DataRowCache.currentFormat + 1), this waymark reads format \(DataRowCache.currentFormat)"
        case "other program":
            bytes = rewritten(at: DataRowCache.magic.count + 8) { $0 ^ 1 }
            expected = "written by another build of waymark"
        case "not a cache":
            bytes = Array("title: not a cache\n".utf8)
            expected = "not a Waymark data row cache"
        default:
            bytes = []
            expected = "not a Waymark data row cache"
        }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        try site.copy.edit(Self.pets, replacing: ",Many 17,", with: ",Manx 17,")
        let again = await site.build()
        try #require(again.wroteOutput, "\(again.diagnostics)")
        #expect(again.cacheWarnings.count == 1)
        let warning = again.cacheWarnings.first ?? ""
        #expect(warning.hasPrefix("\(path): warning: data row cache ignored: "), "\(warning)")
        #expect(warning.contains(expected), "\(warning)")
        #expect(again.dataRowsKeptCount == 0 && again.dataRowsReadCount == 210)
        #expect(again.succeeded, "a cache problem is never an error")
        try await Self.expectSameAsClean(site, again, "with a \(damage) data row cache")
        try site.copy.edit(Self.pets, replacing: ",Manx 17,", with: ",Many 17,")
        let next = await site.build()
        #expect(next.cacheWarnings == [] && next.dataRowsKeptCount == 209)
    }

    /// When the build cache beside it is refused, its warning is the only one.
    @Test func aRefusedBuildCacheIsTheOnlyWarning() async throws {
        let site = try CachedSite("pets-charters")
        try RecordCacheTests.addRecords(to: site.site)
        try #require(await site.build().wroteOutput)
        try Data("garbage".utf8).write(to: URL(fileURLWithPath: site.cacheFile))
        try Data("garbage".utf8).write(to: URL(fileURLWithPath: DataRowCache.path(folder: site.cacheFolder, outputFolder: site.output)))
        try site.copy.edit(Self.pets, replacing: ",Many 17,", with: ",Manx 17,")
        let again = await site.build()
        try #require(again.wroteOutput, "\(again.diagnostics)")
        #expect(again.cacheWarnings.count == 1 && again.cacheWarnings.first?.contains("build cache ignored") == true, "\(again.cacheWarnings)")
        #expect(again.dataRowsKeptCount == 0)
        try await Self.expectSameAsClean(site, again, "with both caches refused")
    }

    /// A cache that cannot be written (a folder stands where the file goes) is a warning line, once
    /// the build has waited for the writing (it runs beside the plan); the output is a clean build's.
    @Test func aFileThatCannotBeWrittenIsAWarning() async throws {
        let site = try CachedSite("pets-charters")
        try RecordCacheTests.addRecords(to: site.site)
        try #require(await site.build().wroteOutput)
        let path = DataRowCache.path(folder: site.cacheFolder, outputFolder: site.output)
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(atPath: path + "/in-the-way", withIntermediateDirectories: true)
        try site.copy.edit(Self.pets, replacing: ",Many 17,", with: ",Manx 17,")
        let blocked = await site.build()
        try #require(blocked.wroteOutput, "\(blocked.diagnostics)")
        #expect(blocked.cacheWarnings.count == 2, "\(blocked.cacheWarnings)")
        #expect(blocked.cacheWarnings.first?.hasPrefix("\(path): warning: data row cache ignored: ") == true, "\(blocked.cacheWarnings)")
        #expect(blocked.cacheWarnings.last?.hasPrefix("\(path): warning: data row cache not written (") == true, "\(blocked.cacheWarnings)")
        #expect(blocked.cacheWarnings.last?.hasSuffix("); the next build reads every data row") == true)
        #expect(blocked.succeeded && blocked.dataRowsKeptCount == 0)
        try await Self.expectSameAsClean(site, blocked, "with a data row cache that cannot be written")
        try FileManager.default.removeItem(atPath: path)
        try site.copy.edit(Self.pets, replacing: ",Manx 17,", with: ",Many 17,")
        #expect(await site.build().cacheWarnings == [])
        try site.copy.edit(Self.pets, replacing: ",Many 17,", with: ",Manx 17,")
        let kept = await site.build()
        #expect(kept.cacheWarnings == [] && kept.dataRowsKeptCount == 209)
    }

    /// Places are numbered by their id in the file; two unequal places with one id (which the
    /// gazetteer never gives, but a wrong place must never be read back) each keep their fields.
    @Test func placesSharingAnIDKeepTheirOwnFields() throws {
        let first = PlaceResult(id: "geonames:1", name: "First", subtitle: "Region, Land", coordinate: Coordinate(latitude: 1, longitude: 2),
                                countryCode: "SE", timezone: "Europe/Stockholm", population: 5)
        var twin = first
        twin.name = "Twin"
        let other = PlaceResult(id: "geonames:2", name: "Other", subtitle: "", coordinate: Coordinate(latitude: -3, longitude: 4),
                                countryCode: "", timezone: "", population: 0)
        var known = KnownNearestPlaces()
        for (index, place) in [first, twin, first, other, twin, other, first].enumerated() {
            known.places[KnownNearestPlaces.Key(Coordinate(latitude: 10 + Double(index), longitude: 20 - Double(index)))] =
                NearbyPlace(place: place, distance: Double(index) * 100.5)
        }
        let decoded = try DataRowCache.decode(DataRowCache().encoded(nearest: known, tool: 7), tool: 7)
        #expect(decoded.nearest.places == known.places)
        #expect(Set(decoded.nearest.places.values.map(\.place.name)) == ["First", "Twin", "Other"])
    }

    /// Every stored property of the two record kinds is written (the lists fail when a property is
    /// added without being written), and reads back as it was, at another line and path.
    @Test func everyFieldOfARowRoundTrips() throws {
        let announcementFields = Mirror(reflecting: Self.announcement).children.compactMap(\.label)
        #expect(announcementFields == ["id", "status", "species", "petName", "breed", "color", "date", "coordinate", "address",
                                       "photo", "contact", "description", "descriptions", "location", "addressLocation"])
        let charterFields = Mirror(reflecting: Self.charter).children.compactMap(\.label)
        #expect(charterFields == ["id", "name", "boat", "vesselType", "captain", "destination", "coordinate", "placeId", "region",
                                  "start", "end", "visibility", "berths", "tags", "description", "descriptions", "location",
                                  "destinationLocation", "countryCode"])
        let problem = Diagnostic(.error, at: SourceLocation(path: "data/a.csv", line: 7, column: 3), "date \"x\" is not a date",
                                 sourceLine: "a,b")
        let announcementRow = try #require(DataRowPayload.encode(CSVRowOutcome(record: Self.announcement, problems: [problem]),
                                                                 path: "data/a.csv", line: 7))
        let back: CSVRowOutcome<Announcement>? = announcementRow.withUnsafeBytes {
            DataRowPayload.decode($0, path: "site/data/a.csv", line: 12)
        }
        var moved = Self.announcement
        moved.location = SourceLocation(path: "site/data/a.csv", line: 12, column: 1)
        moved.addressLocation = SourceLocation(path: "site/data/a.csv", line: 12, column: 10)
        #expect(back?.record == moved)
        #expect(back?.problems == [Diagnostic(.error, at: SourceLocation(path: "site/data/a.csv", line: 12, column: 3),
                                              "date \"x\" is not a date", sourceLine: "a,b")])
        let charterRow = try #require(DataRowPayload.encode(CSVRowOutcome(record: Self.charter, problems: []), path: "data/a.csv", line: 7))
        let charterBack: CSVRowOutcome<Charter>? = charterRow.withUnsafeBytes { DataRowPayload.decode($0, path: "data/a.csv", line: 7) }
        #expect(charterBack?.record == Self.charter && charterBack?.problems == [])
        // Cut short or with a byte too many, a payload is no row.
        let cut: CSVRowOutcome<Charter>? = Array(charterRow.dropLast()).withUnsafeBytes { DataRowPayload.decode($0, path: "p", line: 1) }
        let long: CSVRowOutcome<Charter>? = (charterRow + [0]).withUnsafeBytes { DataRowPayload.decode($0, path: "p", line: 1) }
        #expect(cut == nil && long == nil)
        // A location in another file is not kept.
        var elsewhere = Self.announcement
        elsewhere.addressLocation = SourceLocation(path: "data/b.csv", line: 7, column: 10)
        #expect(DataRowPayload.encode(CSVRowOutcome(record: elsewhere, problems: []), path: "data/a.csv", line: 7) == nil)
    }

    static let announcement: Announcement = {
        var a = Announcement(id: "a-1", status: .found, species: "cat", petName: "Mjölner", breed: "mixed", color: "grey",
                             date: CalendarDate(year: 2026, month: 2, day: 28), coordinate: Coordinate(latitude: -33.8688, longitude: 151.2093),
                             address: "Kungsgatan 1", photo: "img/a.jpg", contact: "+46 555 1", description: "Seen **here**.",
                             location: SourceLocation(path: "data/a.csv", line: 7, column: 1),
                             addressLocation: SourceLocation(path: "data/a.csv", line: 7, column: 10))
        a.descriptions = ["sv": "Sedd **här**.", "de": "Gesehen."]
        return a
    }()

    static let charter: Charter = {
        var c = Charter(id: "c-1", name: "Trip", boat: "Boat", vesselType: "gulet", captain: "Ana", destination: "Hvar",
                        coordinate: Coordinate(latitude: 43.17, longitude: 16.44), placeId: "hvar", region: "Dalmatia",
                        start: CalendarDate(year: 2026, month: 6, day: 1), end: CalendarDate(year: 2026, month: 6, day: 8),
                        visibility: .unlisted, berths: -3, tags: ["sailing", "week"], description: "A *week*.",
                        location: SourceLocation(path: "data/a.csv", line: 7, column: 1),
                        destinationLocation: SourceLocation(path: "data/a.csv", line: 7, column: 6))
        c.descriptions = ["sv": "En vecka."]
        c.countryCode = "HR"
        return c
    }()
}
