import Foundation
import Testing
import WaymarkModel
@testable import WaymarkOutput
import WaymarkPages
@testable import WaymarkSite

/// `--cache` when nothing the build reads changed: the build cache's input digest (``InputDigest``)
/// matches and the output still holds the recorded files, so the build reports what the last one
/// reported and reads nothing more. Anything else builds, and the output equals a clean build's.
@Suite struct BuildCacheInputsTests {
    typealias CachedSite = BuildCacheTests.CachedSite

    /// A page with a link to nowhere, so the build has a warning to report again.
    static func addWarning(_ site: CachedSite) throws {
        try Data("---\ntitle: Lost link\n---\nSee [the map](/nowhere/).\n".utf8)
            .write(to: URL(fileURLWithPath: site.site + "/pages/lost-link.md"))
    }

    static func skippedReading(_ result: BuildResult) -> Bool {
        result.phases.map(\.name) == ["inputs", "write"]
    }

    @Test func anUnchangedSiteIsNotReadAgainAndReportsTheSame() async throws {
        let site = try CachedSite("pets-charters")
        try Self.addWarning(site)
        let first = await site.build()
        try #require(first.wroteOutput, "\(first.diagnostics)")
        #expect(!Self.skippedReading(first))
        #expect(first.diagnostics.contains { $0.severity == .warning && $0.message.contains("/nowhere/") })
        let before = try BuildCacheTests.inodes(site.output)

        let again = await site.build()
        try #require(again.wroteOutput, "\(again.diagnostics)")
        #expect(Self.skippedReading(again), "\(again.phases.map(\.name))")
        #expect(again.diagnostics == first.diagnostics, "the same messages, quoted lines included")
        #expect(again.pageCount == first.pageCount && again.fileCount == first.fileCount)
        #expect(again.mapCount == first.mapCount && again.feedCount == first.feedCount && again.byteCount == first.byteCount)
        #expect(again.cacheWarnings == [] && again.cacheReusedCount == first.fileCount)
        #expect(try BuildCacheTests.inodes(site.output) == before)
        try await site.expectSameAsClean("rebuilt without changes")
    }

    /// Each kind of edit of `IncrementalBuildTests` is seen by the digest: the build reads and
    /// renders again, and equals a clean build.
    @Test(arguments: IncrementalBuildTests.edits)
    func anEditIsReadAgain(_ edit: IncrementalBuildTests.Edit) async throws {
        let site = try CachedSite(edit.fixture)
        try #require(await site.build().wroteOutput)
        #expect(Self.skippedReading(await site.build()))
        try site.copy.edit(edit.file, replacing: edit.old, with: edit.new)
        let edited = await site.build()
        try #require(edited.wroteOutput, "\(edited.diagnostics)")
        #expect(!Self.skippedReading(edited))
        try await site.expectSameAsClean("after editing \(edit.file)")
        #expect(Self.skippedReading(await site.build()), "the next build has the new digest")
    }

    /// A file no page uses still counts as input: the build reads everything again, finds the output
    /// already holds its files, and records the new digest, so the build after that reads nothing.
    @Test func aNewFileThatChangesNothingIsRecorded() async throws {
        let site = try CachedSite("basic")
        try #require(await site.build().wroteOutput)
        try Data("notes for the editors\n".utf8).write(to: URL(fileURLWithPath: site.site + "/NOTES.txt"))
        let read = await site.build()
        #expect(!Self.skippedReading(read))
        #expect(read.phases.map(\.detail).contains { $0.contains("nothing to write") })
        #expect(Self.skippedReading(await site.build()))
    }

    /// Another `--now`, `--strict`, `--drafts` or theme folder is another build.
    @Test(arguments: ["today", "strict", "drafts"])
    func otherOptionsReadAgain(_ option: String) async throws {
        let site = try CachedSite("basic")
        try #require(await site.build().wroteOutput)
        var options = site.options(into: site.output, cache: true, today: FixtureBuild.today)
        switch option {
        case "today": options.today = CalendarDate(year: 2026, month: 7, day: 1) ?? FixtureBuild.today
        case "strict": options.strict = true
        default: options.includeDrafts = true
        }
        let other = await SiteBuilder(pageKinds: .standard).build(options)
        #expect(!Self.skippedReading(other))
        let folder = site.copy.folder.appending("Clean-\(option)")
        var clean = options
        clean.outputFolder = folder
        clean.cacheFolder = nil
        let expected = await SiteBuilder(pageKinds: .standard).build(clean)
        #expect(other.diagnostics == expected.diagnostics)
        if expected.wroteOutput {
            #expect(try TemporaryFolder.snapshot(site.output) == TemporaryFolder.snapshot(folder))
        }
    }

