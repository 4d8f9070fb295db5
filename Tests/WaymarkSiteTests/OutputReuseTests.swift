import Foundation
import Synchronization
import Testing
import WaymarkModel
@testable import WaymarkOutput
import WaymarkPages
@testable import WaymarkSite

/// A rebuild reuses (hard-links) the previous output's files whose bytes did not change, writes the
/// others, and still never changes the previous output before the swap.
@Suite struct OutputReuseTests {
    /// The inode of every file under `folder`, by relative path.
    static func inodes(_ folder: String) throws -> [String: UInt64] {
        var found: [String: UInt64] = [:]
        for path in try FileIO.local.listFiles(folder) {
            var info = stat()
            guard stat(folder + "/" + path, &info) == 0 else { continue }
            found[path] = UInt64(info.st_ino)
        }
        return found
    }

    /// A copy of the `basic` fixture in `folder`, built into `folder/Output`.
    static func builtCopy(in folder: TemporaryFolder) async throws -> (site: String, output: String) {
        let site = folder.appending("site")
        try FileManager.default.copyItem(atPath: RepositoryPaths.fixtureSite("basic"), toPath: site)
        let output = folder.appending("Output")
        let first = await build(site, into: output)
        try #require(first.wroteOutput)
        return (site, output)
    }

    static func build(_ site: String, into output: String, builder: SiteBuilder = SiteBuilder(pageKinds: .standard)) async -> BuildResult {
        await builder.build(BuildOptions(siteFolder: site, outputFolder: output, today: FixtureBuild.today,
                                         displayFolder: "basic"))
    }

    @Test func anUnchangedRebuildKeepsEveryFileAndWritesNone() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (site, output) = try await Self.builtCopy(in: folder)
        let before = try Self.inodes(output)
        let bytes = try TemporaryFolder.snapshot(output)
        try #require(before.count > 5)

        var io = FileIO.local
        let realWrite = io.write
        let written = WrittenPaths()
        io.write = { path, data in
            written.paths.withLock { $0.append(path) }
            try realWrite(path, data)
        }
        let again = await Self.build(site, into: output, builder: SiteBuilder(io: io, pageKinds: .standard))
        try #require(again.wroteOutput)
        #expect(written.paths.withLock { $0 }.isEmpty, "nothing is written again")
        #expect(try Self.inodes(output) == before, "every file is the previous output's own file")
        #expect(try TemporaryFolder.snapshot(output) == bytes)
        #expect(TemporaryFolder.names(in: folder.path) == ["Output", "site"])
    }

    @Test func anEditedPageIsWrittenAndTheRestAreKept() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (site, output) = try await Self.builtCopy(in: folder)
        let before = try Self.inodes(output)
        let aboutPath = site + "/pages/about.md"
        let about = try String(contentsOfFile: aboutPath, encoding: .utf8)
        try (about + "\nOne more line, added for the rebuild.\n").write(toFile: aboutPath, atomically: true, encoding: .utf8)

        let again = await Self.build(site, into: output)
        try #require(again.wroteOutput)
        let after = try Self.inodes(output)
        #expect(after["about/index.html"] != before["about/index.html"], "the edited page is a new file")
        let page = try String(contentsOfFile: output + "/about/index.html", encoding: .utf8)
        #expect(page.contains("One more line, added for the rebuild."))
        let kept = after.filter { before[$0.key] == $0.value }.count
        #expect(kept > 0 && kept < after.count, "unchanged files are kept, changed ones are new")

        // The result is byte for byte what a clean build gives.
        let clean = folder.appending("Clean")
        let fresh = await Self.build(site, into: clean)
        try #require(fresh.wroteOutput)
        #expect(try TemporaryFolder.snapshot(output) == TemporaryFolder.snapshot(clean))
    }

    @Test func aFileWithAnotherLinkIsWrittenAfreshAndTheOtherNameKeepsItsBytes() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (site, output) = try await Self.builtCopy(in: folder)
        let shared = folder.appending("shared-about.html")
        try #require(link(output + "/about/index.html", shared) == 0)
        let sharedBytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: shared)))

        let again = await Self.build(site, into: output)
        try #require(again.wroteOutput)
        var info = stat(), other = stat()
        #expect(stat(output + "/about/index.html", &info) == 0 && stat(shared, &other) == 0)
        #expect(info.st_ino != other.st_ino, "a file linked elsewhere is never reused")
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: shared))) == sharedBytes)
    }

    @Test func linkIfSameRefusesDifferentBytesOfTheSameLengthAndMissingFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let previous = folder.appending("old.html")
        try Data("abcdef".utf8).write(to: URL(fileURLWithPath: previous))
        #expect(!POSIXFiles.linkIfSame(previous, folder.appending("a/new.html"), Array("abcdeg".utf8)))
        #expect(FileIO.local.kind(folder.appending("a/new.html")) == .missing)
        #expect(!POSIXFiles.linkIfSame(folder.appending("missing.html"), folder.appending("b.html"), Array("abcdef".utf8)))
        #expect(POSIXFiles.linkIfSame(previous, folder.appending("c/d/same.html"), Array("abcdef".utf8)))
        #expect(try String(contentsOfFile: folder.appending("c/d/same.html"), encoding: .utf8) == "abcdef")
    }
}

/// The paths a build wrote through its `FileIO`.
private final class WrittenPaths: Sendable {
    let paths = Mutex<[String]>([])
}
