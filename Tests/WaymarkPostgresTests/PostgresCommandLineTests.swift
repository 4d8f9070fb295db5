import Foundation
import Testing
import WaymarkTestSupport

/// `waymark build` with a PostgreSQL source, as a process: exit status 1 for a source that fails,
/// the previous Output/ untouched, no password on any stream; usage errors of the new options.
@Suite(TestServer.required)
struct PostgresCommandLineTests {
    @Test func failedSourceExitsOneAndKeepsOutput() throws {
        let reader = try TestServer.readerURL()
        let wrong = "Wrong-password-51"
        let site = try SiteFolder(sources: "sources:\n  announcements:\n    postgres: ${PETS_DSN}\n    query: SELECT id, status FROM announcements\n    timeout: 600s\n")
        defer { site.remove() }
        try FileManager.default.createDirectory(atPath: site.parent + "/Output", withIntermediateDirectories: true)
        try "kept".write(toFile: site.parent + "/Output/marker.txt", atomically: true, encoding: .utf8)
        let failed = try CommandLineRun(["build", "--site", "site", "--now", "2026-06-15"], in: site.parent,
                                        environment: ["PETS_DSN": TestServer.replacingPassword(in: reader, with: wrong)])
        #expect(failed.status == 1)
        #expect(failed.errors.contains("site/site.yml:5:15: error: source \"announcements\": authentication failed at 127.0.0.1:"))
        #expect(!(failed.output + failed.errors).contains(wrong))
        #expect(!(failed.output + failed.errors).contains(TestServer.password(in: reader)))
        #expect(try String(contentsOfFile: site.parent + "/Output/marker.txt", encoding: .utf8) == "kept")

        let built = try CommandLineRun(["build", "--site", "site", "--now", "2026-06-15", "--shard", "1/1"], in: site.parent,
                                       environment: ["PETS_DSN": reader])
        #expect(built.status == 0, "\(built.errors)")
        #expect(built.output.contains("files of shard 1/1) into Output/"))
        #expect(FileManager.default.fileExists(atPath: site.parent + "/Output/pets/announcements/north-pole/index.html"))
        #expect(!FileManager.default.fileExists(atPath: site.parent + "/Output/marker.txt"))
    }

    @Test func badOptionsAreUsageErrors() throws {
        let site = try SiteFolder(sources: "")
        defer { site.remove() }
        let shard = try CommandLineRun(["build", "--site", "site", "--shard", "5/4"], in: site.parent, environment: [:])
        #expect(shard.status == 64)
        #expect(shard.errors.contains("--shard \"5/4\" is not valid: expected K/N with 1 ≤ K ≤ N, e.g. 2/4"))
        let poll = try CommandLineRun(["serve", "--site", "site", "--source-poll", "1s"], in: site.parent, environment: [:])
        #expect(poll.status == 64)
        #expect(poll.errors.contains("--source-poll \"1s\" is not valid: expected a duration such as 30s, 2m or 500ms, at least 10s"))
    }
}

/// The `waymark` built with the tests run as a process in `folder`, with extra environment and no standard input.
struct CommandLineRun {
    static let binary = RepositoryPaths.waymarkBinary
    var status: Int32
    var output: String
    var errors: String

    init(_ arguments: [String], in folder: String, environment: [String: String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.binary)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        status = process.terminationStatus
        self.output = String(decoding: output, as: UTF8.self)
        self.errors = String(decoding: errors, as: UTF8.self)
    }
}
