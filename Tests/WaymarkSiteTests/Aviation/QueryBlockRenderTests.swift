import Foundation
import Testing
import WaymarkData
import WaymarkDiscovery
import WaymarkGeo
import WaymarkModel
@testable import WaymarkOutput
@testable import WaymarkPages
@testable import WaymarkRender
@testable import WaymarkSite

/// ```waymark blocks rendered in place: route reports ordered along the route, range queries,
/// lists, links to airport pages, escaping, and a bad block failing the build at its line.
@Suite struct QueryBlockRenderTests {
    static func fixtureContext() async -> QueryBlockContext {
        let (data, _) = await SiteData.load(siteDirectory: URL(fileURLWithPath: AviationFixture.folder), strict: false)
        let discovery = DiscoveryIndex(announcements: data.announcements, charters: data.charters,
                                           airports: data.airports, places: data.places)
        return QueryBlockContext(discovery: discovery, today: AviationFixture.today)
    }

    static func output(_ yaml: String, context: QueryBlockContext) throws -> QueryBlockOutput {
        let page = ContentPage(kind: .report, sourcePath: "reports/t.md", displayPath: "reports/t.md", frontMatter: PageFrontMatter(title: "T"),
                               body: "```waymark\n\(yaml)```\n", bodyLine: 1, outputPath: OutputPath(trusted: ["reports", "t", "index.html"]))
        let outputs = PageQueryBlocks(page: page, context: context).outputs(pagePath: "reports/t/index.html")
        return try #require(outputs.first).1.get()
    }

    @Test func routeTableIsOrderedAlongTheRouteInsideTheCorridor() async throws {
        let result = await AviationFixture.build()
        let html = try #require(AviationFixture.text(result, "reports/alternates/index.html"))
        #expect(html.contains("<figure class=\"waymark-query\">"))
        #expect(html.contains("<svg"))
        // Its pins link to the airport pages: a group of named links, not an image.
        #expect(html.contains("role=\"group\" aria-labelledby="))
        #expect(html.contains("<a href=\"../../airports/gb/eglf/index.html\" aria-label=\"Farnborough Airport (Precision approach)\">"))
        #expect(!html.contains("role=\"img\" aria-labelledby=\"query-"))
        // The route map names both ends.
        #expect(html.contains(">EGTF</text>") && html.contains(">LFMD</text>"))
        let table = HTMLTable.section(html, from: "<table>", to: "</table>")
        #expect(table.contains("Along track (NM)") && table.contains("Cross track (NM)"))
        let rows = HTMLTable.rows(table)
        #expect(!rows.isEmpty)
        let along = rows.compactMap { Double($0[4]) }
        let across = rows.compactMap { Double($0[5]) }
        #expect(along.count == rows.count && across.count == rows.count)
        #expect(along == along.sorted())
        #expect(across.allSatisfy { $0 <= 30.0 })

        // Property: an airport with a precision approach within 30 NM of either end is within 30 NM
        // of the route, so it must be listed.
        let (airports, _) = await SiteData.loadAirports(siteDirectory: URL(fileURLWithPath: AviationFixture.folder))
        let ends = ["EGTF", "LFMD"].compactMap { code in airports.first { $0.ident == code }?.coordinate }
        let listed = Set(rows.map { $0[0] })
        for airport in airports where airport.hasPrecisionApproach {
            guard let c = airport.coordinate else { continue }
            if ends.contains(where: { Geodesic.wgs84.distance($0, c) <= 30 * 1_852 }) {
                #expect(listed.contains(airport.ident), "\(airport.ident) is near an end of the route")
            }
        }
        // Rows link to the airport pages.
        #expect(table.contains("<a href=\"../../airports/gb/egll/index.html\">EGLL</a>"))
    }

