import Testing
import WaymarkModel
@testable import WaymarkOutput

@Suite struct SitemapWriterTests {
    let writer = SitemapWriter(baseURL: "https://e.org/")

    func entries(_ n: Int) -> [SitemapWriter.Entry] {
        (0..<n).map { SitemapWriter.Entry(url: "https://e.org/p\($0)/", lastModified: nil) }
    }

    @Test func fiftyThousandURLsFitOneFile() {
        let files = writer.files(for: entries(SitemapWriter.protocolLimit))
        #expect(files.map(\.name) == ["sitemap.xml"])
        #expect(files[0].text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset"))
    }

    @Test func oneMoreURLMakesAnIndexOfTwoParts() {
        let files = writer.files(for: entries(SitemapWriter.protocolLimit + 1))
        #expect(files.map(\.name) == ["sitemap.xml", "sitemap-1.xml", "sitemap-2.xml"])
        #expect(files[0].text == """
        <?xml version="1.0" encoding="UTF-8"?>
        <sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
          <sitemap>
            <loc>https://e.org/sitemap-1.xml</loc>
          </sitemap>
          <sitemap>
            <loc>https://e.org/sitemap-2.xml</loc>
          </sitemap>
        </sitemapindex>

        """)
        #expect(files[2].text.components(separatedBy: "<url>").count == 2)
    }

    @Test func entriesAreSortedAndEscaped() {
        let date = CalendarDate(year: 2025, month: 1, day: 2)
        let files = writer.files(for: [
            .init(url: "https://e.org/b/?x=1&y=2", lastModified: date),
            .init(url: "https://e.org/a/", lastModified: nil),
        ])
        #expect(files[0].text == """
        <?xml version="1.0" encoding="UTF-8"?>
        <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
          <url>
            <loc>https://e.org/a/</loc>
          </url>
          <url>
            <loc>https://e.org/b/?x=1&amp;y=2</loc>
            <lastmod>2025-01-02</lastmod>
          </url>
        </urlset>

        """)
    }
}
