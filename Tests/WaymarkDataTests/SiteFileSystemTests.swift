import Foundation
import Testing
import WaymarkModel
@testable import WaymarkData

/// Only regular files are read, never blocking; links are followed only inside the site; whatever
/// cannot be read is an error at its path. (Unreadable folders are tested as an unprivileged
/// process in `UnreadableSiteTests`, since root reads everything.)
@Suite struct SiteFileSystemTests {
    /// A new site folder with `data/charters/` holding one good charter file.
    private func site() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("waymark-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("data/charters"), withIntermediateDirectories: true)
        try Data("- id: blue\n  name: Blue\n".utf8).write(to: root.appendingPathComponent("data/charters/a.yml"))
        return root
    }

    @Test func aNamedPipeIsAnErrorAndNeverBlocks() async throws {
        let root = try site()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(mkfifo(root.path + "/data/charters/pipe.yml", 0o644) == 0)
        #expect(mkfifo(root.path + "/data/airports.db", 0o644) == 0)
        try FileManager.default.createDirectory(atPath: root.path + "/data/airports", withIntermediateDirectories: true)
        #expect(mkfifo(root.path + "/data/airports/x.db", 0o644) == 0)
        #expect(mkfifo(root.path + "/data/airports/airports.csv", 0o644) == 0)
        let pipes = ["/data/charters/pipe.yml", "/data/airports.db", "/data/airports/x.db", "/data/airports/airports.csv"].map { root.path + $0 }
        // Pass or fail is decided by what the load reports, never by how long it takes. Should a
        // regression open a pipe for a blocking read, this opens the other end of each pipe a reader
        // waits on, from a minute on and every second after, so the test ends instead of hanging: the
        // pipe then reads as an empty file, which the expectations below refuse. A load that reads no
        // pipe is never affected by it, so on a loaded machine the load may take any time.
        let unblock = Task.detached {
            try await Task.sleep(for: .seconds(60))
            while true {
                for path in pipes {
                    let descriptor = open(path, O_WRONLY | O_NONBLOCK)
                    if descriptor >= 0 { close(descriptor) }
                }
                try await Task.sleep(for: .seconds(1))
            }
        }
        let (data, diagnostics) = await SiteData.load(siteDirectory: root, strict: false)
        unblock.cancel()
        #expect(data.charters.map(\.id) == ["blue"])
        #expect(diagnostics.errors.map(\.headline) == [
            "data/airports/airports.csv: error: is a named pipe, not a regular file: expected a regular file (only regular files are read)",
            "data/airports/x.db: error: is a named pipe, not a regular file: expected a regular file (only regular files are read)",
            "data/charters/pipe.yml: error: is a named pipe, not a regular file: expected a regular file (only regular files are read)",
        ])
        #expect(throws: FileAccessError.self) { try SiteFileSystem(root: root.path).read(root.path + "/data/airports.db") }
    }

    /// A 5 GB `places.yml` (sparse: no disk is used) ended the process trying to allocate it. Now
    /// it is an error at its path, and the site's other files are still read.
    @Test func aFileTooLargeToReadIsAnErrorAtItsPath() async throws {
        let root = try site()
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, size) in [("/data/places.yml", Int64(5_000_651_499)), ("/data/charters/big.yml", Int64(SiteFileSystem.largestFile) + 1)] {
            let descriptor = open(root.path + path, O_CREAT | O_WRONLY, 0o644)
            #expect(descriptor >= 0)
            #expect(ftruncate(descriptor, off_t(size)) == 0)
            close(descriptor)
        }
        let (data, diagnostics) = await SiteData.load(siteDirectory: root, strict: false)
        #expect(data.charters.map(\.id) == ["blue"])
        let headlines = diagnostics.errors.map(\.headline)
        #expect(headlines.contains("data/charters/big.yml: error: is 268435457 bytes long: expected at most 268435456 bytes (256 MiB), the most a site file may hold"))
        #expect(headlines.contains("data/places.yml: error: is 5000651499 bytes long: expected at most 268435456 bytes (256 MiB), the most a site file may hold"))
    }

    @Test func aLinkOutOfTheSiteIsAnErrorAndItsTargetIsNeverQuoted() async throws {
        let root = try site()
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("waymark-secret-\(UUID().uuidString).yml")
        defer {
            try? FileManager.default.removeItem(at: root)
            try? FileManager.default.removeItem(at: outside)
        }
        try Data("- id: secret\n  name: [TOP SECRET\n".utf8).write(to: outside)
        try FileManager.default.createSymbolicLink(atPath: root.path + "/data/charters/leak.yml", withDestinationPath: outside.path)
        try FileManager.default.createSymbolicLink(atPath: root.path + "/data/charters/passwd.yml", withDestinationPath: "/etc/passwd")
        try FileManager.default.createSymbolicLink(atPath: root.path + "/data/charters/gone.yml", withDestinationPath: root.path + "/nothing.yml")
        // A link to a file inside the site is followed.
        try Data("- id: red\n  name: Red\n".utf8).write(to: root.appendingPathComponent("red.yml"))
        try FileManager.default.createSymbolicLink(atPath: root.path + "/data/charters/red.yml", withDestinationPath: "../../red.yml")
        let (data, diagnostics) = await SiteData.load(siteDirectory: root, strict: false)
        #expect(data.charters.map(\.id) == ["blue", "red"])
        #expect(diagnostics.errors.map(\.headline) == [
            "data/charters/gone.yml: error: is a symbolic link to nothing: expected a link to an existing file",
            "data/charters/leak.yml: error: is a symbolic link to a file outside the site: expected a file inside the site folder (links are not followed out of it)",
            "data/charters/passwd.yml: error: is a symbolic link to a file outside the site: expected a file inside the site folder (links are not followed out of it)",
        ])
        let printed = diagnostics.items.map(\.description).joined(separator: "\n")
        #expect(!printed.contains("SECRET"))
        #expect(!printed.contains("root:"))
    }

    @Test func aFolderLinkedOutOfTheSiteIsNotReadThroughEither() throws {
        let root = try site()
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("waymark-outside-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: root)
            try? FileManager.default.removeItem(at: outside)
        }
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("secret".utf8).write(to: outside.appendingPathComponent("x.yml"))
        try FileManager.default.createSymbolicLink(atPath: root.path + "/linked", withDestinationPath: outside.path)
        #expect(throws: FileAccessError(path: root.path + "/linked/x.yml", .linkOutOfSite)) {
            try SiteFileSystem(root: root.path).read(root.path + "/linked/x.yml")
        }
    }

    /// Files are read straight into their result, sized by `fstat`: every size around the edges of
    /// that (empty, one byte, the old 64 KB chunk and either side of it, several chunks) comes back whole.
    @Test(arguments: [0, 1, 4_095, 65_535, 65_536, 65_537, 200_003])
    func everySizeIsReadWhole(size: Int) throws {
        let root = try site()
        defer { try? FileManager.default.removeItem(at: root) }
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
        let path = root.path + "/data/charters/sized.bin"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let read = try SiteFileSystem(root: root.path).read(path)
        #expect(read.count == size)
        #expect(read == bytes)
    }

    #if os(Linux)
    /// A file longer than `fstat` said (Linux's `/proc` files say 0 bytes) is read to its end.
    @Test func aFileLongerThanItsStatSizeIsReadToTheEnd() throws {
        let read = try SiteFileSystem(root: nil).read("/proc/self/status")
        let text = String(decoding: read, as: UTF8.self)
        #expect(text.hasPrefix("Name:"))
        #expect(text.contains("\nVmPeak:") || text.contains("\nPid:"))
        #expect(text.hasSuffix("\n"))
    }
    #endif

    @Test func aFileThatIsNotUTF8SaysWhereItStops() throws {
        var bytes = Array("- id: a\n  name: Caf".utf8)
        bytes.append(0xE9)  // Latin-1 é
        bytes += Array("\n".utf8)
        switch UTF8Text.decode(bytes) {
        case .success: Issue.record("decoded Latin-1 as UTF-8")
        case .failure(let problem):
            #expect(problem.diagnostic(path: "c.yml").headline
                    == "c.yml:2:12: error: file is not UTF-8 text: byte 0xE9 at byte offset 19 is not valid UTF-8: expected a UTF-8 text file")
        }
    }
}
