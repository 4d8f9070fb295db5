import Foundation
import Testing
import WaymarkModel
import WaymarkPages
import WaymarkRender
@testable import WaymarkServe
import WaymarkSite
import WaymarkTheme

/// `waymark serve` reading the default theme from a `Templates/` folder, so theme edits show
/// without recompiling, and incremental rebuilds that stay equal to what a full build serves.
@Suite struct SitePreviewThemeFolderTests {
    private static let repositoryTemplates = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Templates")

    @Test func findsTheThemeFolderInTheWorkingFolderOrBesideTheSite() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.write("title: T\n", to: "Content/site.yml")
        let site = root.path + "/Content"
        #expect(SitePreviewBuild.themeFolder(siteFolder: site, workingFolder: root.path + "/elsewhere") == nil)
        // A site's own Templates/ overrides the theme; it is never the theme folder.
        try root.write("{{> x}}", to: "Content/Templates/base.mustache")
        #expect(SitePreviewBuild.themeFolder(siteFolder: site, workingFolder: site) == nil)
        try root.write("{{> x}}", to: "Templates/base.mustache")
        #expect(SitePreviewBuild.themeFolder(siteFolder: site, workingFolder: root.path + "/elsewhere") == root.path + "/Templates")
        try root.write("{{> x}}", to: "checkout/Templates/base.mustache")
        #expect(SitePreviewBuild.themeFolder(siteFolder: site, workingFolder: root.path + "/checkout") == root.path + "/checkout/Templates")
    }

    @Test func editingTheThemeFolderWhileServingReloadsWithTheChange() async throws {
        let root = try TemporaryFolder("waymark-serve-theme")
        defer { root.remove() }
        try root.write("title: Theme Harbour\nbaseURL: https://example.org/\n", to: "site/site.yml")
        try root.write("---\ntitle: About\n---\nBerths and fuel.\n", to: "site/pages/about.md")
        try FileManager.default.copyItem(at: Self.repositoryTemplates, to: root.url.appendingPathComponent("Templates"))
        let theme = try #require(SitePreviewBuild.themeFolder(siteFolder: root.path + "/site", workingFolder: root.path))
        let build = SitePreviewBuild(siteFolder: root.path + "/site", outputFolder: root.url.appendingPathComponent("out"),
                                     now: "2026-06-01", builder: SiteBuilder(pageKinds: .standard), themeFolder: theme)
        #expect(build.watchedFolders.contains(root.url.appendingPathComponent("Templates").standardizedFileURL))
        let server = PreviewServer(
            configuration: PreviewConfiguration(
                port: 0, watchedDirectories: build.watchedFolders, debounce: .milliseconds(30),
                sourceFiles: SourceFiles(base: root.url, roots: build.watchedFolders), limits: .patient),
            rebuild: { await build.rebuild($0) })
        let url = try await server.start()
        let port = UInt16(url.split(separator: ":").last?.trimmingCharacters(in: ["/"]) ?? "") ?? 0
        do {
            let first = try await RawHTTPClient.request("/about/", port: port)
            #expect(first.text.contains("Berths and fuel."))
            #expect(!first.text.contains("theme edited while serving"))
            let listener = try EventStreamListener(port: port)
            _ = try await listener.waitForEvent("hello")
            let text = try String(contentsOfFile: root.path + "/Templates/base.mustache", encoding: .utf8)
            try root.save(text.replacingOccurrences(of: "<body", with: "<!-- theme edited while serving -->\n<body"),
                          to: "Templates/base.mustache")
            _ = try await listener.waitForEvent("reload")
            let second = try await RawHTTPClient.request("/about/", port: port)
            #expect(second.text.contains("<!-- theme edited while serving -->"))
            #expect(second.text.contains("Berths and fuel."))
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }
}
