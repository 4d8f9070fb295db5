import Foundation
import Testing
import WaymarkModel
@testable import WaymarkOutput
import WaymarkPages
@testable import WaymarkRender
@testable import WaymarkSite

/// `waymark build --cache`: every build is a separate `SiteBuilder` (as a separate process would
/// be) that shares only the cache folder and the previous output with the build before it, and
/// after any edit the output must be byte for byte the output of a clean build.
@Suite struct BuildCacheTests {
    /// A fixture copy built into `Output` with the cache in `cache`, and into a fresh `Clean-N`
    /// without one.
    final class CachedSite {
        let copy: IncrementalSite
        var site: String { copy.site }
        var output: String { copy.folder.appending("Output") }
        var cacheFolder: String { copy.folder.appending("cache") }

        init(_ fixture: String) throws { copy = try IncrementalSite(fixture) }

        func options(into output: String, cache: Bool, today: CalendarDate) -> BuildOptions {
            var options = BuildOptions(siteFolder: site, outputFolder: output, today: today, displayFolder: "site")
            options.cacheFolder = cache ? cacheFolder : nil
            return options
        }

        /// A build with the cache into `Output`, by a builder of its own.
        func build(today: CalendarDate = FixtureBuild.today) async -> BuildResult {
            await SiteBuilder(pageKinds: .standard).build(options(into: output, cache: true, today: today))
        }

        /// The files of a clean build (no cache, no previous output).
        func clean(today: CalendarDate = FixtureBuild.today) async throws -> [String: [UInt8]] {
            let folder = copy.folder.appending("Clean-\(UUID().uuidString)")
            let result = await SiteBuilder(pageKinds: .standard).build(options(into: folder, cache: false, today: today))
            try #require(result.wroteOutput, "\(result.diagnostics)")
            defer { try? FileManager.default.removeItem(atPath: folder) }
            return try TemporaryFolder.snapshot(folder)
        }

        /// The cache file of `Output`.
        var cacheFile: String { BuildCache.path(folder: cacheFolder, outputFolder: output) }

        func expectSameAsClean(today: CalendarDate = FixtureBuild.today, _ what: String) async throws {
            let built = try TemporaryFolder.snapshot(output)
            let clean = try await clean(today: today)
            #expect(built.keys.sorted() == clean.keys.sorted(), "\(what)")
            for (path, bytes) in clean where built[path] != bytes {
                Issue.record("\(path) differs from a clean build: \(what)")
            }
        }
    }

    @Test(arguments: IncrementalBuildTests.edits)
    func aCachedRebuildAfterAnEditIsByteIdenticalToACleanBuild(_ edit: IncrementalBuildTests.Edit) async throws {
        let site = try CachedSite(edit.fixture)
        let first = await site.build()
        try #require(first.wroteOutput, "\(first.diagnostics)")
        #expect(first.cacheWarnings == [] && first.cacheReusedCount == 0)
        #expect(FileManager.default.fileExists(atPath: site.cacheFile))

        let unchanged = await site.build()
        #expect(unchanged.cacheWarnings == [])
        #expect(unchanged.cacheReusedCount > 0, "an unchanged rebuild reuses the fingerprinted files")
        try await site.expectSameAsClean("rebuilt without changes")

        try site.copy.edit(edit.file, replacing: edit.old, with: edit.new)
        let edited = await site.build()
        try #require(edited.wroteOutput, "\(edited.diagnostics)")
        #expect(edited.cacheWarnings == [])
        #expect((edited.cacheReusedCount > 0) == edit.reuses)
        #expect(edited.cacheReusedCount < unchanged.cacheReusedCount, "the edited file renders again")
        let shown = (try? String(contentsOfFile: site.output + "/" + edit.shows.path, encoding: .utf8)) ?? ""
        #expect(shown.contains(edit.shows.text))
        try await site.expectSameAsClean("after editing \(edit.file)")
    }

    @Test func anotherDayRendersEverythingAgain() async throws {
        let site = try CachedSite("pets-charters")
        try #require(await site.build().wroteOutput)
        let later = CalendarDate(year: 2026, month: 6, day: 1) ?? FixtureBuild.today
        let next = await site.build(today: later)
        try #require(next.wroteOutput)
        #expect(next.cacheReusedCount == 0)
        try await site.expectSameAsClean(today: later, "with another --now")
    }

