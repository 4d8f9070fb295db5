import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import WaymarkServe
import WaymarkCore
import WaymarkTestSupport

/// The `waymark` executable built with the tests (``RepositoryPaths/waymarkBinary``).
private enum ServeBinary {
    static let path = RepositoryPaths.waymarkBinary
}

/// `waymark serve` as a process: prints its URL, serves, rebuilds, stops cleanly on Ctrl-C.
@Suite struct ServeCommandTests {
    /// Output of a running process, collected by a thread of its own.
    final class Collected: Sendable {
        let text = MutexBox("")
        func attach(_ pipe: Pipe) {
            let handle = pipe.fileHandleForReading
            Thread { [text] in
                while true {
                    let data = handle.availableData
                    if data.isEmpty { break }
                    text.withLock { $0 += String(decoding: data, as: UTF8.self) }
                }
            }.start()
        }

        /// Waits until `needle` was printed after the first `offset` characters (a mark taken with
        /// `count` before the step that prints it), and returns everything printed so far.
        func wait(for needle: String, after offset: Int = 0) async throws -> String {
            let found = await Patience.until { text.current.dropFirst(offset).contains(needle) }
            guard found else { throw RawHTTPError.timedOut }
            return text.current
        }

        /// The number of characters printed so far.
        var count: Int { text.current.count }
    }

    /// Waits until `process` has ended; false when it still runs after ``Patience/duration``.
    static func ended(_ process: Process) async -> Bool {
        await Patience.until { !process.isRunning }
    }

    @Test func servesRebuildsAndStopsOnInterrupt() async throws {
        let site = try TemporaryFolder("waymark-serve-cli")
        defer { site.remove() }
        try site.write("title: CLI Harbour\nbaseURL: https://example.org/\n", to: "site.yml")
        try site.write("---\ntitle: About\n---\nFirst text.\n", to: "pages/about.md")

        let process = Process()
        process.executableURL = URL(fileURLWithPath: ServeBinary.path)
        process.arguments = ["serve", "--site", site.path, "--port", "0", "--now", "2026-06-01"]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let output = Collected(), errors = Collected()
        output.attach(out)
        errors.attach(err)
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        let printed = try await output.wait(for: "Built in ")
        let url = try #require(printed.split(separator: "\n").first { $0.hasPrefix("Serving at http://127.0.0.1:") })
        #expect(url.hasSuffix("/ (Ctrl-C to stop)"))
        let port = UInt16(url.dropFirst("Serving at http://127.0.0.1:".count).prefix { $0.isNumber }) ?? 0
        // The preview is built in a private folder with an unpredictable name (mkdtemp, mode 0700).
        let temporary = FileManager.default.temporaryDirectory.path
        let scratch = try #require(try FileManager.default.contentsOfDirectory(atPath: temporary)
            .filter { $0.hasPrefix("waymark-serve-") && $0.count == "waymark-serve-".count + 6 }
            .map { temporary + "/" + $0 }
            .first { (try? String(contentsOfFile: $0 + "/Output/about/index.html", encoding: .utf8))?.contains("First text.") == true })
        let mode = try #require(try FileManager.default.attributesOfItem(atPath: scratch)[.posixPermissions] as? Int)
        #expect(mode == 0o700)
        #expect(!FileManager.default.fileExists(atPath: site.path + "/Output"))

        let first = try await RawHTTPClient.request("/about/", port: port)
        #expect(first.status == 200)
        #expect(first.text.contains("First text."))

        // Each edit is saved in one step, so it is one rebuild, and each wait looks only at what
        // was printed after the edit.
        var mark = errors.count
        try site.save("---\ntitle: [unclosed\n---\n", to: "pages/about.md")
        let stderr = try await errors.wait(for: "Build failed with 1 error", after: mark)
        #expect(stderr.contains("pages/about.md:2:8: error: front matter is not valid YAML"))
        #expect(try await RawHTTPClient.request("/about/", port: port).status == 500)

        mark = output.count
        try site.save("---\ntitle: About\n---\nSecond text.\n", to: "pages/about.md")
        _ = try await output.wait(for: "Rebuilt in ", after: mark)
        #expect(try await RawHTTPClient.request("/about/", port: port).text.contains("Second text."))

        process.interrupt()
        #expect(await Self.ended(process))
        #expect(process.terminationStatus == 0)
        #expect(!FileManager.default.fileExists(atPath: scratch))
    }

    /// With only 256 file descriptors, 400 idle connections neither end the server (it used to
    /// exit 0 without a word) nor keep it from serving once they are gone: past the cap (128 below
    /// the limit) connections get 503 and are closed at once.
    @Test func manyIdleConnectionsAtALowDescriptorLimitDoNotStopTheServer() async throws {
        let site = try TemporaryFolder("waymark-serve-cli")
        defer { site.remove() }
        try site.write("title: CLI Harbour\nbaseURL: https://example.org/\n", to: "site.yml")
        try site.write("---\ntitle: About\n---\nIdle text.\n", to: "pages/about.md")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ulimit -n 256 && exec \"$0\" serve --site \"$1\" --port 0 --now 2026-06-01",
                             ServeBinary.path, site.path]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let output = Collected(), errors = Collected()
        output.attach(out)
        errors.attach(err)
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        let printed = try await output.wait(for: "Built in ")
        let url = try #require(printed.split(separator: "\n").first { $0.hasPrefix("Serving at http://127.0.0.1:") })
        let port = UInt16(url.dropFirst("Serving at http://127.0.0.1:".count).prefix { $0.isNumber }) ?? 0

        var idle: [Int32] = []
        defer { for descriptor in idle { close(descriptor) } }
        for _ in 0..<400 {
            idle.append(try RawHTTPClient.connectSocket(port: port))
        }
        // The last connection came past the cap: it was answered 503 and closed. Its answer also
        // means the server took every connection before it, and is still there.
        let refused = try #require(idle.last)
        #expect(HostileHTTPTests.readStatus(refused) == 503)
        #expect(process.isRunning)
        for descriptor in idle { close(descriptor) }
        idle = []
        // Until the server has noticed the closed connections it may still be at its cap (503).
        var status = 0
        _ = await Patience.until {
            status = (try? await RawHTTPClient.request("/about/", port: port).status) ?? 0
            return status == 200
        }
        #expect(status == 200)
        process.interrupt()
        #expect(await Self.ended(process))
        #expect(process.terminationStatus == 0)
        #expect(!errors.text.current.contains("error"))
    }

    @Test(arguments: [
        (["serve", "--site", "/nonexistent-waymark-site"], "Error: --site \"/nonexistent-waymark-site\" is not a folder: expected the folder that holds site.yml"),
        (["serve", "--now", "2026-02-30"], "Error: --now \"2026-02-30\" is not a date: expected YYYY-MM-DD"),
        (["serve", "--host", "example.com", "--port", "0"], "error: invalid host 'example.com': expected an IPv4 or IPv6 address such as 127.0.0.1 or ::1, or localhost"),
        (["serve", "--port", "70000"], "Error: The value '70000' is invalid for '--port <port>'"),
    ])
    func usageErrorsExitWith64(_ arguments: [String], _ message: String) async throws {
        let site = try TemporaryFolder("waymark-serve-cli")
        defer { site.remove() }
        try site.write("title: T\nbaseURL: https://example.org/\n", to: "Content/site.yml")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ServeBinary.path)
        process.arguments = arguments
        process.currentDirectoryURL = site.url
        let err = Pipe()
        process.standardError = err
        process.standardOutput = Pipe()
        try process.run()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 64)
        #expect(String(decoding: errors, as: UTF8.self).hasPrefix(message))
    }
}
