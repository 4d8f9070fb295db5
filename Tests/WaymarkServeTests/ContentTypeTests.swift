import Testing
@testable import WaymarkServe

@Suite struct ContentTypeTests {
    @Test(arguments: [
        ("index.html", "text/html; charset=utf-8"),
        ("PAGE.HTM", "text/html; charset=utf-8"),
        ("map.svg", "image/svg+xml"),
        ("style.css", "text/css; charset=utf-8"),
        ("app.js", "text/javascript; charset=utf-8"),
        ("photo.png", "image/png"),
        ("photo.jpg", "image/jpeg"),
        ("photo.JPEG", "image/jpeg"),
        ("data.json", "application/json"),
        ("feed.json", "application/feed+json"),
        ("charters.feed.json", "application/feed+json"),
        ("pins.geojson", "application/geo+json"),
        ("charters.atom", "application/atom+xml"),
        ("atom.xml", "application/atom+xml"),
        ("sitemap.xml", "application/xml"),
        ("robots.txt", "text/plain; charset=utf-8"),
        ("report.md", "text/markdown; charset=utf-8"),
        ("favicon.ico", "image/vnd.microsoft.icon"),
        ("font.woff2", "font/woff2"),
        ("LICENSE", "application/octet-stream"),
        ("archive.tar.zst", "application/octet-stream"),
    ])
    func mediaTypeByName(_ name: String, _ expected: String) {
        #expect(ContentType.forFile(named: name) == expected)
    }

    @Test func onlyHTMLCountsAsHTML() {
        #expect(ContentType.isHTML(ContentType.forFile(named: "a.html")))
        #expect(!ContentType.isHTML(ContentType.forFile(named: "a.svg")))
        #expect(!ContentType.isHTML(ContentType.forFile(named: "feed.json")))
    }
}