    @Test func aDataFileAddedOrRemovedShowsAsInACleanBuild() async throws {
        let site = try CachedSite("aviation")
        try #require(await site.build().wroteOutput)
        let pets = site.site + "/data/announcements/stockholm.yml"
        let kept = try Data(contentsOf: URL(fileURLWithPath: pets))
        try FileManager.default.removeItem(atPath: pets)
        let removed = await site.build()
        try #require(removed.wroteOutput, "\(removed.diagnostics)")
        #expect(removed.cacheReusedCount > 0, "the Markdown pages that do not list pets are reused")
        try await site.expectSameAsClean("after removing a data file")

        try kept.write(to: URL(fileURLWithPath: site.site + "/data/announcements/again.yml"))
        let added = await site.build()
        try #require(added.wroteOutput, "\(added.diagnostics)")
        try await site.expectSameAsClean("after adding a data file")
    }

    /// A file of the previous output changed after the build (its stamp differs) is rendered again,
    /// never trusted.
    @Test func anOutputFileChangedSinceTheBuildIsRenderedAgain() async throws {
        let site = try CachedSite("basic")
        try #require(await site.build().wroteOutput)
        let about = site.output + "/about/index.html"
        let original = try Data(contentsOf: URL(fileURLWithPath: about))
        var tampered = original
        tampered[tampered.startIndex] = UInt8(ascii: "X")
        try tampered.write(to: URL(fileURLWithPath: about))
        let again = await site.build()
        try #require(again.wroteOutput)
        #expect(try Data(contentsOf: URL(fileURLWithPath: about)) == original)
        try await site.expectSameAsClean("after an output file was changed by hand")
    }

    /// The same site folder named another way (`site/./`, `other/../site`) is the same site: after
    /// an edit of one page, the rebuild takes as many files from the cache as a rebuild naming the
    /// folder the same way, rendering only what the edit changed.
    @Test func theSiteFolderNamedAnotherWayIsTheSameSite() async throws {
        let site = try CachedSite("basic")
        try #require(await site.build().wroteOutput)
        try site.copy.edit("pages/about.md", replacing: "weight: 1\n---\n", with: "weight: 1\n---\nEdit 0.\n")
        let same = await site.build()
        try #require(same.wroteOutput, "\(same.diagnostics)")
        #expect(same.cacheReusedCount > 0)
        let parent = URL(fileURLWithPath: site.site).deletingLastPathComponent().path
        let name = URL(fileURLWithPath: site.site).lastPathComponent
        for (number, other) in [site.site + "/./", parent + "/" + name + "/../" + name].enumerated() {
            try site.copy.edit("pages/about.md", replacing: "Edit \(number).", with: "Edit \(number + 1).")
            var options = site.options(into: site.output, cache: true, today: FixtureBuild.today)
            options.siteFolder = other
            let again = await SiteBuilder(pageKinds: .standard).build(options)
            try #require(again.wroteOutput, "\(again.diagnostics)")
            #expect(again.cacheReusedCount == same.cacheReusedCount, "\(other): \(again.phases.map(\.detail))")
        }
        try await site.expectSameAsClean("rebuilt from the site folder named another way")
    }

