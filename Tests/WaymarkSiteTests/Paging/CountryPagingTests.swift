import Foundation
import Testing
@testable import WaymarkConfig
import WaymarkData
import WaymarkModel
@testable import WaymarkOutput
@testable import WaymarkPages
@testable import WaymarkRender
@testable import WaymarkSite

/// Paged airport country pages: page 1 keeps the map of every airport, pages 2… hold table rows.
@Suite struct CountryPagingTests {
    /// The fixture's British airports with pages (default page types), by ident.
    static func britishAirports() async -> [Airport] {
        let (airports, _) = await SiteData.loadAirports(siteDirectory: URL(fileURLWithPath: AviationFixture.folder))
        let settings = AirportSiteSettings()
        return airports.filter { $0.isoCountry == "GB" && settings.hasPage($0) }.sorted { $0.ident < $1.ident }
    }

    static func country(_ airports: [Airport]) -> CountryAirportsPage {
        CountryAirportsPage(code: "GB", name: "United Kingdom", airports: airports,
                            path: OutputPath(trusted: ["airports", "gb", "index.html"]))
    }

    /// Airports → rows on each page, 5 per page: 0, N, N+1, 2N, 2N+1.
    @Test(arguments: [(0, [0]), (5, [5]), (6, [5, 1]), (10, [5, 5]), (11, [5, 5, 1])])
    func boundaries(airports count: Int, rowsPerPage: [Int]) async throws {
        let all = await Self.britishAirports()
        try #require(all.count >= count)
        let page = Self.country(Array(all.prefix(count)))
        let pagers = page.pagers(perPage: 5)
        #expect(pagers.count == rowsPerPage.count)
        let tables = pagers.map { CountryAirportsPageModel(page, legend: .airportType, pager: $0, words: .english).airports }
        #expect(tables.map(\.count) == rowsPerPage)
        #expect(tables.flatMap { $0.map(\.ident) } == all.prefix(count).map(\.ident))
        let jobs = page.jobs(legend: .airportType, perPage: 5, words: .english, fingerprinted: false).map(\.path.description)
        let expected = pagers.map(\.path.description) + (pagers.count > 1 ? ["airports/gb/page/1/index.html"] : [])
        #expect(jobs == expected)
    }

    @Test func pageOneHasTheWholeMapAndLaterPagesLinkBackToIt() async throws {
        let page = Self.country(await Self.britishAirports())
        let pagers = page.pagers(perPage: 50)
        #expect(pagers.count == (page.airports.count + 49) / 50)
        let first = CountryAirportsPageModel(page, legend: .airportType, pager: pagers[0], words: .english)
        let second = CountryAirportsPageModel(page, legend: .airportType, pager: pagers[1], words: .english)
        let map = try #require(first.map)
        #expect(map.svg.svg == page.map(legend: .airportType), "the overview map shows every airport")
        #expect(map.caption == "\(page.airports.count) airports in United Kingdom, coloured by airport type")
        #expect(second.map == nil)
        #expect(second.country.mapURL == "../../../../airports/gb/index.html")
        #expect(second.country.count == AirportText.grouped(page.airports.count), "with thousands separators")
        #expect(first.country.mapURL == nil)
    }

    @Test func builtPagesMatchTheUnpagedTableAndTheirLinksResolve() async throws {
        let site = try IncrementalSite("aviation")
        let paged = await site.buildFresh()
        #expect(await site.buildFresh() == paged, "two builds are byte-identical")
        try site.append("paginate: 0\n", to: "site.yml")
        let unpaged = await site.buildFresh()
        #expect(paged["(diagnostics)"] == nil && unpaged["(diagnostics)"] == nil)
        func text(_ files: [String: [UInt8]], _ path: String) -> String? { files[path].map { String(decoding: $0, as: UTF8.self) } }
        for code in ["gb", "fr"] {
            let whole = try #require(text(unpaged, "airports/\(code)/index.html"))
            let wholeRows = HTMLTable.rows(HTMLTable.section(whole, from: "<tbody>", to: "</tbody>"))
            let pageCount = (wholeRows.count + PaginationSetting.defaultPerPage - 1) / PaginationSetting.defaultPerPage
            #expect(pageCount >= 3, "the fixture is large enough to page")
            let pages = try (1...pageCount).map { try #require(text(paged, Pager.path(ofPage: $0, in: ["airports", code]).description)) }
            #expect(text(paged, Pager.path(ofPage: pageCount + 1, in: ["airports", code]).description) == nil)
            let pagedRows = pages.map { HTMLTable.rows(HTMLTable.section($0, from: "<tbody>", to: "</tbody>")) }
            #expect(pagedRows.dropLast().allSatisfy { $0.count == PaginationSetting.defaultPerPage })
            #expect(pagedRows.flatMap { $0 } == wholeRows, "every row once, in the same order")
            #expect(pages[0].contains("<figure class=\"map\">") && !pages[1].contains("<figure class=\"map\">"))
            #expect(pages[1].contains("<p class=\"more\"><a href=\"../../../../airports/\(code)/index.html\">Map of all \(wholeRows.count) airports in "))
            #expect(pages[1].contains("— page 2 · Aviation fixture</title>"))
            #expect(!whole.contains("class=\"pager\"") && !whole.contains("rel=\"next\""))
        }
        let sitemap = try #require(text(paged, "sitemap.xml"))
        #expect(sitemap.contains("<loc>https://aviation.example.org/airports/gb/page/2/</loc>"))
        #expect(!sitemap.contains("/page/1/"))
        // Every relative link of the airport pages leads to a file the build writes.
        var checked = 0
        for (path, bytes) in paged where path.hasPrefix("airports/") && path.hasSuffix(".html") && path.contains("/page/") {
            for link in LinkExtractor.links(in: String(decoding: bytes, as: UTF8.self)) {
                guard let target = LinkExtractor.resolve(link, from: path) else { continue }
                #expect(paged[target] != nil, "\(path) links to \(link), which resolves to missing \(target)")
                checked += 1
            }
        }
        #expect(checked > 200)
    }
}
