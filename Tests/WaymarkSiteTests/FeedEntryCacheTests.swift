import Foundation
import Testing
import WaymarkModel
@testable import WaymarkOutput
@testable import WaymarkRender
@testable import WaymarkSite

/// `--cache` keeps each feed entry's bytes between builds (``FeedFragments``, ``FeedFragmentIndex``):
/// a feed whose records mostly did not change joins the entries of the previous output's feed files.
/// After every edit the output must be byte for byte a clean build's; the counts below fail when the
/// entries are not kept (every one renders) or are kept too eagerly (a changed one is not rendered).
@Suite struct FeedEntryCacheTests {
    typealias CachedSite = BuildCacheTests.CachedSite

    /// One edit and what at most renders of the feeds' entries afterwards.
    struct Edit: CustomTestStringConvertible, Sendable {
        var name: String
        var file = RecordCacheTests.pets
        var old: String
        var new: String
        /// Entries rendered again (over both formats and every feed that lists the record).
        var rendered: ClosedRange<Int>
        /// Text the site-wide Atom feed must then contain, or with a leading `!` must not.
        var atomShows: String
        var testDescription: String { name }
    }

    static let edits: [Edit] = [
        Edit(name: "an announcement's name", old: ",Many 17,", new: ",Many 17 edited,", rendered: 2...8, atomShows: "Many 17 edited"),
        Edit(name: "an announcement's description", old: "Many 18,mixed,brown,2026-05-28,\(RecordCacheTests.petPosition(18)),Street 18,+46 555 18,Seen near the **park**.",
             new: "Many 18,mixed,brown,2026-05-28,\(RecordCacheTests.petPosition(18)),Street 18,+46 555 18,Seen by the *lake*.",
             rendered: 2...8, atomShows: "Seen by the &lt;em&gt;lake&lt;/em&gt;"),
        Edit(name: "an announcement's date (feed order and updated)", old: ",Many 21,mixed,brown,2026-05-12,",
             new: ",Many 21,mixed,brown,2026-06-01,", rendered: 2...8, atomShows: "2026-06-01"),
        Edit(name: "an announcement found", old: "many-22,lost,", new: "many-22,found,", rendered: 2...8, atomShows: "Found"),
        Edit(name: "an announcement closed", old: "many-24,lost,", new: "many-24,closed,", rendered: 0...0,
             atomShows: "!/many-24/"),
        Edit(name: "an announcement deleted", old: RecordCacheTests.petRow(25), new: "", rendered: 0...0, atomShows: "!/many-25/"),
        Edit(name: "an announcement added", old: RecordCacheTests.petRow(26),
             new: "many-new,lost,cat,Newcomer,mixed,brown,2026-05-30,59.31,18.01,,,New here.\n" + RecordCacheTests.petRow(26),
             rendered: 2...8, atomShows: "Newcomer"),
    ]

    /// The pets-charters fixture with 150 generated announcements and 60 charters.
    static func site() throws -> CachedSite {
        let site = try CachedSite("pets-charters")
        try RecordCacheTests.addRecords(to: site.site)
        return site
    }

    /// The feed entry cache file of `site`'s output.
    static func indexFile(_ site: CachedSite) -> String {
        FeedFragmentIndex.path(folder: site.cacheFolder, outputFolder: site.output)
    }

    @Test(arguments: edits)
    func anEditedRecordRendersOnlyItsOwnEntriesAndTheFeedsEqualACleanBuild(_ edit: Edit) async throws {
        let site = try Self.site()
        let first = await site.build()
        try #require(first.wroteOutput, "\(first.diagnostics)")
        #expect(first.feedEntriesReusedCount == 0 && first.feedEntriesRenderedCount > 200, "a first build renders every entry")
        #expect(FileManager.default.fileExists(atPath: Self.indexFile(site)))

        try site.copy.edit(edit.file, replacing: edit.old, with: edit.new)
        let edited = await site.build()
        try #require(edited.wroteOutput, "\(edited.diagnostics)")
        #expect(edited.cacheWarnings == [])
        #expect(edited.feedEntriesReusedCount > 100, "the unchanged entries are joined, not rendered")
        #expect(edit.rendered.contains(edited.feedEntriesRenderedCount),
                "\(edited.feedEntriesRenderedCount) entries rendered after \(edit.name)")
        let atom = try String(contentsOfFile: site.output + "/pets/feed.atom", encoding: .utf8)
        if edit.atomShows.hasPrefix("!") {
            #expect(!atom.contains(edit.atomShows.dropFirst()))
        } else {
            #expect(atom.contains(edit.atomShows))
        }
        try await site.expectSameAsClean("after \(edit.name)")