    /// Nothing changed: the output already is this build's, so it is left as it is — the same folder,
    /// every file the same inode and date — and still equals a clean build.
    @Test func anUnchangedRebuildLeavesTheOutputUntouched() async throws {
        let site = try CachedSite("pets-charters")
        try #require(await site.build().wroteOutput)
        let before = try Self.inodes(site.output)
        let again = await site.build()
        try #require(again.wroteOutput, "\(again.diagnostics)")
        #expect(again.cacheReusedCount > 0)
        #expect(again.phases.map(\.detail).contains { $0.contains("nothing to write") })
        #expect(try Self.inodes(site.output) == before)
        try await site.expectSameAsClean("rebuilt without changes")
        let parent = URL(fileURLWithPath: site.output).deletingLastPathComponent().path
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent).allSatisfy { !$0.hasPrefix(".waymark-tmp") })
    }

    /// Anything in the output that this build would not write — a stray file, a hidden one, an empty
    /// folder, a changed `robots.txt` (which has no fingerprint) — means the output is not this
    /// build's: it renders and swaps, and the result equals a clean build.
    @Test(arguments: ["stray.html", ".hidden", "empty-folder/", "robots.txt"])
    func anythingElseInTheOutputIsReplacedAsInACleanBuild(_ extra: String) async throws {
        let site = try CachedSite("pets-charters")
        try #require(await site.build().wroteOutput)
        let path = site.output + "/" + extra
        if extra.hasSuffix("/") {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } else {
            try Data("not from this build\n".utf8).write(to: URL(fileURLWithPath: path))
        }
        let again = await site.build()
        try #require(again.wroteOutput, "\(again.diagnostics)")
        #expect(!again.phases.map(\.detail).contains { $0.contains("nothing to write") })
        try await site.expectSameAsClean("after \(extra) was put into the output")
    }

    /// Every entry under `folder` (hidden ones too) with its inode, and the folder's own.
    static func inodes(_ folder: String) throws -> [String: UInt64] {
        var found: [String: UInt64] = [:]
        for path in ["."] + (try FileManager.default.subpathsOfDirectory(atPath: folder)) {
            var info = stat()
            try #require(lstat(folder + "/" + path, &info) == 0)
            found[path] = UInt64(info.st_ino)
        }
        return found
    }

    /// The ways a cache file can be wrong: each gives one warning naming the file and why, and the
    /// output of a clean build.
    @Test(arguments: ["truncated", "flipped byte", "other format", "other program", "other site", "not a cache", "empty"])
    func aCorruptOrForeignCacheIsIgnoredWithAWarning(_ damage: String) async throws {
        let site = try CachedSite("basic")
        try #require(await site.build().wroteOutput)
        let path = site.cacheFile
        var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let file = try BuildCacheFile.decode(bytes)
        var expected = ""
        switch damage {
        case "truncated":
            bytes.removeLast(bytes.count / 2)
            expected = "checksum mismatch"
        case "flipped byte":
            bytes[bytes.count / 2] ^= 0x40
            expected = "checksum mismatch"
        case "other format":
            var other = file
            other.format = BuildCacheFile.currentFormat + 1
            bytes = other.encoded()
            expected = "format \(BuildCacheFile.currentFormat + 1), this waymark reads format \(BuildCacheFile.currentFormat)"
        case "other program":
            var other = file
            other.tool ^= 1
            bytes = other.encoded()
            expected = "written by another build of waymark"
        case "other site":
            // The cache of another site, built into another folder, put in this one's place.
            let stranger = try CachedSite("pets-charters")
            let built = await stranger.build()
            try #require(built.wroteOutput)
            bytes = Array(try Data(contentsOf: URL(fileURLWithPath: stranger.cacheFile)))
            expected = "written for the site \(BuildCache.absolute(stranger.site))"
        case "not a cache":
            bytes = Array("title: not a cache\n".utf8)
            expected = "not a Waymark build cache"
        default:
            bytes = []
            expected = "not a Waymark build cache"
        }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        try site.copy.edit("pages/about.md", replacing: "weight: 1\n---\n", with: "weight: 1\n---\nEdited.\n")
        let again = await site.build()
        try #require(again.wroteOutput, "\(again.diagnostics)")
        #expect(again.cacheWarnings.count == 1)
        let warning = again.cacheWarnings.first ?? ""
        #expect(warning.hasPrefix("\(path): warning: build cache ignored: "), "\(warning)")
        #expect(warning.contains(expected), "\(warning)")
        #expect(again.cacheReusedCount == 0)
        #expect(again.succeeded, "a cache problem is never an error")
        try await site.expectSameAsClean("with a \(damage) cache")
        // The build wrote a good cache again.
        let next = await site.build()
        #expect(next.cacheWarnings == [] && next.cacheReusedCount > 0)
    }

    @Test func theFileFormatReadsBackWhatItWrote() throws {
        let file = BuildCacheFile(tool: 7, siteFolder: "/s/ité", outputFolder: "/o", environment: 9, entries: [
            .init(path: "a/index.html", job: 1, stamp: OutputStamp(size: 3, seconds: -4, nanoseconds: 5)),
            .init(path: "ü.svg", job: .max, stamp: OutputStamp(size: 0, seconds: .max, nanoseconds: 0)),
        ])
        #expect(try BuildCacheFile.decode(file.encoded()) == file)
        var full = file
        full.inputs = 11
        full.summary = BuildCacheFile.Summary(pages: 1, files: 4, maps: 2, feeds: 1, bytes: 12_345)
        full.diagnostics = [
            .warning("link \"/x/\" leads to no page", at: SourceLocation(path: "pages/a.md", line: 3, column: 5), sourceLine: "See [x](/x/)."),
            .warning("no line", at: SourceLocation(path: "site.yml")),
            .warning("an empty line", at: SourceLocation(path: "b.md", line: 1), sourceLine: ""),
        ]
        full.others = [.init(path: "sitemap.xml", stamp: OutputStamp(size: 9, seconds: 1, nanoseconds: 2))]
        full.folders = [
            .init(path: "", stamp: OutputFolderStamp(inode: 1, modified: 2, modifiedNanoseconds: 3, changed: 4, changedNanoseconds: 5)),
            .init(path: "a/ü", stamp: OutputFolderStamp(inode: .max, modified: -6, modifiedNanoseconds: 999_999_999,
                                                         changed: .max, changedNanoseconds: 0)),
        ]
        #expect(try BuildCacheFile.decode(full.encoded()) == full)
        var extended = file.encoded()
        extended.insert(0, at: extended.count - 8)
        #expect(throws: BuildCacheFile.Problem.self) { try BuildCacheFile.decode(extended) }
    }

    @Test func withoutACacheFolderNothingIsKept() async throws {
        let site = try CachedSite("basic")
        var options = site.options(into: site.output, cache: false, today: FixtureBuild.today)
        try #require(await SiteBuilder(pageKinds: .standard).build(options).wroteOutput)
        let again = await SiteBuilder(pageKinds: .standard).build(options)
        #expect(again.cacheReusedCount == 0)
        #expect(!FileManager.default.fileExists(atPath: site.cacheFolder))
        options.cacheFolder = site.cacheFolder
        #expect(await SiteBuilder(pageKinds: .standard).build(options).cacheReusedCount == 0, "no cache yet: everything renders")
    }
}

