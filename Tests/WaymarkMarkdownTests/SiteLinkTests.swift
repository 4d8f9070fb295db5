import Testing
@testable import WaymarkMarkdown

/// Site paths made into files and relative links, as every page's links are.
@Suite struct SiteLinkTests {
    @Test(arguments: [
        ("", "index.html"),
        ("/", "index.html"),
        ("about/", "about/index.html"),
        ("/about/", "about/index.html"),
        ("css/site.css", "css/site.css"),
        ("/css/site.css", "css/site.css"),
        ("/about/#team", "about/index.html#team"),
        ("/search/?q=a/b", "search/index.html?q=a/b"),
        ("/a/b.html?x#y", "a/b.html?x#y"),
        ("#top", "index.html#top"),
        ("/hamn/åre/", "hamn/åre/index.html"),
        // A combining mark after `/` or `#` does not hide it: paths are cut on their bytes.
        ("/e/\u{301}", "e/\u{301}"),
        ("/e/#\u{301}x", "e/index.html#\u{301}x"),
    ])
    func fileForSitePath(_ path: String, _ expected: String) {
        #expect(SiteLink.file(forSitePath: path) == expected)
    }

    @Test(arguments: [
        ("index.html", ""),
        ("about/index.html", "../"),
        ("reports/x/index.html", "../../"),
        ("/reports//x/index.html", "../../"),
        ("", ""),
        ("sv/hamn/åre/index.html", "../../../"),
    ])
    func rootPrefix(_ outputPath: String, _ expected: String) {
        #expect(SiteLink.rootPrefix(from: outputPath) == expected)
    }
}
