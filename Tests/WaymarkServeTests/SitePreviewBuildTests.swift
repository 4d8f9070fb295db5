import Foundation
import Testing
import WaymarkModel
import WaymarkPages
@testable import WaymarkServe
import WaymarkSite

/// `waymark serve` with the real site build: WaymarkSite's SiteBuilder behind `SitePreviewBuild`.
@Suite struct SitePreviewBuildTests {
    private static let siteFiles: [String: String] = [
        "site/site.yml": "title: Preview Harbour\nbaseURL: https://example.org/\n",
        "site/pages/about.md": "---\ntitle: About\n---\nCharters from the Dalmatian coast.\n",
        "site/static/style.css": "body { color: #123; }\n",
    ]

    /// A site under a temporary root, built into `root/serve-output`, served on an ephemeral port.
    private func withServedSite(
        _ body: (TemporaryFolder, PreviewServer, UInt16) async throws -> Void
    ) async throws {
        let root = try TemporaryFolder("waymark-serve-real")
        defer { root.remove() }
        for (path, text) in Self.siteFiles {
            try root.write(text, to: path)
        }
        let build = SitePreviewBuild(
            siteFolder: root.path + "/site", outputFolder: root.url.appendingPathComponent("serve-output"), now: "2026-06-01", builder: SiteBuilder(pageKinds: .standard))
        let server = PreviewServer(
            configuration: PreviewConfiguration(
                port: 0, watchedDirectories: build.watchedFolders, debounce: .milliseconds(30),
                sourceFiles: SourceFiles(base: root.url, roots: build.watchedFolders), limits: .patient),
            rebuild: { await build.rebuild($0) })
        let url = try await server.start()
        let port = UInt16(url.split(separator: ":").last?.trimmingCharacters(in: ["/"]) ?? "") ?? 0
        do {
            try await body(root, server, port)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    @Test func editingAPageRebuildsTheRealSiteAndReloads() async throws {
        try await withServedSite { root, _, port in
            let first = try await RawHTTPClient.request("/about/", port: port)
            #expect(first.status == 200)
            #expect(first.text.contains("Charters from the Dalmatian coast."))
            #expect(first.text.contains(LiveReload.scriptPath))
            // The real theme's policy: the header repeats the page's meta element, whose hash
            // allows the theme's one inline script.
            let policy = try #require(first.headers["content-security-policy"])
            #expect(policy.hasPrefix("script-src 'self' 'sha256-") && policy.hasSuffix("; object-src 'none'; base-uri 'none'"))
            #expect(PageSecurityPolicy.metaPolicy(in: Data(first.text.utf8)) == policy)

            let listener = try EventStreamListener(port: port)
            _ = try await listener.waitForEvent("hello")
            try root.save("---\ntitle: About\n---\nNow also island hopping.\n", to: "site/pages/about.md")
            _ = try await listener.waitForEvent("reload")
            let second = try await RawHTTPClient.request("/about/", port: port)
            #expect(second.text.contains("Now also island hopping."))
            // The served folder is private: the site folder gets no Output/.
            #expect(!FileManager.default.fileExists(atPath: root.path + "/site/Output"))
        }
    }

    @Test func badFrontMatterShowsTheErrorPageUntilFixed() async throws {
        try await withServedSite { root, _, port in
            let listener = try EventStreamListener(port: port)
            _ = try await listener.waitForEvent("hello")
            try root.save("---\ntitle: [unclosed\n---\nText.\n", to: "site/pages/about.md")
            _ = try await listener.waitForEvent("reload")
            let page = try await RawHTTPClient.request("/about/", port: port)
            #expect(page.status == 500)
            #expect(page.text.contains("/site/pages/about.md:2:8</span>: <strong>error</strong>: front matter is not valid YAML"))
            #expect(page.text.contains("<span class=\"offending\">2 | title: [unclosed</span>"))
            let style = try await RawHTTPClient.request("/style.css", port: port)
            #expect(style.status == 200)

            try root.save("---\ntitle: About\n---\nFixed.\n", to: "site/pages/about.md")
            _ = try await listener.waitForEvent("reload", after: 1)
            let fixed = try await RawHTTPClient.request("/about/", port: port)
            #expect(fixed.status == 200)
            #expect(fixed.text.contains("Fixed."))
        }
    }

    @Test func aBrokenSiteTemplateIsAnErrorInTheBrowserToo() async throws {
        try await withServedSite { root, _, port in
            let listener = try EventStreamListener(port: port)
            _ = try await listener.waitForEvent("hello")
            try root.save("{{#page}}<h1>{{title}}</h1>\n", to: "site/Templates/page.mustache")
            _ = try await listener.waitForEvent("reload")
            let page = try await RawHTTPClient.request("/about/", port: port)
            #expect(page.status == 500)
            #expect(page.text.contains("site/Templates/page.mustache"))
            #expect(page.text.contains("section &quot;page&quot; is not closed: expected {{/page}} before the end of the file"))
        }
    }

    @Test func watchesTheDefaultThemeBesideTheSiteWhenThere() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.write("title: T\n", to: "Content/site.yml")
        let site = root.url.appendingPathComponent("Content").standardizedFileURL
        let build = SitePreviewBuild(siteFolder: site.path, outputFolder: root.url.appendingPathComponent("out"), builder: SiteBuilder(pageKinds: .standard))
        #expect(build.watchedFolders == [site])
        try root.write("{{> x}}", to: "Templates/base.mustache")
        #expect(build.watchedFolders == [site, root.url.appendingPathComponent("Templates").standardizedFileURL])
    }

    @Test func anUnreadableNowIsADiagnostic() async throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let build = SitePreviewBuild(siteFolder: root.path, outputFolder: root.url.appendingPathComponent("out"), now: "June", builder: SiteBuilder(pageKinds: .standard))
        let outcome = await build.rebuild(.everything)
        #expect(outcome == .failure(diagnostics: [
            .error("--now \"June\" is not a date: expected YYYY-MM-DD", at: SourceLocation(path: "--now")),
        ]))
    }
}
