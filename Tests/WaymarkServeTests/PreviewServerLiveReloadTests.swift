import Foundation
import Testing
@testable import WaymarkServe
import WaymarkCore

/// Edit → rebuild → reload event → new content, and the error page, through real watchers.
@Suite struct PreviewServerLiveReloadTests {
    enum Watch: String, CaseIterable, Sendable {
        case inotify, polling

        var mode: PreviewConfiguration.WatchMode {
            switch self {
            case .inotify: .native
            case .polling: .polling(interval: .milliseconds(40))
            }
        }
    }

    @Test(arguments: Watch.allCases)
    func savingAPageReloadsItWithTheNewContent(_ watch: Watch) async throws {
        try await RunningPreview.with(watch: watch.mode) { preview in
            let listener = try EventStreamListener(port: preview.port)
            let hello = try await listener.waitForEvent("hello")
            #expect(listener.head.hasPrefix("HTTP/1.1 200"))
            #expect(listener.head.lowercased().contains("content-type: text/event-stream"))
            let before = try await preview.get("/about/")
            #expect(try token(in: before.text) == hello)

            try preview.site.save("# About\nNow with island hopping.\n", to: "pages/about.md")
            let reloaded = try await listener.waitForEvent("reload")
            #expect(reloaded != hello)

            let after = try await preview.get("/about/")
            #expect(after.status == 200)
            #expect(after.text.contains("Now with island hopping."))
            // The page carries the token of the newest rebuild, which the stream announces too.
            let served = try token(in: after.text)
            _ = try await listener.waitForEvent("reload", withData: served)
            #expect(served == reloaded)
            #expect(after.headers["etag"] != before.headers["etag"])
            let lastChanges = try #require(preview.build.changeSets.last)
            #expect(lastChanges.paths.contains(preview.site.path + "/pages/about.md"))
            #expect(preview.build.changeSets.first == .everything)
        }
    }

    @Test func brokenEditShowsTheErrorPageAndAFixBringsThePageBack() async throws {
        try await RunningPreview.with(watch: .native) { preview in
            let listener = try EventStreamListener(port: preview.port)
            _ = try await listener.waitForEvent("hello")

            // Saved in one step, so each save is one rebuild: the reloads below are counted.
            try preview.site.save("# About\nSee {% <b>oops</b>\n", to: "pages/about.md")
            let broken = try await listener.waitForEvent("reload")
            for target in ["/about/", "/", "/no-such-page/"] {
                let page = try await preview.get(target)
                #expect(page.status == 500, "\(target)")
                #expect(page.headers["content-type"] == "text/html; charset=utf-8")
                #expect(page.headers["cache-control"] == "no-store")
                #expect(page.text.contains("<span class=\"location\">pages/about.md:2:5</span>: <strong>error</strong>: unterminated tag &#39;{%&#39;"))
                #expect(page.text.contains("<span class=\"offending\">2 | See {% &lt;b&gt;oops&lt;/b&gt;</span>"))
                #expect(!page.text.contains("<b>oops"))
                #expect(try token(in: page.text) == broken)
            }
            // Styles and images of the last good build are still served.
            let style = try await preview.get("/style.css")
            #expect(style.status == 200)
            #expect(style.text.contains("color: #123"))

            try preview.site.save("# About\nFixed text.\n", to: "pages/about.md")
            let fixed = try await listener.waitForEvent("reload", after: 1)
            #expect(fixed != broken)
            let page = try await preview.get("/about/")
            #expect(page.status == 200)
            #expect(page.text.contains("Fixed text."))

            let failures = preview.events.current.compactMap { event -> [String]? in
                guard case .rebuildFailed(_, _, let diagnostics) = event else { return nil }
                return diagnostics.map(\.headline)
            }
            #expect(failures == [["pages/about.md:2:5: error: unterminated tag '{%'"]])
        }
    }