    /// With `--online` the geocoder's answers can change with no file changing: no digest is
    /// recorded, and every build reads the site (the fingerprints still save the rendering).
    @Test func anOnlineBuildAlwaysReads() async throws {
        let site = try CachedSite("basic")
        var options = site.options(into: site.output, cache: true, today: FixtureBuild.today)
        options.online = true
        try #require(await SiteBuilder(pageKinds: .standard).build(options).wroteOutput)
        let again = await SiteBuilder(pageKinds: .standard).build(options)
        #expect(!Self.skippedReading(again))
        #expect(again.phases.map(\.detail).contains { $0.contains("nothing to write") })
    }

    /// The output changed since the build — a file edited, removed or added, a folder added — is never
    /// trusted: the build runs and the output equals a clean build.
    @Test(arguments: ["edited", "removed", "added", "folder"])
    func aChangedOutputIsBuiltAgain(_ change: String) async throws {
        let site = try CachedSite("basic")
        try #require(await site.build().wroteOutput)
        let about = site.output + "/about/index.html"
        switch change {
        case "edited":
            var bytes = try Data(contentsOf: URL(fileURLWithPath: about))
            bytes[bytes.startIndex] = UInt8(ascii: "X")
            try bytes.write(to: URL(fileURLWithPath: about))
        case "removed": try FileManager.default.removeItem(atPath: about)
        case "added": try Data("stray\n".utf8).write(to: URL(fileURLWithPath: site.output + "/about/stray.html"))
        default: try FileManager.default.createDirectory(atPath: site.output + "/empty", withIntermediateDirectories: false)
        }
        let again = await site.build()
        try #require(again.wroteOutput, "\(again.diagnostics)")
        #expect(!Self.skippedReading(again))
        try await site.expectSameAsClean("after the output was \(change)")
    }

    /// With the output and the cache inside the site folder (`waymark build --site .`), neither is
    /// part of the input: an unchanged rebuild still reads nothing.
    @Test func anOutputAndCacheInsideTheSiteAreNotInput() async throws {
        let site = try CachedSite("basic")
        var options = site.options(into: site.site + "/Output", cache: true, today: FixtureBuild.today)
        options.cacheFolder = site.site + "/.waymark/cache"
        try #require(await SiteBuilder(pageKinds: .standard).build(options).wroteOutput)
        let again = await SiteBuilder(pageKinds: .standard).build(options)
        #expect(Self.skippedReading(again), "\(again.phases.map(\.name))")
        try Data("---\ntitle: New\n---\nNew page.\n".utf8).write(to: URL(fileURLWithPath: site.site + "/pages/new.md"))
        let added = await SiteBuilder(pageKinds: .standard).build(options)
        #expect(!Self.skippedReading(added))
        #expect(FileManager.default.fileExists(atPath: site.site + "/Output/new/index.html"))
    }

    /// A file reached through a symbolic link is read through it: `site.yml` kept outside the site
    /// folder and linked in, then edited there, is an edit.
    @Test func aLinkedFileIsFollowed() async throws {
        let site = try CachedSite("basic")
        let outside = site.copy.folder.appending("site-config.yml")
        let config = site.site + "/site.yml"
        try FileManager.default.moveItem(atPath: config, toPath: outside)
        try FileManager.default.createSymbolicLink(atPath: config, withDestinationPath: outside)
        try #require(await site.build().wroteOutput)
        #expect(Self.skippedReading(await site.build()))
        let text = try String(contentsOfFile: outside, encoding: .utf8)
        try #require(text.contains("title: "))
        try text.replacingOccurrences(of: "title: ", with: "title: Renamed ").write(toFile: outside, atomically: false, encoding: .utf8)
        let again = await site.build()
        try #require(again.wroteOutput, "\(again.diagnostics)")
        #expect(!Self.skippedReading(again))
        let page = try String(contentsOfFile: site.output + "/index.html", encoding: .utf8)
        #expect(page.contains("Renamed "))
        try await site.expectSameAsClean("after editing the linked site.yml")
    }

    /// The digest of a stream does not depend on how it is cut into pieces, and tells apart streams
    /// that differ only by trailing zero bytes.
    @Test func theContentHashIgnoresHowTheBytesArrive() {
        let bytes = (0..<1_000).map { UInt8(truncatingIfNeeded: $0 &* 37) }
        func hash(_ cuts: [Int], _ input: [UInt8] = bytes) -> UInt64 {
            var hash = ContentHash()
            var start = 0
            for end in cuts + [input.count] {
                input[start..<end].withUnsafeBytes { hash.combine($0) }
                start = end
            }
            return hash.value
        }
        let whole = hash([])
        for cuts in [[1], [7, 8, 9], [3, 5, 13, 21, 500, 999], Array(stride(from: 1, to: 1_000, by: 3))] {
            #expect(hash(cuts) == whole, "\(cuts.prefix(5))")
        }
        #expect(hash([], [0x61]) != hash([], [0x61, 0]))
        #expect(hash([], []) != hash([], [0]))
        var changed = bytes
        changed[500] ^= 1
        #expect(hash([], changed) != whole)
    }
}
