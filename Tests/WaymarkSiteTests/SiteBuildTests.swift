import Foundation
import Testing
import WaymarkModel
import WaymarkPages
@testable import WaymarkSite

/// End-to-end builds of the fixture sites in `Tests/Fixtures/sites/`.
@Suite struct SiteBuildTests {
    @Test func validSiteWritesEveryPageKind() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let output = folder.appending("Output")
        let result = await FixtureBuild.run("basic", into: output)
        #expect(result.diagnostics.map(\.description) == [])
        #expect(result.wroteOutput)
        #expect(result.pageCount == 9)
        let files = try TemporaryFolder.snapshot(output)
        #expect(files.keys.sorted() == [
            "404.html", "about/index.html", "card.png", "contact/index.html", "favicon.svg", "files/dot.svg", "files/notes.txt",
            "guides/index.html", "guides/start/index.html", "index.html", "reports/2024-q4/card.png", "reports/2024-q4/index.html",
            "reports/2025-q1/card.png", "reports/2025-q1/index.html", "reports/index.html", "robots.txt", "sitemap.xml", "waymark.css",
        ])
        #expect(files["files/notes.txt"] == Array("notes\n".utf8))
        #expect(TemporaryFolder.names(in: folder.path) == ["Output"], "no temporary folder is left behind")
    }

    @Test func goldenFiles() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let output = folder.appending("Output")
        _ = await FixtureBuild.run("basic", into: output)
        for path in ["index.html", "about/index.html", "reports/index.html", "reports/2025-q1/index.html",
                     "contact/index.html", "404.html", "sitemap.xml", "robots.txt"] {
            let actual = try String(contentsOfFile: output + "/" + path, encoding: .utf8)
            let golden = RepositoryPaths.golden("basic/" + path)
            if RepositoryPaths.updateGolden {
                try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
                try actual.write(to: golden, atomically: true, encoding: .utf8)
                continue
            }
            let expected = try String(contentsOf: golden, encoding: .utf8)
            #expect(actual == expected, "\(path) differs from its golden file (WAYMARK_UPDATE_GOLDEN=1 rewrites it)")
        }
    }

    @Test func dataIsEscapedAndRawHTMLIsOmitted() async throws {
        let result = await FixtureBuild.run("basic", into: "/nonexistent/unused", mode: .validate)
        let about = try #require(result.files.first { $0.path.description == "about/index.html" })
        let html = String(decoding: about.bytes, as: UTF8.self)
        #expect(html.contains("<title>About &lt;us&gt; &amp; &quot;friends&quot; · Basic &amp; &quot;Quoted&quot; Site</title>"))
        #expect(html.contains("<!-- raw HTML omitted -->"))
        // The one script is the theme's own (it scrolls wide maps to their data on phones).
        #expect(html.components(separatedBy: "<script").count == 2)
        #expect(html.contains("<script>for (const m of document.querySelectorAll(\".map-scroll\"))"))
        #expect(!html.contains("About <us>"))
    }

    @Test func siteTemplatesOverrideTheDefaultThemeFileByFile() async throws {
        let result = await FixtureBuild.run("basic", into: "/nonexistent/unused", mode: .validate)
        let home = String(decoding: try #require(result.files.first { $0.path.description == "index.html" }).bytes, as: UTF8.self)
        #expect(home.contains("<footer class=\"site-footer\"><p>Fixture footer for Basic &amp; &quot;Quoted&quot; Site</p></footer>"))
        #expect(home.contains("<header class=\"site-header\">"), "the header still comes from the default theme")
    }

    @Test func validateModeWritesNothing() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let result = await FixtureBuild.run("basic", into: folder.appending("Output"), mode: .validate)
        #expect(result.succeeded)
        #expect(!result.wroteOutput)
        #expect(result.files.count == 18)
        #expect(TemporaryFolder.names(in: folder.path) == [])
    }

    @Test func draftsAreSkippedUnlessAsked() async throws {
        let without = await FixtureBuild.run("basic", into: "/unused", mode: .validate)
        let with = await FixtureBuild.run("basic", into: "/unused", mode: .validate, drafts: true)
        #expect(!without.files.contains { $0.path.description == "secret/index.html" })
        #expect(with.files.contains { $0.path.description == "secret/index.html" })
    }

    @Test func twoBuildsWithTheSameTodayAreByteIdentical() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = await FixtureBuild.run("basic", into: folder.appending("A"))
        _ = await FixtureBuild.run("basic", into: folder.appending("B"))
        let a = try TemporaryFolder.snapshot(folder.appending("A"))
        let b = try TemporaryFolder.snapshot(folder.appending("B"))
        #expect(a.count == 18)
        #expect(a == b)
    }

    @Test func everyRelativeLinkResolvesToAFileThatExists() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let output = folder.appending("Output")
        _ = await FixtureBuild.run("basic", into: output)
        let files = try TemporaryFolder.snapshot(output)
        var checked = 0
        for (path, bytes) in files where path.hasSuffix(".html") {
            let html = String(decoding: bytes, as: UTF8.self)
            for link in LinkExtractor.links(in: html) {
                // 404.html is served at any depth, so its links start from baseURL's path (/sub/).
                let relative = path == "404.html" && link.hasPrefix("/sub/") ? String(link.dropFirst(5)) : link
                guard let target = LinkExtractor.resolve(relative, from: path) else { continue }
                #expect(files[target] != nil, "\(path) links to \(link), which resolves to missing \(target)")
                checked += 1
            }
        }
        #expect(checked > 50)
    }

    @Test func sitemapListsPagesWithContentDatesAndRobotsPointsToIt() async throws {
        let result = await FixtureBuild.run("basic", into: "/unused", mode: .validate)
        let sitemap = String(decoding: try #require(result.files.first { $0.path.description == "sitemap.xml" }).bytes, as: UTF8.self)
        #expect(sitemap.contains("<loc>https://example.org/sub/reports/2025-q1/</loc>\n    <lastmod>2025-04-01</lastmod>"))
        #expect(sitemap.contains("<loc>https://example.org/sub/contact/</loc>\n  </url>"), "no date, no lastmod")
        #expect(!sitemap.contains("404"))
        #expect(!sitemap.contains(FixtureBuild.today.description), "lastmod never comes from the build date")
        let robots = String(decoding: try #require(result.files.first { $0.path.description == "robots.txt" }).bytes, as: UTF8.self)
        #expect(robots == "User-agent: *\nAllow: /\n\nSitemap: https://example.org/sub/sitemap.xml\n")
    }

    @Test func sitemapBecomesAnIndexPastTheLimit() async throws {
        let builder = SiteBuilder(pageKinds: .standard, maxURLsPerSitemap: 3)
        let result = await FixtureBuild.run("basic", into: "/unused", mode: .validate, builder: builder)
        let names = result.files.map(\.path.description).filter { $0.hasPrefix("sitemap") }
        #expect(names == ["sitemap-1.xml", "sitemap-2.xml", "sitemap-3.xml", "sitemap.xml"])
        let index = String(decoding: try #require(result.files.first { $0.path.description == "sitemap.xml" }).bytes, as: UTF8.self)
        #expect(index.contains("<sitemapindex"))
        #expect(index.contains("<loc>https://example.org/sub/sitemap-3.xml</loc>"))
    }

    @Test func homeShowsTheSixNewestReportsAndLinksToTheRest() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.appending("site/reports"), withIntermediateDirectories: true)
        try "title: T\nbaseURL: https://e.org/\n".write(toFile: folder.appending("site/site.yml"), atomically: true, encoding: .utf8)
        for day in 1...7 {
            try "---\ntitle: Day \(day)\ndate: 2025-01-0\(day)\n---\n"
                .write(toFile: folder.appending("site/reports/d\(day).md"), atomically: true, encoding: .utf8)
        }
        let result = await SiteBuilder(pageKinds: .standard).build(BuildOptions(siteFolder: folder.appending("site"), outputFolder: folder.appending("out"),
                                                            today: FixtureBuild.today, mode: .validate))
        let home = String(decoding: try #require(result.files.first { $0.path.description == "index.html" }).bytes, as: UTF8.self)
        let titles = (1...7).filter { home.contains(">Day \($0)</a>") }
        #expect(titles == [2, 3, 4, 5, 6, 7])
        #expect(home.contains("<p class=\"more\"><a href=\"reports/index.html\">All reports</a></p>"))
        let list = String(decoding: try #require(result.files.first { $0.path.description == "reports/index.html" }).bytes, as: UTF8.self)
        #expect((1...7).allSatisfy { list.contains(">Day \($0)</a>") })
    }
}
