import Foundation
import WaymarkModel
import WaymarkPages
import WaymarkServe
import WaymarkSite

/// `make bench` figures for `waymark serve`: the time from saving one Markdown page to the reload
/// event reaching a connected browser and to the server answering with the edited page, and the
/// throughput of serving one page on loopback (`wrk`).
enum ServeBench {
    static func run() async {
        do {
            // `WAYMARK_BENCH=serve-generated`: only the generated site with the preview's caches.
            if ProcessInfo.processInfo.environment["WAYMARK_BENCH"] == "serve-generated" {
                try await runGeneratedSite(pages: 10_000, incremental: true)
                return
            }
            // `WAYMARK_BENCH=serve-example`: only the example site (English and Swedish).
            if ProcessInfo.processInfo.environment["WAYMARK_BENCH"] == "serve-example" {
                try await runExampleSite()
                return
            }
            try await runTrivialBuild()
            try await runExampleSite()
            try await runGeneratedSite(pages: 10_000, incremental: false)
            try await runGeneratedSite(pages: 10_000, incremental: true)
        } catch {
            print("serve bench: failed: \(error)")
        }
    }

    /// The repository root, found from this file's location (`Sources/WaymarkBench/`).
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Save → reload on a copy of the example site `Content/`, built by the real SiteBuilder.
    private static func runExampleSite() async throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("waymark-serve-bench-example-\(getpid())")
        defer { BenchScratch.discard(scratch) }
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let site = scratch.appendingPathComponent("Content")
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Content"), to: site)
        let build = SitePreviewBuild(
            siteFolder: site.path, outputFolder: scratch.appendingPathComponent("Output"), now: "2026-06-01",
            builder: SiteBuilder(pageKinds: .standard))
        let pageCount = try countMarkdown(in: site)
        let latencies = try await reloadLatencies(
            site: site, page: site.appendingPathComponent("pages/about.md"), servedAt: "about/",
            rebuild: { await build.rebuild($0) }, samples: 20)
        report("serve save→reload, example site (\(pageCount) Markdown files, incremental rebuild)", latencies.reload, target: "≤ 150 ms")
        report("serve save→edited page served, example site", latencies.served, target: "≤ 150 ms")
        let phases = build.lastPhases.map { "\($0.name) \(milliseconds($0.duration)) ms" }.joined(separator: ", ")
        print("serve last rebuild phases, example site: \(phases)")
        // The example site is in two languages: the render cache works per language, so one edit
        // of an English page renders that page again, not every page of the other language.
        let rendered = build.builder.renderCache?.lastRenderedPaths ?? []
        print("serve last rebuild, example site: \(rendered.count) files rendered, \(rendered.filter { $0.hasSuffix(".html") }.count) of them pages")
        try await throughput(site: site, rebuild: { await build.rebuild($0) }, path: "about/",
                             label: "serve throughput, example site /about/")
    }

    /// Save → reload on a generated site of `pages` Markdown pages, with the preview's caches
    /// (`incremental`) or with every page parsed and rendered on every save.
    private static func runGeneratedSite(pages: Int, incremental: Bool) async throws {
        let mode = incremental ? "incremental rebuild" : "full rebuild"
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("waymark-serve-bench-generated-\(getpid())")
        defer { BenchScratch.discard(scratch) }
        let site = scratch.appendingPathComponent("site")
        try GeneratedSite.write(pages: pages, to: site)
        let build = SitePreviewBuild(
            siteFolder: site.path, outputFolder: scratch.appendingPathComponent("Output"), now: "2026-06-01",
            builder: SiteBuilder(pageKinds: .standard), incremental: incremental)
        let clock = ContinuousClock()
        let started = clock.now
        let first = await build.rebuild(.everything)
        guard case .success = first else { throw BenchError("the generated site does not build: \(first)") }
        print("serve initial build, generated site (\(pages) pages): \(milliseconds(clock.now - started)) ms")
        let latencies = try await reloadLatencies(
            site: site, page: site.appendingPathComponent("pages/section-07/page-00042.md"), servedAt: "section-07/page-00042/",
            rebuild: { await build.rebuild($0) }, samples: 5)
        report("serve save→reload, generated site (\(pages) pages, \(mode))", latencies.reload, target: "≤ 500 ms")
        report("serve save→edited page served, generated site (\(pages) pages, \(mode))", latencies.served, target: "≤ 500 ms")
        let phases = build.lastPhases.map { "\($0.name) \(milliseconds($0.duration)) ms" }.joined(separator: ", ")
        print("serve last rebuild phases, generated site (\(pages) pages, \(mode)): \(phases)")
    }

    private static func countMarkdown(in folder: URL) throws -> Int {
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".md") }.count
    }

    /// Save → reload with a build that only copies one page: the server's own overhead (watcher,
    /// debounce, event delivery), independent of how long the site takes to build.
    private static func runTrivialBuild() async throws {
        let site = FileManager.default.temporaryDirectory.appendingPathComponent("waymark-serve-bench-\(getpid())")
        defer { BenchScratch.discard(site) }
        let page = site.appendingPathComponent("pages/index.md")
        try FileManager.default.createDirectory(at: page.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("# Bench\n".utf8).write(to: page)
        let output = site.appendingPathComponent(".output")
        let rebuild: SiteRebuild = { _ in
            do {
                try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
                let text = (try? String(contentsOf: page, encoding: .utf8)) ?? ""
                try Data("<html><body><pre>\(text)</pre></body></html>".utf8).write(to: output.appendingPathComponent("index.html"))
                return .success(output)
            } catch {
                return .failure(diagnostics: [.error("\(error)", at: SourceLocation(path: "pages/index.md"))])
            }
        }
        let latencies = try await reloadLatencies(site: site, page: page, servedAt: "", rebuild: rebuild, samples: 20)
        report("serve save→reload, trivial build (server overhead, inotify, 50 ms debounce)", latencies.reload, target: "≤ 200 ms")
        try await throughput(site: site, rebuild: rebuild, path: "", label: "serve throughput, one small page")
    }

    /// Starts a server over `site`, then `samples` times: saves `page` with a new line of text,
    /// waits for the reload event, then fetches the page at `servedAt` until it shows that line.
    /// The times from each save to its reload event and to the edited page being served.
    static func reloadLatencies(site: URL, page: URL, servedAt: String, rebuild: @escaping SiteRebuild,
                                samples: Int) async throws -> (reload: [Duration], served: [Duration]) {
        let server = PreviewServer(
            configuration: PreviewConfiguration(port: 0, watchedDirectories: [site]), rebuild: rebuild)
        let url = try await server.start()
        guard let probe = ReloadProbe(port: port(of: url)) else {
            await server.stop()
            throw BenchError("cannot connect to \(url)")
        }
        defer { probe.disconnect() }
        try await Task.sleep(for: .milliseconds(100))
        var latencies: [Duration] = []
        var served: [Duration] = []
        let original = try Data(contentsOf: page)
        for sample in 0..<samples {
            let clock = ContinuousClock()
            // Counted from the reloads already seen: a save the watcher took as two batches (the
            // write and the close apart on a loaded machine) reloads twice, and numbering the
            // reloads by sample would then take the second for the next save's.
            let before = probe.reloads.count
            let saved = clock.now
            try (original + Data("\nEdit \(sample).\n".utf8)).write(to: page)
            guard let arrived = await probe.reload(number: before, timeout: .seconds(30)) else {
                await server.stop()
                throw BenchError("no reload event within 30 s for sample \(sample)")
            }
            latencies.append(arrived - saved)
            guard let shown = await Self.served("Edit \(sample).", port: port(of: url), path: servedAt, timeout: .seconds(30)) else {
                await server.stop()
                throw BenchError("the edit of sample \(sample) was not served within 30 s")
            }
            served.append(shown - saved)
            // Long enough for the reload of a save taken as two batches to arrive before the next save.
            try await Task.sleep(for: .milliseconds(400))
        }
        try original.write(to: page)
        await server.stop()
        return (latencies, served)
    }

    /// Serves the built site and runs `wrk -t2 -c16 -d5s` against its home page, when `wrk` is installed.
    static func throughput(site: URL, rebuild: @escaping SiteRebuild, path: String, label: String) async throws {
        guard let wrk = ["/usr/bin/wrk", "/usr/local/bin/wrk"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            print("\(label): skipped (wrk not installed; apt-get install wrk)")
            return
        }
        let server = PreviewServer(
            configuration: PreviewConfiguration(port: 0, watchedDirectories: [], watchMode: .none), rebuild: rebuild)
        let url = try await server.start()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: wrk)
        process.arguments = ["-t2", "-c16", "-d5s", url + path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = await Task.detached { pipe.fileHandleForReading.readDataToEndOfFile() }.value
        process.waitUntilExit()
        await server.stop()
        let text = String(decoding: output, as: UTF8.self)
        let requests = text.split(separator: "\n").first { $0.hasPrefix("Requests/sec:") }
        let latency = text.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("Latency") }
        let rate = requests.map { $0.dropFirst("Requests/sec:".count).trimmingCharacters(in: .whitespaces) } ?? "?"
        let average = latency.map { $0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.map(String.init) ?? "?" } ?? "?"
        let non2xx = text.split(separator: "\n").first { $0.contains("Non-2xx") }.map { ", \($0.trimmingCharacters(in: .whitespaces))" } ?? ""
        print("\(label): \(rate) requests/s, mean latency \(average)\(non2xx) (wrk -t2 -c16 -d5s, loopback)")
    }

    static func report(_ name: String, _ latencies: [Duration], target: String) {
        let sorted = latencies.sorted()
        guard !sorted.isEmpty else { return }
        let median = sorted[sorted.count / 2]
        let p95 = sorted[min(sorted.count - 1, (sorted.count * 95) / 100)]
        print("\(name): median \(milliseconds(median)) ms, p95 \(milliseconds(p95)) ms, max \(milliseconds(sorted.last ?? .zero)) ms over \(sorted.count) saves (target \(target))")
    }

    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let value = Double(seconds) * 1000 + Double(attoseconds) / 1e15
        return String(format: "%.1f", value)
    }

    static func port(of url: String) -> UInt16 {
        UInt16(url.split(separator: ":").last?.trimmingCharacters(in: ["/"]) ?? "") ?? 0
    }
}
