import Foundation
import Testing
@testable import WaymarkConfig
import WaymarkModel
import WaymarkPages
@testable import WaymarkRender
@testable import WaymarkSite

/// Paged Markdown section lists (`list.mustache`), built end to end.
@Suite struct SectionPagingTests {
    static let perPage = 3

    /// Reports → cards on each page of `reports/`, with `paginate: 3`: 0 (an `_index.md` and no
    /// reports), N, N+1, 2N, 2N+1.
    @Test(arguments: [(0, [0]), (3, [3]), (4, [3, 1]), (6, [3, 3]), (7, [3, 3, 1])])
    func boundaries(reports: Int, cardsPerPage: [Int]) async throws {
        let site = try PagedSite(reports: reports, siteYAML: "paginate: \(Self.perPage)\n", reportsIndex: "")
        defer { site.remove() }
        let (result, files) = await site.build()
        #expect(result.diagnostics.map(\.description) == [])
        let pages = Self.listPages(files, count: cardsPerPage.count)
        #expect(pages.map { PagedSite.cardTitles($0).count } == cardsPerPage)
        let written = files.keys.filter { $0.hasPrefix("reports/page/") }.sorted()
        let expected = cardsPerPage.count == 1 ? [] : ["reports/page/1/index.html"]
            + (2..<(cardsPerPage.count + 1)).map { "reports/page/\($0)/index.html" }
        #expect(written == expected.sorted())
        let all = pages.flatMap(PagedSite.cardTitles)
        #expect(all == (0..<reports).map { "Report \(PagedSite.reportName($0)) <&>" }, "every report once, in list order")
    }

    @Test func pagesShowThePagerTitleAndHeadLinks() async throws {
        let site = try PagedSite(reports: 7, siteYAML: "paginate: 3\n", reportsIndex: "summary: Every <report>\n")
        defer { site.remove() }
        let (_, files) = await site.build()
        let first = try #require(files["reports/index.html"])
        let second = try #require(files["reports/page/2/index.html"])
        let third = try #require(files["reports/page/3/index.html"])
        #expect(first.contains("<title>All reports · Paged &amp; &lt;Site&gt;</title>"))
        #expect(second.contains("<title>All reports — page 2 · Paged &amp; &lt;Site&gt;</title>"))
        #expect(third.contains("<title>All reports — page 3 · Paged &amp; &lt;Site&gt;</title>"))
        #expect(!first.contains("rel=\"prev\""))
        #expect(first.contains("<link rel=\"next\" href=\"../reports/page/2/index.html\">"))
        #expect(second.contains("<link rel=\"prev\" href=\"../../../reports/index.html\">"))
        #expect(second.contains("<link rel=\"next\" href=\"../../../reports/page/3/index.html\">"))
        #expect(third.contains("<link rel=\"prev\" href=\"../../../reports/page/2/index.html\">"))
        #expect(!third.contains("<link rel=\"next\""))
        #expect(second.contains("<link rel=\"canonical\" href=\"https://paged.example/reports/page/2/\">"))
        #expect(second.contains("<p class=\"pager-status\">Page 2 of 3 <span class=\"pager-range\">(4–6 of 7)</span></p>"))
        #expect(second.contains("<li><a href=\"../../../reports/index.html\">First</a></li>"))
        #expect(second.contains("<li><a href=\"../../../reports/page/3/index.html\">Last</a></li>"))
        #expect(first.contains("<li><span aria-disabled=\"true\">First</span></li>"))
        #expect(third.contains("<li><span aria-disabled=\"true\">Next</span></li>"))
        // The intro is page 1's; later pages keep the title and summary.
        #expect(first.contains("Intro with a"))
        #expect(!second.contains("Intro with a"))
        #expect(second.contains("<p class=\"lead\">Every &lt;report&gt;</p>"))
    }

    @Test func pageOneIsARedirectAtPageOneAndPagesTwoOnAreInTheSitemap() async throws {
        let site = try PagedSite(reports: 7, siteYAML: "paginate: 3\n")
        defer { site.remove() }
        let (result, files) = await site.build()
        let redirect = try #require(files["reports/page/1/index.html"])
        #expect(redirect.contains("<meta http-equiv=\"refresh\" content=\"0; url=../../../reports/index.html\">"))
        #expect(redirect.contains("<link rel=\"canonical\" href=\"https://paged.example/reports/\">"))
        #expect(!redirect.contains("card-title"), "page 1 is not duplicated")
        let sitemap = try #require(files["sitemap.xml"])
        #expect(sitemap.contains("<loc>https://paged.example/reports/page/2/</loc>"))
        #expect(sitemap.contains("<loc>https://paged.example/reports/page/3/</loc>"))
        #expect(!sitemap.contains("page/1/"))
        // Dates of page 3's one report (r07, 2024-12-22) are its lastmod.
        #expect(sitemap.contains("<loc>https://paged.example/reports/page/3/</loc>\n    <lastmod>2024-12-22</lastmod>"))
        #expect(result.pageCount == 1 + 1 + 7 + 3, "home, 404, reports, list pages; the redirect is not a page")
    }