        // And back: the entries of the build just made are kept in turn (a deleted row comes back
        // before the row that followed it).
        if edit.new.isEmpty {
            let next = RecordCacheTests.petRow(26)
            try site.copy.edit(edit.file, replacing: next, with: edit.old + next)
        } else {
            try site.copy.edit(edit.file, replacing: edit.new, with: edit.old)
        }
        let back = await site.build()
        try #require(back.wroteOutput, "\(back.diagnostics)")
        #expect(back.feedEntriesReusedCount > 100)
        try await site.expectSameAsClean("after undoing \(edit.name)")
    }

    /// A build that renders no pet feed (a charter edited) keeps the index of the feeds it left as
    /// they were, so the build after it still joins their entries.
    @Test func entriesOfFeedsNotRenderedAreKeptForTheNextBuild() async throws {
        let site = try Self.site()
        try #require(await site.build().wroteOutput)
        try site.copy.edit(RecordCacheTests.charters, replacing: ",Trip 7,", with: ",Trip 7 edited,")
        let charter = await site.build()
        try #require(charter.wroteOutput)
        #expect(charter.feedEntriesReusedCount == 0 && charter.feedEntriesRenderedCount == 0, "no pet feed renders")
        try site.copy.edit(RecordCacheTests.pets, replacing: ",Many 17,", with: ",Many 17 edited,")
        let pet = await site.build()
        try #require(pet.wroteOutput)
        #expect(pet.feedEntriesReusedCount > 100 && pet.feedEntriesRenderedCount <= 4)
        try await site.expectSameAsClean("after a charter edit, then a pet edit")
    }

    /// What every entry depends on besides its record: a change renders every entry again, and the
    /// feeds are a clean build's.
    struct SharedChange: CustomTestStringConvertible, Sendable {
        var name: String
        var file: String
        var old: String
        var new: String
        var atomShows: String
        var testDescription: String { name }
    }

    static let sharedChanges: [SharedChange] = [
        SharedChange(name: "the base URL", file: "site.yml", old: "baseURL: https://pets.example.org/harbour/",
                     new: "baseURL: https://other.example.net/", atomShows: "https://other.example.net/pets/announcements/many-17/"),
        SharedChange(name: "the language", file: "site.yml", old: "language: en", new: "language: sv", atomShows: "xml:lang=\"sv\""),
        SharedChange(name: "the site title", file: "site.yml", old: "title: Fixture Harbour", new: "title: Other Harbour",
                     atomShows: "Other Harbour"),
        SharedChange(name: "the words of the theme", file: "Templates/i18n/en.yml", old: "", new: "announcement:\n  lost: Missing\n",
                     atomShows: "Missing"),
    ]

    @Test(arguments: sharedChanges)
    func aChangeEveryEntryDependsOnRendersEveryEntry(_ change: SharedChange) async throws {
        let site = try Self.site()
        try #require(await site.build().wroteOutput)
        let path = site.site + "/" + change.file
        if change.old.isEmpty {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(change.new.utf8).write(to: URL(fileURLWithPath: path))
        } else {
            try site.copy.edit(change.file, replacing: change.old, with: change.new)
        }
        let changed = await site.build()
        try #require(changed.wroteOutput, "\(changed.diagnostics)")
        #expect(changed.cacheWarnings == [])
        #expect(changed.feedEntriesReusedCount == 0 && changed.feedEntriesRenderedCount > 200)
        let atom = try String(contentsOfFile: site.output + "/pets/feed.atom", encoding: .utf8)
        #expect(atom.contains(change.atomShows))
        try await site.expectSameAsClean("after changing \(change.name)")
    }

    @Test func anotherDayRendersEveryEntry() async throws {
        let site = try Self.site()
        try #require(await site.build().wroteOutput)
        let later = CalendarDate(year: 2026, month: 6, day: 1) ?? FixtureBuild.today
        let next = await site.build(today: later)
        try #require(next.wroteOutput)
        #expect(next.feedEntriesReusedCount == 0)
        try await site.expectSameAsClean(today: later, "with another --now")
    }

    /// A damaged, cut or foreign feed entry cache: one warning line, every entry rendered, the
    /// output a clean build's; the build after it uses the cache it wrote again.
    @Test(arguments: ["flipped", "truncated", "foreign", "not a cache"])
    func aDamagedFeedEntryCacheIsIgnoredWithAWarning(_ damage: String) async throws {
        let site = try Self.site()
        try #require(await site.build().wroteOutput)
        let file = Self.indexFile(site)
        var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: file)))
        switch damage {
        case "flipped": bytes[bytes.count / 2] ^= 0x40
        case "truncated": bytes.removeLast(bytes.count / 3)
        case "foreign":
            var index = try FeedFragmentIndex.decode(bytes)
            index.tool ^= 1
            bytes = index.encoded()
        default: bytes = Array("hello\n".utf8)
        }
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        try site.copy.edit(RecordCacheTests.pets, replacing: ",Many 17,", with: ",Many 17 edited,")
        let damaged = await site.build()
        try #require(damaged.wroteOutput, "\(damaged.diagnostics)")
        #expect(damaged.cacheWarnings.count == 1)
        #expect(damaged.cacheWarnings.first?.contains("feed entry cache ignored") == true, "\(damaged.cacheWarnings)")
        #expect(damaged.feedEntriesReusedCount == 0)
        try await site.expectSameAsClean("with a \(damage) feed entry cache")

        try site.copy.edit(RecordCacheTests.pets, replacing: ",Many 17 edited,", with: ",Many 17,")
        let next = await site.build()
        #expect(next.cacheWarnings == [])
        #expect(next.feedEntriesReusedCount > 100)
        try await site.expectSameAsClean("after the damaged cache was replaced")
    }

    /// Entries are taken only from a feed file that still has the stamp the index recorded, and only
    /// where the index says an entry of that format lies.
    @Test func aFeedFileChangedSinceTheBuildOrAMisplacedEntryIsNeverUsed() async throws {
        let site = try Self.site()
        try #require(await site.build().wroteOutput)
        // The site-wide Atom feed replaced (another stamp), the index's JSON entries moved by a byte.
        let atom = site.output + "/pets/feed.atom"
        let text = try String(contentsOfFile: atom, encoding: .utf8)
        try text.replacingOccurrences(of: "Many 30", with: "Many 3X").write(toFile: atom, atomically: true, encoding: .utf8)
        let file = Self.indexFile(site)
        var index = try FeedFragmentIndex.decode(Array(try Data(contentsOf: URL(fileURLWithPath: file))))
        for number in index.files.indices where index.files[number].path.hasSuffix(".json") {
            for entry in index.files[number].fragments.indices { index.files[number].fragments[entry].offset += 1 }
        }
        try Data(index.encoded()).write(to: URL(fileURLWithPath: file))
        try site.copy.edit(RecordCacheTests.pets, replacing: ",Many 17,", with: ",Many 17 edited,")
        let edited = await site.build()
        try #require(edited.wroteOutput, "\(edited.diagnostics)")
        #expect(edited.cacheWarnings == [])
        let atomText = try String(contentsOfFile: atom, encoding: .utf8)
        #expect(!atomText.contains("Many 3X"))
        try await site.expectSameAsClean("after changing a feed file and misplacing entries")
    }

    /// In a multilingual site each language's feeds keep their own entries (the language and its
    /// base URL are in each entry's key), under the language's folder.
    @Test func aMultilingualSiteKeepsEachLanguagesEntries() async throws {
        let site = try CachedSite("multilingual")
        let first = await site.build()
        try #require(first.wroteOutput, "\(first.diagnostics)")
        try site.copy.edit("data/announcements/pets.yml", replacing: "petName: Rex", with: "petName: Rexy")
        let edited = await site.build()
        try #require(edited.wroteOutput, "\(edited.diagnostics)")
        #expect(edited.cacheWarnings == [])
        #expect(edited.feedEntriesReusedCount > 0 && edited.feedEntriesRenderedCount > 0)
        let swedish = try String(contentsOfFile: site.output + "/sv/pets/feed.atom", encoding: .utf8)
        #expect(swedish.contains("Rexy") && swedish.contains("xml:lang=\"sv\""))
        try await site.expectSameAsClean("after editing a record of a multilingual site")
    }

    /// The index file's format reads back what it wrote, and refuses a count too large for its bytes.
    @Test func theIndexFileRoundTrips() throws {
        let index = FeedFragmentIndex(tool: 7, outputFolder: "/tmp/Output", environment: 9, files: [
            .init(path: "pets/feed.atom", stamp: OutputStamp(size: 40, seconds: 1, nanoseconds: 2),
                  fragments: [.init(key: 1, offset: 10, count: 12), .init(key: 2, offset: 22, count: 11)]),
            .init(path: "pets/x/feed.json", stamp: OutputStamp(size: 4, seconds: -1, nanoseconds: 0), fragments: []),
        ])
        #expect(try FeedFragmentIndex.decode(index.encoded()) == index)
        var bytes = index.encoded()
        bytes[FeedFragmentIndex.magic.count + 8] ^= 1
        #expect(throws: BuildCacheFile.Problem.self) { try FeedFragmentIndex.decode(bytes) }
    }
}
