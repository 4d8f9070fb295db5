import Foundation
import WaymarkCore
import WaymarkModel
@testable import WaymarkServe

extension HTTPLimits {
    /// The server's size limits with time-outs far beyond any test (``Patience``): a test's client is
    /// never dropped for being slow on a loaded machine, unless slowness is what the test is about.
    static let patient = HTTPLimits(headTimeout: Patience.duration, idleTimeout: Patience.duration,
                                    writeTimeout: Patience.duration)
}

/// A preview server on an ephemeral loopback port over a temporary site built by `FakeSiteBuild`.
struct RunningPreview: Sendable {
    let server: PreviewServer
    let port: UInt16
    let site: TemporaryFolder
    let build: FakeSiteBuild
    let events: MutexBox<[PreviewEvent]>

    static let pages: [String: String] = [
        "pages/index.md": "Welcome to Split\n",
        "pages/about.md": "# About\nCharters from the Dalmatian coast.\n",
        "pages/404.md": "Nothing here\n",
        "static/style.css": "body { color: #123; }\n",
        "static/map.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"></svg>\n",
        "static/feed.json": "{\"version\":\"https://jsonfeed.org/version/1.1\"}\n",
        "static/pins.geojson": "{\"type\":\"FeatureCollection\",\"features\":[]}\n",
        "static/charters.atom": "<feed xmlns=\"http://www.w3.org/2005/Atom\"/>\n",
        "static/sitemap.xml": "<urlset/>\n",
        "static/robots.txt": "User-agent: *\n",
    ]

    static func start(
        watch: PreviewConfiguration.WatchMode = .none,
        files: [String: String] = pages,
        keepAlive: Duration = .seconds(15),
        limits: HTTPLimits = .patient
    ) async throws -> RunningPreview {
        let site = try TemporaryFolder("waymark-serve-site")
        for (path, text) in files {
            try site.write(text, to: path)
        }
        let build = try FakeSiteBuild(site: site)
        try build.outputs.write("top secret", to: "secret.txt")
        let events = MutexBox<[PreviewEvent]>([])
        let configuration = PreviewConfiguration(
            host: "127.0.0.1", port: 0, watchedDirectories: [site.url], watchMode: watch,
            debounce: .milliseconds(30), sourceFiles: SourceFiles(base: site.url, roots: [site.url]), keepAliveInterval: keepAlive,
            limits: limits)
        let server = PreviewServer(
            configuration: configuration, rebuild: { await build.rebuild($0) },
            report: { event in events.withLock { $0.append(event) } })
        let url = try await server.start()
        guard let port = url.split(separator: ":").last.flatMap({ UInt16($0.trimmingCharacters(in: ["/"])) }) else {
            throw RawHTTPError.malformed(url)
        }
        return RunningPreview(server: server, port: port, site: site, build: build, events: events)
    }

    func get(_ target: String, method: String = "GET", headers: [String: String] = [:]) async throws -> RawHTTPResponse {
        try await RawHTTPClient.request(target, method: method, headers: headers, port: port)
    }

    func stop() async {
        await server.stop()
        site.remove()
        build.outputs.remove()
    }
}

extension RunningPreview {
    /// Starts a preview, runs `body` with it and stops it afterwards, also when `body` throws.
    @discardableResult
    static func with<T: Sendable>(
        watch: PreviewConfiguration.WatchMode = .none,
        files: [String: String] = pages,
        keepAlive: Duration = .seconds(15),
        limits: HTTPLimits = .patient,
        _ body: (RunningPreview) async throws -> T
    ) async throws -> T {
        let preview = try await start(watch: watch, files: files, keepAlive: keepAlive, limits: limits)
        do {
            let result = try await body(preview)
            await preview.stop()
            return result
        } catch {
            await preview.stop()
            throw error
        }
    }
}
