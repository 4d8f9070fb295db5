import Foundation
import Testing
import WaymarkModel
@testable import WaymarkOutput
import WaymarkPages
@testable import WaymarkSite

/// A failed build leaves the previous output exactly as it was.
@Suite struct AtomicOutputTests {
    @Test func failingBuildLeavesPreviousOutputByteForByte() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let output = folder.appending("Output")
        let good = await FixtureBuild.run("basic", into: output)
        #expect(good.wroteOutput)
        try "kept by hand\n".write(toFile: output + "/extra.txt", atomically: true, encoding: .utf8)
        let before = try TemporaryFolder.snapshot(output)

        let bad = await FixtureBuild.run("broken", into: output)
        #expect(!bad.succeeded)
        #expect(!bad.wroteOutput)
        #expect(try TemporaryFolder.snapshot(output) == before)
        #expect(TemporaryFolder.names(in: folder.path) == ["Output"])
    }

    @Test func writeFailureHalfwayLeavesPreviousOutputAndNoTemporaryFolder() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let output = folder.appending("Output")
        _ = await FixtureBuild.run("basic", into: output)
        let before = try TemporaryFolder.snapshot(output)

        struct DiskFull: Error, CustomStringConvertible { var description: String { "disk full" } }
        var io = FileIO.local
        io.reuse = { _, _, _ in false }  // the same site again: every file would otherwise be reused
        let realWrite = io.write
        io.write = { path, bytes in
            if path.hasSuffix("reports/index.html") { throw DiskFull() }
            try realWrite(path, bytes)
        }
        let result = await FixtureBuild.run("basic", into: output, builder: SiteBuilder(io: io, pageKinds: .standard))
        #expect(!result.wroteOutput)
        #expect(result.diagnostics.map(\.headline) == ["\(output): error: could not write the output: disk full"])
        #expect(try TemporaryFolder.snapshot(output) == before)
        #expect(TemporaryFolder.names(in: folder.path) == ["Output"])
    }

    @Test func failedSwapPutsThePreviousOutputBack() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let output = folder.appending("Output")
        _ = await FixtureBuild.run("basic", into: output)
        let before = try TemporaryFolder.snapshot(output)

        struct RenameRefused: Error {}
        var io = FileIO.local
        io.exchange = { _, _ in false }  // the two-rename fallback (HardeningSiteTests covers the exchange)
        let realMove = io.move
        io.move = { from, to in
            if to == output && from.contains(".waymark-tmp-Output-") { throw RenameRefused() }
            try realMove(from, to)
        }
        let result = await FixtureBuild.run("basic", into: output, builder: SiteBuilder(io: io, pageKinds: .standard))
        #expect(!result.wroteOutput)
        #expect(try TemporaryFolder.snapshot(output) == before)
        #expect(TemporaryFolder.names(in: folder.path) == ["Output"])
    }

    @Test(arguments: [
        ("site", "site", "--output \"site\" would replace the site folder \"site\": expected a folder outside it, such as Output"),
        ("a/site", "a", "--output \"a\" would replace the site folder \"a/site\": expected a folder outside it, such as Output"),
        ("site", "/", "--output \"/\" would replace the root folder: expected a folder of its own, such as Output"),
        ("site", ".", "--output \".\" would replace the current folder: expected a folder of its own, such as Output"),
    ])
    func outputFolderThatWouldDestroyTheSiteIsRefused(site: String, output: String, message: String) {
        #expect(SiteBuilder.outputFolderProblem(siteFolder: site, outputFolder: output) == message)
    }

    @Test func siblingOutputFolderIsAllowed() {
        #expect(SiteBuilder.outputFolderProblem(siteFolder: "Content", outputFolder: "Output") == nil)
        #expect(SiteBuilder.outputFolderProblem(siteFolder: "site", outputFolder: "site-output") == nil)
    }
}