/// `waymark build` run as separate processes sharing `.waymark/cache` in the current folder.
@Suite
struct BuildCacheCommandLineTests {
    @Test func twoProcessesShareTheCacheAndNoCacheBuildsFromScratch() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.copyItem(atPath: RepositoryPaths.fixtureSite("pets-charters"), toPath: folder.appending("site"))
        let build = ["build", "--site", "site", "--now", "2026-06-01", "--verbose"]
        let first = try WaymarkProcess.run(build, in: folder.path)
        #expect(first.status == 0, "\(first.errors)")
        #expect(!first.errors.contains("cache"))
        // The build cache and, for the pet feeds, where their entries lie (FeedEntryCacheTests), and
        // the data phase's rows (DataRowCacheTests).
        let cached = TemporaryFolder.names(in: folder.appending(".waymark/cache")).sorted()
        let hash = cached.first?.dropFirst("build-".count) ?? ""
        #expect(cached.count == 3 && cached.first?.hasPrefix("build-") == true
                && cached.dropFirst().first == "data-" + hash && cached.last == "feeds-" + hash, "\(cached)")
        let files = cached.filter { $0.hasPrefix("build-") }

        let about = folder.appending("site/pages/about.md")
        try (try String(contentsOfFile: about, encoding: .utf8) + "One more line.\n").write(toFile: about, atomically: true, encoding: .utf8)
        let second = try WaymarkProcess.run(build, in: folder.path)
        #expect(second.status == 0, "\(second.errors)")
        #expect(!second.errors.contains("cache"))
        // The output is updated in place: most files are left as they are.
        #expect(second.output.contains(" unchanged by the build cache, "), "\(second.output)")
        #expect(!second.output.contains("files: 0 unchanged"), "\(second.output)")
        #expect(second.output.contains(" files put in place and "), "\(second.output)")

        let clean = try WaymarkProcess.run(["build", "--site", "site", "--output", "Clean", "--now", "2026-06-01", "--no-cache"],
                                           in: folder.path)
        #expect(clean.status == 0)
        #expect(try TemporaryFolder.snapshot(folder.appending("Output")) == TemporaryFolder.snapshot(folder.appending("Clean")))
        #expect(TemporaryFolder.names(in: folder.appending(".waymark/cache")).count == 3, "--no-cache writes no cache")

        // A damaged cache: one warning naming it, and still the clean build's files.
        let cacheFile = folder.appending(".waymark/cache/" + (files.first ?? ""))
        try Data("garbage".utf8).write(to: URL(fileURLWithPath: cacheFile))
        try (try String(contentsOfFile: about, encoding: .utf8) + "And another.\n").write(toFile: about, atomically: true, encoding: .utf8)
        let third = try WaymarkProcess.run(build, in: folder.path)
        #expect(third.status == 0)
        #expect(third.errors.contains(".waymark/cache/\(files.first ?? ""): warning: build cache ignored: not a Waymark build cache; rendering every file\n"),
                "\(third.errors)")
        let again = try WaymarkProcess.run(["build", "--site", "site", "--output", "Clean", "--now", "2026-06-01", "--no-cache"],
                                           in: folder.path)
        #expect(again.status == 0)
        #expect(try TemporaryFolder.snapshot(folder.appending("Output")) == TemporaryFolder.snapshot(folder.appending("Clean")))
    }
}
