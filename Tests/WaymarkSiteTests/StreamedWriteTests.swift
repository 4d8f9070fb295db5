import Foundation
import Testing
import WaymarkModel
@testable import WaymarkOutput
import WaymarkPages
@testable import WaymarkSite

/// `waymark build` writes each file into the temporary folder as soon as it is rendered: the folder
/// must hold exactly what a build kept in memory would, and a failure must still leave nothing behind.
@Suite struct StreamedWriteTests {
    /// One progress update.
    struct Heard: Sendable {
        var phase: String
        var done: Int
        var total: Int
    }

    /// The fixture built in memory (validate mode) and written (write mode), with the same today.
    static func bothWays(_ site: String, into folder: TemporaryFolder) async throws -> (memory: BuildResult, written: BuildResult, folder: [String: [UInt8]]) {
        let memory = await FixtureBuild.run(site, into: folder.appending("unused"), mode: .validate)
        let written = await FixtureBuild.run(site, into: folder.appending("Output"))
        return (memory, written, try TemporaryFolder.snapshot(folder.appending("Output")))
    }

    @Test(arguments: ["basic", "pets-charters", "aviation"])
    func writtenFolderIsByteForByteWhatAValidateBuildKeeps(site: String) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (memory, written, files) = try await Self.bothWays(site, into: folder)
        try #require(memory.succeeded && written.succeeded)
        #expect(written.wroteOutput)
        #expect(written.files.isEmpty, "a write-mode build keeps no bytes")
        #expect(files.count == memory.files.count)
        for file in memory.files {
            #expect(files[file.path.description] == file.bytes, "\(file.path) differs from the in-memory build")
        }
        #expect(written.fileCount == memory.files.count)
        #expect(written.byteCount == memory.files.reduce(0) { $0 + $1.bytes.count })
        #expect(written.pageCount == memory.pageCount)
        #expect(TemporaryFolder.names(in: folder.path) == ["Output"], "no temporary folder is left behind")
    }

    @Test func aCheckThatKeepsNoFilesStillRendersAndCountsThemAll() async throws {
        let kept = await FixtureBuild.run("pets-charters", into: "/unused", mode: .validate)
        var options = BuildOptions(siteFolder: RepositoryPaths.fixtureSite("pets-charters"), outputFolder: "/unused",
                                   today: FixtureBuild.today, mode: .validate, displayFolder: "pets-charters")
        options.keepsRenderedFiles = false
        let checked = await SiteBuilder(pageKinds: .standard).build(options)
        try #require(kept.succeeded && checked.succeeded)
        #expect(checked.files.isEmpty)
        #expect(!kept.files.isEmpty)
        #expect(checked.fileCount == kept.files.count)
        #expect(checked.byteCount == kept.files.reduce(0) { $0 + $1.bytes.count })
        #expect((checked.pageCount, checked.mapCount, checked.feedCount) == (kept.pageCount, kept.mapCount, kept.feedCount))
    }

    @Test func aWriteFailureStopsStartingJobsAndRemovesTheTemporaryFolder() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let output = folder.appending("Output")
        struct ReadOnly: Error, CustomStringConvertible { var description: String { "read-only file system" } }
        let writes = Recorded<String>()
        var io = FileIO.local
        io.write = { path, _ in
            writes.append(path)
            throw ReadOnly()
        }
        let result = await FixtureBuild.run("pets-charters", into: output, builder: SiteBuilder(io: io, pageKinds: .standard))
        #expect(!result.wroteOutput)
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.headline)
                == ["\(output): error: could not write the output: read-only file system"])
        #expect(writes.values.count <= SiteBuilder.renderWindow, "no job starts after the first failed write")
        #expect(TemporaryFolder.names(in: folder.path) == [])
    }

    @Test func progressCountsEveryFileOnceInOrderAfterThePhasesWithoutACount() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let heard = Recorded<Heard>()
        var builder = SiteBuilder(pageKinds: .standard)
        builder.progress = BuildProgress { phase, done, total in heard.append(Heard(phase: phase, done: done, total: total)) }
        let result = await FixtureBuild.run("pets-charters", into: folder.appending("Output"), builder: builder)
        try #require(result.succeeded)
        let events = heard.values
        #expect(events.prefix(3).map(\.phase) == ["load", "data", "validate"])
        #expect(events.prefix(3).allSatisfy { $0.done == 0 && $0.total == 0 })
        let render = events.dropFirst(3)
        #expect(render.allSatisfy { $0.phase == "render" && $0.total == result.fileCount })
        #expect(render.map(\.done) == Array(1...result.fileCount))
    }

    @Test func aValidateBuildReportsProgressToo() async throws {
        let heard = Recorded<Int>()
        var builder = SiteBuilder(pageKinds: .standard)
        builder.progress = BuildProgress { phase, done, _ in
            if phase == "render" { heard.append(done) }
        }
        let result = await FixtureBuild.run("basic", into: "/unused", mode: .validate, builder: builder)
        #expect(heard.values == Array(1...result.files.count))
    }

    @Test func aFailedBuildStopsReportingAfterValidate() async throws {
        let heard = Recorded<String>()
        var builder = SiteBuilder(pageKinds: .standard)
        builder.progress = BuildProgress { phase, _, _ in heard.append(phase) }
        let result = await FixtureBuild.run("broken", into: "/unused", mode: .validate, builder: builder)
        #expect(!result.succeeded)
        #expect(heard.values == ["load", "data", "validate"])
    }
}
