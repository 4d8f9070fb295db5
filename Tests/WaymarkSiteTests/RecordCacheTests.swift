import Foundation
import Testing
import WaymarkModel
@testable import WaymarkOutput
@testable import WaymarkRender
@testable import WaymarkSite

/// `--cache` and `waymark serve` after editing one record: the pet, charter and airport pages are
/// fingerprinted by the records each one shows (``RecordFingerprint``), so the rebuild renders only
/// the few files that show the record, and still gives byte for byte the files of a clean build.
/// Every count below fails when the fingerprints fall back to the bytes of the whole `data/` folder.
@Suite struct RecordCacheTests {
    /// One edit of a data file and at most how many files may render again (sitemap, robots.txt
    /// and the other unfingerprinted files included).
    struct Edit: CustomTestStringConvertible, Sendable {
        var name: String
        var fixture = "pets-charters"
        var file: String
        var old: String
        var new: String
        /// An output file that must (or with a leading `!`, must not) exist after the edit, and a
        /// text it must contain ("" for none).
        var shows: (path: String, text: String)
        var mostRendered: Int
        var testDescription: String { name }
    }

    static let pets = "data/announcements/many.csv"
    static let charters = "data/charters/many.csv"

    static let edits: [Edit] = [
        Edit(name: "an announcement's name", file: pets, old: ",Many 17,", new: ",Many 17 edited,",
             shows: ("pets/announcements/many-17/index.html", "Many 17 edited"), mostRendered: 16),
        Edit(name: "an announcement's date", file: pets, old: ",Many 18,mixed,brown,2026-05-28,", new: ",Many 18,mixed,brown,2026-04-02,",
             shows: ("pets/announcements/many-18/index.html", "2026-04-02"), mostRendered: 16),
        Edit(name: "an announcement moved to another place", file: pets, old: "\(petPosition(20)),Street 20,",
             new: "-16.805,179.93,Street 20,", shows: ("pets/dateline/index.html", "Many 20"), mostRendered: 24),
        Edit(name: "an announcement found", file: pets, old: "many-22,lost,", new: "many-22,found,",
             shows: ("pets/announcements/many-22/index.html", "Found"), mostRendered: 18),
        Edit(name: "an announcement closed", file: pets, old: "many-24,lost,", new: "many-24,closed,",
             shows: ("pets/announcements/many-24/index.html", "many-24"), mostRendered: 18),
        Edit(name: "an announcement deleted", file: pets, old: petRow(25), new: "",
             shows: ("!pets/announcements/many-25/index.html", ""), mostRendered: 18),
        Edit(name: "an announcement added", file: pets, old: petRow(26),
             new: "many-new,lost,cat,Newcomer,mixed,brown,2026-05-30,59.31,18.01,,,New here.\n" + petRow(26),
             shows: ("pets/harbour/index.html", "Newcomer"), mostRendered: 20),
        Edit(name: "a charter's name", file: charters, old: ",Trip 7,", new: ",Trip 7 edited,",
             shows: ("charters/trip-7/index.html", "Trip 7 edited"), mostRendered: 30),
        Edit(name: "a charter moved", file: charters, old: ",Harbour 8,\(tripPosition(8)),", new: ",Harbour 8,38.000,20.000,",
             shows: ("charters/trip-8/index.html", "Trip 8"), mostRendered: 30),
        Edit(name: "an airport's name", fixture: "aviation", file: airports, old: ",Fairoaks Airport,", new: ",Fairoaks Edited Airport,",
             shows: ("airports/gb/egtf/index.html", "Fairoaks Edited"), mostRendered: 60),
        Edit(name: "an airport moved", fixture: "aviation", file: airports, old: ",Fairoaks Airport,51.348099,-0.558889,",
             new: ",Fairoaks Airport,51.5,-0.3,", shows: ("airports/gb/egtf/index.html", "51.50000"), mostRendered: 60),
    ]

    static let airports = "data/airports/airports.csv"

    /// Where generated announcement `i` is: a grid around Harbour Point (59.3, 18.0), inside and
    /// outside its 10 km radius; every tenth one near Dateline.
    static func petPosition(_ i: Int) -> String {
        i % 10 == 9 ? String(format: "%.3f,%.3f", -16.8 + Double(i % 7) * 0.01, 179.9)
            : String(format: "%.3f,%.3f", 59.3 + Double(i % 11 - 5) * 0.02, 18.0 + Double(i / 11 % 11 - 5) * 0.03)
    }

