import Foundation
import Synchronization
import Testing
import WaymarkModel
import WaymarkOutput
import WaymarkPages
@testable import WaymarkSite

/// What `--cache` learns of the file system — the input digest's walk of the site, the program's
/// identity, the stamps of output files and folders, the scan of the output — it learns through the
/// build's ``FileIO``: a test sees each look, and a file system that refuses them all gets a full
/// build, byte for byte a clean one.
@Suite struct IncrementalFileIOTests {
    /// `FileIO.local` that records every call of the operations that examine files (`status`,
    /// `statusFollowingLinks`, `statuses`, `readFolder`, `readPieces`, `readParts`, `linkTarget`), one
    /// line per path, and — while `refused` is set — fails those on paths inside `refused`.
    private final class ExaminingIO: Sendable {
        let calls = Mutex<[String]>([])
        let refused = Mutex<String?>(nil)
        /// While set, every hard link fails (a file system without them).
        let refusesLinks = Mutex(false)

        private func record(_ operation: String, _ path: String) -> Bool {
            calls.withLock { $0.append(operation + " " + path) }
            guard let folder = refused.withLock({ $0 }) else { return false }
            return path == folder || path.hasPrefix(folder + "/")
        }

        var io: FileIO {
            var io = FileIO.local
            io.status = { path in self.record("status", path) ? nil : FileIO.local.status(path) }
            io.statusFollowingLinks = { path in
                self.record("statusFollowingLinks", path) ? nil : FileIO.local.statusFollowingLinks(path)
            }
            io.statuses = { folder, paths in
                let refuse = paths.map { self.record("statuses", $0.isEmpty ? folder : folder + "/" + $0) }
                return refuse.contains(true) ? nil : FileIO.local.statuses(folder, paths)
            }
            io.readFolder = { path, withStatus in
                self.record(withStatus ? "readFolderWithStatus" : "readFolder", path) ? nil : FileIO.local.readFolder(path, withStatus)
            }
            io.readPieces = { path, buffer, body in
                self.record("readPieces", path) ? false : FileIO.local.readPieces(path, buffer, body)
            }
            io.readParts = { path, body in self.record("readParts", path) ? false : FileIO.local.readParts(path, body) }
            io.linkTarget = { path in self.record("linkTarget", path) ? nil : FileIO.local.linkTarget(path) }
            io.hardLink = { existing, new in
                _ = self.record("hardLink", new)
                return !self.refusesLinks.withLock { $0 } && FileIO.local.hardLink(existing, new)
            }
            io.resolvedPath = { path in
                _ = self.record("resolvedPath", path)
                return FileIO.local.resolvedPath(path)
            }
            return io
        }

        /// The paths `operation` was called with since the last call of this method, which forgets them.
        func take() -> [String: Set<String>] {
            calls.withLock { calls in
                defer { calls = [] }
                var paths: [String: Set<String>] = [:]
                for call in calls {
                    guard let space = call.firstIndex(of: " ") else { continue }
                    paths[String(call[..<space]), default: []].insert(String(call[call.index(after: space)...]))
                }
                return paths
            }
        }
    }

    /// Every file and folder of `output` (absolute paths), the folder itself among the folders.
    private static func entries(of output: String) throws -> (files: Set<String>, folders: Set<String>) {
        let files = Set(try TemporaryFolder.snapshot(output).keys.map { output + "/" + $0 })
        var folders: Set<String> = [output]
        for file in files {
            var folder = (file as NSString).deletingLastPathComponent
            while folder.count > output.count, folders.insert(folder).inserted {
                folder = (folder as NSString).deletingLastPathComponent
            }
        }
        return (files, folders)
    }

    /// A rebuild into a new folder links the files it keeps from the previous output through the
    /// build's FileIO, and the program's identity resolves its path there too; where links fail,
    /// the files are rendered again, byte for byte.
    @Test(arguments: [false, true])
    func keptFilesAreLinkedThroughTheBuildersFileIO(linksFail: Bool) async throws {
        let site = try BuildCacheTests.CachedSite("basic")
        let files = ExaminingIO()
        let builder = SiteBuilder(io: files.io, pageKinds: .standard)
        let options = site.options(into: site.output, cache: true, today: FixtureBuild.today)
        let first = await builder.build(options)
        try #require(first.wroteOutput, "\(first.diagnostics)")
        let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
        #expect(files.take()["resolvedPath", default: []].contains(executable), "the program's identity")
        files.refusesLinks.withLock { $0 = linksFail }
        // An output that is a symbolic link is never updated in place: the rebuild writes a new folder.
        let real = site.output + "-real"
        try FileManager.default.moveItem(atPath: site.output, toPath: real)
        try FileManager.default.createSymbolicLink(atPath: site.output, withDestinationPath: real)
        try site.copy.edit("pages/about.md", replacing: "weight: 1\n---\n", with: "weight: 1\n---\nA new first line.\n")
        let edited = await builder.build(options)
        try #require(edited.wroteOutput, "\(edited.diagnostics)")
        let linked = files.take()["hardLink", default: []]
        #expect(linked.count > 3, "\(linked.sorted()) \(edited.phases.map(\.detail))")
        #expect(linked.allSatisfy { $0.contains("/.waymark-tmp-") }, "links go into the new folder: \(linked.sorted())")
        #expect(!linked.contains { $0.hasSuffix("/about/index.html") }, "the edited page is rendered")
        try await site.expectSameAsClean(linksFail ? "with every link refused" : "with kept files linked")
    }

