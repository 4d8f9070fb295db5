import Testing
import WaymarkModel
@testable import WaymarkOutput
@testable import WaymarkRender
@testable import WaymarkSite

/// The summary's maps and feeds are what the jobs declare when they are planned; these tests hold
/// the declarations to what the rendered files really contain.
@Suite struct BuildTotalsTests {
    /// Maps and feeds found by reading the files: each `<svg` element of an HTML page or `.md`
    /// report is a map (a poster's QR code is not), and so is each `.svg` file outside the theme's static files; feeds are the
    /// JSON Feed, Atom, GeoJSON and iCalendar files.
    static func counted(_ files: [OutputFile]) -> (maps: Int, feeds: Int) {
        var maps = 0, feeds = 0
        for file in files {
            let path = file.path.description
            let name = file.path.components.last ?? ""
            if path.hasSuffix(".html") || path.hasSuffix(".md") {
                let text = String(decoding: file.bytes, as: UTF8.self)
                // A poster's QR code is an SVG but not a map.
                maps += text.components(separatedBy: "<svg").count - 1 - text.components(separatedBy: "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"qr-code\"").count + 1
            } else if path.hasSuffix(".svg") && path.hasPrefix("reports/") {
                maps += 1
            }
            if name == "feed.json" || name.hasSuffix(".atom") || name.hasSuffix(".geojson") || name.hasSuffix(".ics") { feeds += 1 }
        }
        return (maps, feeds)
    }

    @Test(arguments: [("basic", 0, 0), ("pets-charters", 1, 1), ("aviation", 1, 0)])
    func declaredMapsAndFeedsAreTheRenderedOnes(site: String, minimumMaps: Int, minimumFeeds: Int) async throws {
        let result = await FixtureBuild.run(site, into: "/unused", mode: .validate)
        try #require(result.succeeded)
        let (maps, feeds) = Self.counted(result.files)
        #expect(result.mapCount == maps)
        #expect(result.feedCount == feeds)
        #expect(maps >= minimumMaps)
        #expect(feeds >= minimumFeeds)
        #expect(result.fileCount == result.files.count)
        // Pages are the HTML files, less the `page/1/` redirects of paged lists (not pages of their own).
        #expect(result.pageCount == result.files.filter {
            $0.path.description.hasSuffix(".html") && !$0.path.description.hasSuffix("page/1/index.html")
        }.count)
    }

    @Test func markdownReportsCountTheirSVGFilesAsMaps() async throws {
        let result = await AviationFixture.build(format: .markdown)
        try #require(result.succeeded)
        let svgFiles = result.files.filter { $0.path.description.hasSuffix(".svg") }.count
        #expect(svgFiles > 0)
        #expect(result.mapCount == svgFiles)
        // Each map has its GeoJSON beside it.
        #expect(result.feedCount == result.files.filter { $0.path.description.hasSuffix(".geojson") }.count)
        #expect(result.feedCount == svgFiles)
    }

    @Test func totalsAddUpWhatTheJobsDeclare() {
        func job(_ name: String, page: Bool = false, maps: Int = 0, feed: Bool = false) -> PageJob {
            PageJob(path: OutputPath(trusted: [name]), origin: name, isPage: page, sitemap: nil, maps: maps, isFeed: feed) { _ in [] }
        }
        let totals = BuildTotals([job("a.html", page: true, maps: 2), job("b.html", page: true), job("m.svg", maps: 1),
                                  job("feed.json", feed: true), job("map.geojson", feed: true), job("robots.txt")])
        #expect(totals == BuildTotals(files: 6, pages: 2, maps: 3, feeds: 2, bytes: 0))
    }
}