    @Test func everyLinkResolvesAndTheLinkCheckIsSilent() async throws {
        let site = try PagedSite(reports: 8, siteYAML: "paginate: 2\n", reportsIndex: "", guides: 5, guidesIndex: "paginate: 2\n")
        defer { site.remove() }
        // A Markdown link to a later page passes the build's link check; one past the last does not.
        try "---\ntitle: Links\n---\n[Older reports](/reports/page/4/) and [none](/reports/page/5/)\n"
            .write(toFile: site.site + "/pages/links.md", atomically: true, encoding: .utf8)
        let (result, files) = await site.build(strict: false)
        #expect(result.diagnostics.map(\.headline) == [
            "site/pages/links.md:4:39: warning: link \"/reports/page/5/\" leads to no page or file of the site: expected the site path of something the build writes, e.g. /about/",
        ])
        var checked = 0
        for (path, html) in files where path.hasSuffix(".html") && !["404.html", "links/index.html"].contains(path) {
            for link in LinkExtractor.links(in: html) {
                guard let target = LinkExtractor.resolve(link, from: path) else { continue }
                #expect(files[target] != nil, "\(path) links to \(link), which resolves to missing \(target)")
                checked += 1
            }
        }
        #expect(checked > 100)
        #expect(files["guides/page/3/index.html"] != nil && files["guides/page/4/index.html"] == nil)
    }

    @Test func paginateZeroGivesTheUnpagedList() async throws {
        let site = try PagedSite(reports: 60, siteYAML: "paginate: 0\n", reportsIndex: "")
        defer { site.remove() }
        let (_, unpaged) = await site.build()
        #expect(!unpaged.keys.contains { $0.contains("/page/") })
        let list = try #require(unpaged["reports/index.html"])
        #expect(PagedSite.cardTitles(list).count == 60)
        #expect(!list.contains("pager") && !list.contains("rel=\"next\""))
        // The same site with an absurdly large page size is byte for byte the same.
        try site.setSiteYAML("paginate: 99999999999999999999\n")
        let (_, large) = await site.build()
        #expect(large == unpaged)
        // And the default (50) pages it.
        try site.setSiteYAML("")
        let (_, paged) = await site.build()
        #expect(PagedSite.cardTitles(try #require(paged["reports/index.html"])).count == PaginationSetting.defaultPerPage)
        #expect(PagedSite.cardTitles(try #require(paged["reports/page/2/index.html"])).count == 10)
    }

    @Test func basicFixtureWithPaginateZeroMatchesTheGoldenFiles() async throws {
        let copy = try IncrementalSite("basic")
        try copy.append("paginate: 0\n", to: "site.yml")
        let options = BuildOptions(siteFolder: copy.site, outputFolder: copy.folder.appending("out"), today: FixtureBuild.today,
                                   mode: .validate, displayFolder: "basic")
        let result = await SiteBuilder(pageKinds: .standard).build(options)
        for path in ["index.html", "about/index.html", "reports/index.html", "reports/2025-q1/index.html", "sitemap.xml"] {
            let actual = String(decoding: try #require(result.files.first { $0.path.description == path }).bytes, as: UTF8.self)
            let golden = try String(contentsOf: RepositoryPaths.golden("basic/" + path), encoding: .utf8)
            #expect(actual == golden, "\(path)")
        }
    }

    @Test(arguments: [
        // site.yml, reports/_index.md, guides/_index.md → pages of reports, pages of guides
        ("paginate: 0\n", "paginate: 2\n", "", 4, 1),
        ("paginate: 2\n", "paginate: 0\n", "", 1, 3),
        ("paginate: 2\n", "", "paginate: 5\n", 4, 1),
        ("", "paginate: 3\n", "paginate: 1\n", 3, 5),
    ])
    func theSectionsOwnSettingWins(siteYAML: String, reports: String, guides: String, reportPages: Int, guidePages: Int) async throws {
        let site = try PagedSite(reports: 7, siteYAML: siteYAML, reportsIndex: reports, guides: 5, guidesIndex: guides)
        defer { site.remove() }
        let (result, files) = await site.build()
        #expect(result.diagnostics.isEmpty)
        #expect(Self.pageCount(files, "reports") == reportPages)
        #expect(Self.pageCount(files, "guides") == guidePages)
    }

    @Test func paginateOnAPageThatListsNothingIsAWarning() async throws {
        let site = try PagedSite(reports: 1)
        defer { site.remove() }
        try "---\ntitle: About\npaginate: 5\n---\n".write(toFile: site.site + "/pages/about.md", atomically: true, encoding: .utf8)
        let (result, _) = await site.build(strict: false)
        #expect(result.diagnostics.map(\.description) == [
            "site/pages/about.md:3:11: warning: paginate has no effect here: only a section's _index.md lists pages, expected it there or in site.yml\n  |\n3 | paginate: 5\n  |           ^",
        ])
    }

    @Test func twoBuildsAreByteIdentical() async throws {
        let site = try PagedSite(reports: 23, siteYAML: "paginate: 4\n", reportsIndex: "", guides: 9, guidesIndex: "paginate: 2\n")
        defer { site.remove() }
        let a = await site.build().files, b = await site.build().files
        let pageFiles = a.keys.filter { $0.contains("/page/") }.count
        #expect(pageFiles == 11, "reports: pages 2–6 and page 1's redirect; guides: pages 2–5 and the redirect")
        #expect(a == b)
    }

    /// Page 1 … `count` of `reports/`, in order.
    static func listPages(_ files: [String: String], count: Int) -> [String] {
        (1...count).compactMap { files[Pager.path(ofPage: $0, in: ["reports"]).description] }
    }

    /// How many pages a list has: its page 1 plus every `page/<k>/` beyond.
    static func pageCount(_ files: [String: String], _ folder: String) -> Int {
        1 + files.keys.filter { $0.hasPrefix(folder + "/page/") && $0 != folder + "/page/1/index.html" }.count
    }
}