    @Test func aCachedBuildAndAnUnchangedRebuildExamineFilesThroughTheBuildersFileIO() async throws {
        let site = try BuildCacheTests.CachedSite("basic")
        let files = ExaminingIO()
        let builder = SiteBuilder(io: files.io, pageKinds: .standard)
        let options = site.options(into: site.output, cache: true, today: FixtureBuild.today)
        let program = URL(fileURLWithPath: Bundle.main.executablePath ?? CommandLine.arguments[0]).resolvingSymlinksInPath().path

        let first = await builder.build(options)
        try #require(first.wroteOutput, "\(first.diagnostics)")
        #expect(first.cacheWarnings == [])
        var output = try Self.entries(of: site.output)
        var seen = files.take()
        #expect(seen["readParts", default: []].contains(program), "the program's build ID: \(seen["readParts", default: []])")
        #expect(seen["statusFollowingLinks", default: []].contains(site.site), "the input digest starts at the site folder")
        #expect(seen["readFolder", default: []].contains(site.site), "the input digest lists the site folder")
        #expect(seen["readPieces", default: []].contains(site.site + "/site.yml"), "the input digest hashes each file")
        #expect(output.files.subtracting(seen["status", default: []]).isEmpty, "each output file's stamp is recorded")
        #expect(seen["status", default: []].contains(site.output), "the output folder's stamp is recorded")

        // Once the folders have settled, an edited rebuild updates the output in place and records
        // the stamps of the folders it left alone.
        try await Task.sleep(for: .seconds(OutputFolderStamp.settling + 1))
        try site.copy.edit("pages/about.md", replacing: "weight: 1\n---\n", with: "weight: 1\n---\nA new first line.\n")
        let edited = await builder.build(options)
        try #require(edited.wroteOutput, "\(edited.diagnostics)")
        seen = files.take()
        #expect(seen["status", default: []].contains(site.output), "the output is a folder that can be updated in place")
        #expect(seen["statusFollowingLinks", default: []].contains(site.copy.folder.path), "on the file system of its parent")
        // A folder is read, or only stat'ed when the first build already found it settled (its
        // cache saved more than `settling` after the folder was made, as on a loaded machine).
        let examined = seen["readFolderWithStatus", default: []].union(seen["statuses", default: []])
            .union(seen["status", default: []])
        #expect(output.folders.subtracting(examined).isEmpty,
                "the scan examines every folder of the output: \(examined.sorted())")

        // Nothing changed since: the output is checked against the recorded stamps and left as it is.
        output = try Self.entries(of: site.output)
        let unchanged = await builder.build(options)
        try #require(unchanged.wroteOutput, "\(unchanged.diagnostics)")
        #expect(unchanged.phases.contains { $0.detail.contains("nothing to write") }, "\(unchanged.phases.map(\.detail))")
        seen = files.take()
        #expect(seen["readFolder", default: []].contains(site.site), "the input digest lists the site folder again")
        #expect(seen["readPieces", default: []].contains(site.site + "/pages/about.md"), "and hashes each file again")
        let stated = seen["statuses", default: []], read = seen["readFolderWithStatus", default: []]
        #expect(!stated.isEmpty, "the folders the build cache recorded are not read again, only stat'ed")
        for file in output.files {
            #expect(stated.contains(file) || read.contains((file as NSString).deletingLastPathComponent),
                    "\(file) is stat'ed through the build's FileIO")
        }
        try await site.expectSameAsClean("after an unchanged rebuild")
    }

    @Test func aFileIOThatCannotExamineTheSiteOrTheOutputGivesAFullBuildAsACleanOne() async throws {
        let site = try BuildCacheTests.CachedSite("basic")
        let options = site.options(into: site.output, cache: true, today: FixtureBuild.today)
        // A cache of the real file system, with every stamp and the input digest.
        try #require(await SiteBuilder(pageKinds: .standard).build(options).wroteOutput)
        let recorded = try BuildCacheFile.decode(Array(try Data(contentsOf: URL(fileURLWithPath: site.cacheFile))))
        try #require(recorded.inputs != 0 && !recorded.entries.isEmpty)

        // The same inputs again, through a file system that can examine nothing of the site folder,
        // the output or the cache: nothing can be known to be unchanged, so everything is rendered.
        let files = ExaminingIO()
        files.refused.withLock { $0 = site.copy.folder.path }
        let builder = SiteBuilder(io: files.io, pageKinds: .standard)
        let refused = await builder.build(options)
        #expect(refused.wroteOutput, "\(refused.diagnostics)")
        #expect(refused.cacheWarnings == [], "the cache is not at fault: \(refused.cacheWarnings)")
        #expect(refused.cacheReusedCount == 0, "no output file can be known to hold its recorded stamp")
        #expect(!refused.phases.contains { $0.detail.contains("nothing to write") }, "\(refused.phases.map(\.detail))")
        let seen = files.take()
        #expect(seen["statusFollowingLinks", default: []].contains(site.site), "the input digest was refused")
        #expect(seen["status", default: []].contains(site.output), "the output's stamp was refused")
        try await site.expectSameAsClean("after a build that could examine nothing")
        // What could not be stat'ed is not recorded, so no later build trusts it.
        let saved = try BuildCacheFile.decode(Array(try Data(contentsOf: URL(fileURLWithPath: site.cacheFile))))
        #expect(saved.inputs == 0 && saved.entries.isEmpty && saved.folders.isEmpty)
    }
}
