import Foundation
import Synchronization
import Testing
import WaymarkModel
@testable import WaymarkOutput
import WaymarkPages
import WaymarkRender
@testable import WaymarkSite

/// A render into a new output makes each folder when its first job starts (``PendingJobs/startsFolder``,
/// `FileIO.makeFolder`) instead of after a failed `open`; the files are the same either way.
@Suite struct NewFolderWriteTests {
    static func job(_ path: String) -> PageJob {
        PageJob(path: OutputPath(path)!, origin: "test", isPage: false, sitemap: nil) { _ in Array(path.utf8) }
    }

    @Test func theFirstJobOfEachFolderInJobOrderStartsIt() {
        let paths = ["404.html", "a/index.html", "a/map.geojson", "a/b/index.html", "a/b/map.geojson", "a/feed.json",
                     "ab/index.html", "c/d/e/index.html", "index.html", "sitemap.xml", "z/index.html"]
        let pending = PendingJobs(paths.map(Self.job))
        #expect(pending.startsFolder == [false, true, false, true, false, true, true, true, false, false, true])
        #expect(PendingJobs([]).startsFolder.isEmpty)
    }

    /// A build into a new output makes each folder through `makeFolder` when the folder's first job
    /// starts, so no write finds its folder missing; the files are those a build in memory keeps.
    @Test func aBuildMakesEachNewFolderOnceBeforeWritingIntoIt() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let made = Mutex<[String]>([])
        let missing = Mutex<[String]>([])
        var io = FileIO.local
        let write = io.write
        io.write = { path, bytes in
            let parent = String(path[..<path.lastIndex(of: "/")!])
            if !FileManager.default.fileExists(atPath: parent) { missing.withLock { $0.append(path) } }
            try write(path, bytes)
        }
        let makeFolder = io.makeFolder!
        io.makeFolder = { path in
            made.withLock { $0.append(path) }
            try makeFolder(path)
        }
        let output = folder.appending("Output")
        let result = await FixtureBuild.run("pets-charters", into: output, builder: SiteBuilder(io: io, pageKinds: .standard))
        try #require(result.succeeded)
        let memory = await FixtureBuild.run("pets-charters", into: folder.appending("unused"), mode: .validate)
        let files = try TemporaryFolder.snapshot(output)
        #expect(files.count == memory.files.count)
        for file in memory.files { #expect(files[file.path.description] == file.bytes, "\(file.path)") }
        let folders = Set(memory.files.map { $0.path.components.dropLast().joined(separator: "/") }).subtracting([""])
        let madeNames = made.withLock { $0 }.map { String($0[$0.index(after: $0.range(of: "/.waymark-tmp-")!.lowerBound)...].drop { $0 != "/" }.dropFirst()) }
        #expect(Set(madeNames) == folders, "every folder of the output, each made when its first job started")
        // Once per run of jobs in one folder, in path order (a folder whose files are interrupted by
        // its subfolders', e.g. `pets/` around `pets/announcements/…`, starts again after them).
        let parents = memory.files.map { $0.path.components.dropLast().joined(separator: "/") }
        let runs = parents.indices.filter { !parents[$0].isEmpty && ($0 == 0 || parents[$0 - 1] != parents[$0]) }.count
        #expect(madeNames.count == runs, "\(madeNames.count) made for \(folders.count) folders")
        #expect(missing.withLock { $0 }.count < folders.count / 4, "most writes find their folder made: \(missing.withLock { $0 }.count)")
    }

    @Test func theLocalFileSystemMakesNewAndAcceptsExistingFolders() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let io = FileIO.local
        let makeFolder = try #require(io.makeFolder)
        try makeFolder(folder.appending("x/y"))
        try makeFolder(folder.appending("x/y"))
        try io.write("x/y/index.html", bytes: Array("page".utf8), into: folder.path, reusing: nil)
        try io.write("x/z/index.html", bytes: Array("other".utf8), into: folder.path, reusing: nil)
        #expect(try TemporaryFolder.snapshot(folder.path) == ["x/y/index.html": Array("page".utf8), "x/z/index.html": Array("other".utf8)])
    }

    /// A temporary output folder removed while its build stops is not made again by a new folder.
    @Test func aRemovedTemporaryOutputIsNotMadeAgain() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let gone = folder.appending(".waymark-tmp-Output-test")
        #expect(throws: (any Error).self) { try FileIO.local.makeFolder?(gone + "/pets/announcements/p-1") }
        #expect(TemporaryFolder.names(in: folder.path).isEmpty)
    }
}