    /// Generated announcement `i` as a CSV row, its line break included.
    static func petRow(_ i: Int) -> String {
        let statuses = ["lost", "found", "lost", "closed"], species = ["cat", "dog", "rabbit", "bird"]
        return "many-\(i),\(statuses[i % 4]),\(species[i % 4]),Many \(i),mixed,brown,2026-05-\(10 + i % 19),"
            + "\(petPosition(i)),Street \(i),+46 555 \(i),Seen near the **park**.\n"
    }

    /// Where generated charter `i` is: a grid over the Adriatic.
    static func tripPosition(_ i: Int) -> String {
        String(format: "%.3f,%.3f", 43.0 + Double(i % 6) * 0.3, 15.0 + Double(i / 6) * 0.3)
    }

    /// The pets-charters fixture with 150 more announcements around its places and 60 more charters
    /// around the Adriatic, so one record is a small part of the site.
    static func addRecords(to site: String) throws {
        var pets = "id,status,species,petName,breed,color,date,latitude,longitude,address,contact,description\n"
        for i in 0..<150 { pets += petRow(i) }
        try Data(pets.utf8).write(to: URL(fileURLWithPath: site + "/" + Self.pets))
        var trips = "id,name,boat,vesselType,captain,destination,latitude,longitude,region,start,end,visibility,berths,tags,description\n"
        let vessels = ["sailing yacht", "catamaran", "gulet"]
        for i in 0..<60 {
            trips += "trip-\(i),Trip \(i),Boat \(i),\(vessels[i % 3]),Captain \(i),Harbour \(i),\(tripPosition(i)),Region \(i % 4),"
                + "2026-0\(6 + i % 3)-1\(i % 9),2026-0\(6 + i % 3)-2\(i % 9),\(i % 15 == 0 ? "unlisted" : "public"),\(4 + i % 5),"
                + "sailing;week,A week of *sailing*.\n"
        }
        try Data(trips.utf8).write(to: URL(fileURLWithPath: site + "/" + Self.charters))
    }

    @Test(arguments: edits)
    func aCachedRebuildAfterEditingOneRecordRendersFewFilesAndEqualsACleanBuild(_ edit: Edit) async throws {
        let site = try BuildCacheTests.CachedSite(edit.fixture)
        if edit.fixture == "pets-charters" { try Self.addRecords(to: site.site) }
        let first = await site.build()
        try #require(first.wroteOutput, "\(first.diagnostics)")
        #expect(first.fileCount > 400)

        try site.copy.edit(edit.file, replacing: edit.old, with: edit.new)
        let edited = await site.build()
        try #require(edited.wroteOutput, "\(edited.diagnostics)")
        #expect(edited.cacheWarnings == [])
        let rendered = edited.fileCount - edited.cacheReusedCount
        #expect(rendered > 0 && rendered <= edit.mostRendered,
                "\(rendered) of \(edited.fileCount) files rendered after \(edit.name)")
        try expectShown(edit, in: site.output)
        try await site.expectSameAsClean("after \(edit.name)")
    }

    /// `waymark serve` keys its render cache by the same fingerprints.
    @Test(arguments: edits)
    func aPreviewRebuildAfterEditingOneRecordRendersFewFilesAndEqualsAFreshBuild(_ edit: Edit) async throws {
        let site = try IncrementalSite(edit.fixture)
        if edit.fixture == "pets-charters" { try Self.addRecords(to: site.site) }
        let before = await site.buildCached()
        #expect(before["(diagnostics)"] == nil)
        #expect(before.count > 400)
        try site.edit(edit.file, replacing: edit.old, with: edit.new)
        let cached = await site.buildCached()
        let fresh = await site.buildFresh()
        #expect(cached["(diagnostics)"] == nil)
        #expect(cached.keys.sorted() == fresh.keys.sorted())
        for (path, bytes) in fresh where cached[path] != bytes {
            Issue.record("\(path) differs from a fresh build after \(edit.name)")
        }
        let rendered = site.renderCache.lastRenderedCount
        #expect(rendered > 0 && rendered <= edit.mostRendered, "\(rendered) of \(cached.count) files rendered after \(edit.name)")
    }

    private func expectShown(_ edit: Edit, in output: String) throws {
        let absent = edit.shows.path.hasPrefix("!")
        let path = output + "/" + (absent ? String(edit.shows.path.dropFirst()) : edit.shows.path)
        #expect(FileManager.default.fileExists(atPath: path) != absent, "\(edit.shows.path)")
        guard !absent else { return }
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains(edit.shows.text), "\(edit.shows.path) should show \(edit.shows.text)")
    }
}