    @Test func aFailingFirstBuildStillStartsTheServer() async throws {
        var files = RunningPreview.pages
        files["pages/index.md"] = "{% broken from the start\n"
        try await RunningPreview.with(files: files) { preview in
            let home = try await preview.get("/")
            #expect(home.status == 500)
            #expect(home.text.contains("pages/index.md:1:1"))
            #expect(home.text.contains(LiveReload.scriptPath))
            #expect(home.headers["content-security-policy"] == PageSecurityPolicy.fallback)
            let style = try await preview.get("/style.css")
            #expect(style.status == 404)
            #expect(style.text == "Not found.\n")

            let listener = try EventStreamListener(port: preview.port)
            _ = try await listener.waitForEvent("hello")
            try preview.site.write("Welcome back\n", to: "pages/index.md")
            preview.server.requestRebuild(ChangeSet(paths: [preview.site.path + "/pages/index.md"]))
            _ = try await listener.waitForEvent("reload")
            let fixed = try await preview.get("/")
            #expect(fixed.status == 200)
            #expect(fixed.text.contains("Welcome back"))
        }
    }

    @Test func everyOpenPageIsToldAndClosedTabsAreForgotten() async throws {
        try await RunningPreview.with(keepAlive: .milliseconds(50)) { preview in
            let first = try EventStreamListener(port: preview.port)
            let second = try EventStreamListener(port: preview.port)
            _ = try await first.waitForEvent("hello")
            _ = try await second.waitForEvent("hello")
            #expect(preview.server.connectedClients == 2)

            preview.server.requestRebuild(.everything)
            let a = try await first.waitForEvent("reload")
            let b = try await second.waitForEvent("reload")
            #expect(a == b)
            #expect(preview.server.generation == 2)

            second.close()
            // The close is noticed at the next keep-alive write, which a saturated machine can
            // delay for a long while: what counts is that it is noticed.
            #expect(await Patience.until { preview.server.connectedClients == 1 }, "\(preview.server.connectedClients) clients")
        }
    }

    @Test func stopEndsEventStreamsAndReleasesThePort() async throws {
        let preview = try await RunningPreview.start(watch: .native)
        let listener = try EventStreamListener(port: preview.port)
        _ = try await listener.waitForEvent("hello")
        await preview.stop()
        try await listener.waitForEnd()
        #expect(throws: RawHTTPError.self) { try RawHTTPClient.connectSocket(port: preview.port) }
    }
}

/// The first build may take a while on a large site: the server listens before it.
@Suite struct PreviewServerFirstBuildTests {
    /// Opens once `open()` is called; rebuilds wait for it, however long that takes (the test opens
    /// it when it is done with the first build's pages, or when it fails).
    final class Gate: Sendable {
        private let opened = MutexBox(false)
        func open() { opened.withLock { $0 = true } }
        func wait() async {
            while !opened.current {
                try? await Task.sleep(for: .milliseconds(5))
            }
        }
    }

    @Test func pagesAskedForDuringTheFirstBuildSeeABuildingPageThatReloads() async throws {
        let site = try TemporaryFolder("waymark-serve-site")
        defer { site.remove() }
        try site.write("Hello\n", to: "pages/index.md")
        let build = try FakeSiteBuild(site: site)
        defer { build.outputs.remove() }
        let gate = Gate()
        let listening = MutexBox<String?>(nil)
        let server = PreviewServer(
            configuration: PreviewConfiguration(port: 0, watchMode: .none, limits: .patient),
            rebuild: { changes in
                await gate.wait()
                return await build.rebuild(changes)
            },
            report: { event in
                if case .listening(let url) = event { listening.withLock { $0 = url } }
            })
        // Should an expectation below stop the test early, the first build still ends.
        defer { gate.open() }
        let starting = Task { try await server.start() }
        #expect(await Patience.until { listening.current != nil })
        let url = listening.current
        let port = UInt16(try #require(url).split(separator: ":").last?.trimmingCharacters(in: ["/"]) ?? "") ?? 0

        let building = try await RawHTTPClient.request("/", port: port)
        #expect(building.status == 503)
        #expect(building.headers["retry-after"] == "1")
        #expect(building.text.contains("building the site"))
        let listener = try EventStreamListener(port: port)
        let hello = try await listener.waitForEvent("hello")
        #expect(try token(in: building.text) == hello)

        gate.open()
        _ = try await starting.value
        let reload = try await listener.waitForEvent("reload")
        #expect(reload != hello)
        let ready = try await RawHTTPClient.request("/", port: port)
        #expect(ready.status == 200)
        #expect(ready.text.contains("Hello"))
        await server.stop()
    }
}
