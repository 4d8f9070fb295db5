import Foundation
import Testing
import WaymarkModel
import WaymarkPages
@testable import WaymarkServe
import WaymarkSite

/// A template mistake made while serving is shown on the error page; the server keeps running, and
/// fixing the template brings the page back. Before the theme's partial graph was checked, a
/// partial including itself overflowed the stack and took the preview server down.
@Suite struct ServeTemplateMistakeTests {
    @Test func templateLoopsAndDeepNestingShowTheErrorPageAndTheFixBringsThePageBack() async throws {
        let root = try TemporaryFolder("waymark-serve-template")
        defer { root.remove() }
        try root.write("title: Loop Harbour\nbaseURL: https://example.org/\n", to: "site/site.yml")
        try root.write("---\ntitle: About\n---\nBerths and fuel.\n", to: "site/pages/about.md")
        let footer = "site/Templates/partials/footer.mustache"
        try root.write("<footer>Harbour footer</footer>\n", to: footer)
        let build = SitePreviewBuild(siteFolder: root.path + "/site", outputFolder: root.url.appendingPathComponent("out"),
                                     now: "2026-06-01", builder: SiteBuilder(pageKinds: .standard))
        let server = PreviewServer(
            configuration: PreviewConfiguration(
                port: 0, watchedDirectories: build.watchedFolders, debounce: .milliseconds(30),
                sourceFiles: SourceFiles(base: root.url, roots: build.watchedFolders), limits: .patient),
            rebuild: { await build.rebuild($0) })
        let url = try await server.start()
        let port = UInt16(url.split(separator: ":").last?.trimmingCharacters(in: ["/"]) ?? "") ?? 0
        do {
            let first = try await RawHTTPClient.request("/about/", port: port)
            #expect(first.status == 200)
            #expect(first.text.contains("Harbour footer"))
            let listener = try EventStreamListener(port: port)
            _ = try await listener.waitForEvent("hello")

            // Each edit is saved in one step, so it is one rebuild: the reloads below are counted.
            try root.save("{{> partials/footer}}\n", to: footer)
            _ = try await listener.waitForEvent("reload")
            let looping = try await RawHTTPClient.request("/about/", port: port)
            #expect(looping.status == 500)
            #expect(looping.text.contains("partials/footer.mustache:1:1"))
            #expect(looping.text.contains("partial &quot;partials/footer&quot; includes itself: partials/footer → partials/footer"))

            let deep = String(repeating: "{{#site}}", count: 10_000) + String(repeating: "{{/site}}", count: 10_000)
            try root.save(deep, to: footer)
            _ = try await listener.waitForEvent("reload", after: 1)
            let tooDeep = try await RawHTTPClient.request("/about/", port: port)
            #expect(tooDeep.status == 500)
            #expect(tooDeep.text.contains("sections nest more than 100 levels deep here"))

            try root.save("<footer>Fixed footer</footer>\n", to: footer)
            _ = try await listener.waitForEvent("reload", after: 2)
            let fixed = try await RawHTTPClient.request("/about/", port: port)
            #expect(fixed.status == 200)
            #expect(fixed.text.contains("Fixed footer"))
            #expect(fixed.text.contains("Berths and fuel."))
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }
}