    @Test func listBlockShowsLostAndFoundPetsInRange() async throws {
        let result = await AviationFixture.build()
        let html = try #require(AviationFixture.text(result, "reports/alternates/index.html"))
        let list = HTMLTable.section(html, from: "<ul class=\"query-list\">", to: "</ul>")
        let items = HTMLTable.matches(#"<li>(.*?)</li>"#, in: list)
        #expect(items.map { HTMLTable.plain($0).components(separatedBy: " (").first ?? "" } == ["Tussan", "Bosse"])
        #expect(items.first?.hasPrefix("<a href=\"../../pets/announcements/sto-1/index.html\">") == true)
    }

    @Test func chartersNearSplitInJune() async throws {
        let context = await Self.fixtureContext()
        let output = try Self.output("map: charters\nnear-place: split-harbour\nwithin: 50km\nfrom: 2025-06-01\nto: 2025-06-30\n", context: context)
        let names = output.table?.rows.map { $0[0].text }
        #expect(names == ["Split, Hvar and Vis in a week", "Trogir weekend"])
        #expect(output.summary == "2 charters within 50 km of Split harbour")
        // No pages in this context, so no links: the map is one image.
        #expect(output.svg?.contains("role=\"img\"") == true)
        #expect(output.svg?.contains("<a ") == false)
        #expect(output.table?.columns.last?.title == "Distance (km)")
    }

    @Test func nearestAirportsCarryDistanceAndBearing() async throws {
        let context = await Self.fixtureContext()
        let output = try Self.output("query: airports\nnear-airport: EGTF\nnearest: 3\nshow: [table, list]\n", context: context)
        let table = try #require(output.table)
        #expect(table.rows.count == 3)
        #expect(output.svg == nil)
        #expect(output.list?.count == 3)
        let egtf = try #require(context.discovery.airports.airport(icao: "EGTF")?.coordinate)
        let (airports, _) = await SiteData.loadAirports(siteDirectory: URL(fileURLWithPath: AviationFixture.folder))
        for row in table.rows {
            // "Code" is the ICAO code where there is one (possibly the GPS code), else the ident.
            let other = try #require(airports.first { AirportText.code($0).text == row[0].text }?.coordinate)
            let inverse = Geodesic.wgs84.inverse(egtf, other)
            #expect(row[4].text == Length.fixed(inverse.distance / 1_852, fractionDigits: 1))
            #expect(row[5].text == AirportText.bearing(inverse.initialAzimuth))
        }
    }

    @Test func dataAndTitlesAreEscaped() throws {
        let output = try Self.output("map: airports\ntitle: <script>alert(1)</script>\n", context: QueryBlockWorld.context)
        let html = output.html()
        #expect(!html.contains("<script>"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    }

    @Test func aBadBlockFailsTheBuildAtItsLine() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.appending("reports"), withIntermediateDirectories: true)
        try "title: T\nbaseURL: https://t.example/\n".write(toFile: folder.appending("site.yml"), atomically: true, encoding: .utf8)
        try "---\ntitle: Bad\n---\n\nText.\n\n```waymark\nmap: airports\nwithin: 10 parsecs\nnear: 51.5, -0.1\n```\n"
            .write(toFile: folder.appending("reports/bad.md"), atomically: true, encoding: .utf8)
        let options = BuildOptions(siteFolder: folder.path, outputFolder: folder.appending("Out"), today: AviationFixture.today,
                                   mode: .validate, displayFolder: "site")
        let result = await SiteBuilder(pageKinds: .standard).build(options)
        #expect(!result.succeeded)
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.headline) == [
            "site/reports/bad.md:9:1: error: within: \"10 parsecs\" is not a distance (unknown unit \"parsecs\"): expected a number and a unit, e.g. 10km, 25nm, 5mi, 800m",
        ])
    }
}

extension QueryBlockRenderTests {
    @Test func tablesStopAtTheRowLimitWhileTheMapShowsAll() throws {
        let count = QueryBlockRunner.rowLimit + 100
        let airports = (0..<count).map { i in
            QueryBlockWorld.airport(String(format: "X%04d", i), 40 + Double(i / 40) * 0.5, -5 + Double(i % 40) * 0.5)
        }
        let discovery = DiscoveryIndex(announcements: [], charters: [], airports: airports, places: [])
        let context = QueryBlockContext(discovery: discovery, today: AviationFixture.today)
        let output = try Self.output("map: airports\nshow: [map, table, list]\n", context: context)
        #expect(output.table?.rows.count == QueryBlockRunner.rowLimit)
        #expect(output.list?.count == QueryBlockRunner.rowLimit)
        #expect(output.summary == "\(count) airports (listed: the first \(QueryBlockRunner.rowLimit))")
        #expect(output.svg?.contains("\(count) airports") == true, "the map's description counts every airport")
    }
}
