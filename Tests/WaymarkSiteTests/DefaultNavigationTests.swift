import Foundation
import Testing
import WaymarkModel
import WaymarkPages
@testable import WaymarkRender
@testable import WaymarkSite

/// Without `menus.main`, the header names Home and the first few top-level pages, not every page:
/// a plain site of thousands of pages must not repeat thousands of links on each of them.
struct DefaultNavigationTests {
    @Test func theDefaultHeaderNamesAtMostTheFirstEightTopLevelPages() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.appending("site/pages"), withIntermediateDirectories: true)
        try "title: Many pages\nbaseURL: https://many.example.org/\n"
            .write(toFile: folder.appending("site/site.yml"), atomically: false, encoding: .utf8)
        for n in 1...12 {
            // Weights 12…1: page 12 comes first, so the header shows pages 12 down to 5.
            try "---\ntitle: Page \(n)\nweight: \(13 - n)\n---\nText of page \(n).\n"
                .write(toFile: folder.appending("site/pages/page-\(n).md"), atomically: false, encoding: .utf8)
        }
        let today = CalendarDate(year: 2026, month: 6, day: 15) ?? CalendarDate(daysSinceEpoch: 0)
        let result = await SiteBuilder(pageKinds: .standard).build(BuildOptions(siteFolder: folder.appending("site"), outputFolder: "/nonexistent/Output",
                                                            today: today, mode: .validate))
        #expect(result.succeeded)
        let page = try #require(result.files.first { $0.path.description == "page-3/index.html" })
        let html = String(decoding: page.bytes, as: UTF8.self)
        let start = try #require(html.range(of: "<header")), end = try #require(html.range(of: "</header>"))
        let header = String(html[start.lowerBound..<end.upperBound])
        let named = (1...12).filter { header.contains(">Page \($0)<") }
        #expect(named == Array(5...12), "the eight lightest-weight pages")
        #expect(Navigation.defaultPageLimit == 8)
        #expect(header.contains(">Home<"))
    }
}
