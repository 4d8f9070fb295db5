import Testing
import WaymarkOutput
@testable import WaymarkRender

/// The sitemap's view of a multilingual site's languages: each written page's alternates found from
/// its site path in any language, and one key for all of them that `--cache` can keep between
/// processes (a dictionary's order differs in every process).
@Suite struct PageLanguagesTests {
    static let editions = [
        PageLanguages.Edition(code: "en", prefix: "", name: "English"),
        PageLanguages.Edition(code: "sv", prefix: "sv/", name: "Svenska"),
        PageLanguages.Edition(code: "de", prefix: "de/", name: "Deutsch"),
    ]

    static func languages(_ available: [(String, [Int])], capacity: Int = 0) -> PageLanguages {
        var table = [String: [Int]](minimumCapacity: capacity)
        for (path, indexes) in available { table[path] = indexes }
        return PageLanguages(editions: editions, current: 0, available: table, baseURL: "https://example.org/")
    }

    @Test func aWrittenPageFindsItsAlternatesInWhicheverLanguageItIs() {
        let languages = Self.languages([("about/", [0, 1]), ("guides/", [1, 2]), ("contact/", [0])])
        let about = [
            SitemapWriter.Entry.Alternate(hreflang: "en", url: "https://example.org/about/"),
            SitemapWriter.Entry.Alternate(hreflang: "sv", url: "https://example.org/sv/about/"),
            SitemapWriter.Entry.Alternate(hreflang: "x-default", url: "https://example.org/about/"),
        ]
        #expect(languages.sitemapAlternates(atSitePath: "about/") == about)
        #expect(languages.sitemapAlternates(atSitePath: "sv/about/") == about)
        #expect(languages.sitemapAlternates(atSitePath: "de/about/") == [], "German has no about page")
        // No default-language page: no x-default either.
        #expect(languages.sitemapAlternates(atSitePath: "de/guides/").map(\.hreflang) == ["sv", "de"])
        #expect(languages.sitemapAlternates(atSitePath: "guides/") == [], "the default language has no guides page")
        #expect(languages.sitemapAlternates(atSitePath: "contact/") == [], "a page in one language has none")
        // The template form says the same.
        #expect(languages.alternates(of: "about/") == about.map { ["hreflang": $0.hreflang, "href": $0.url] })
    }

    @Test func theKeyIsTheSameWhateverOrderThePagesWereAddedIn() throws {
        let pages = (0..<200).map { ("page-\($0)/", $0 % 3 == 0 ? [0, 1] : [0]) }
        // Another table size visits the same pages in another order.
        let forwards = Self.languages(pages), backwards = Self.languages(pages.reversed(), capacity: 4096)
        try #require(Array(forwards.available.keys) != Array(backwards.available.keys))
        #expect(forwards.stableKey == backwards.stableKey)
        var changed = pages
        changed[7].1 = [0, 2]
        #expect(Self.languages(changed).stableKey != forwards.stableKey, "which languages have a page")
        changed = pages
        changed[7].0 = "page-7b/"
        #expect(Self.languages(changed).stableKey != forwards.stableKey, "a page's path")
        let otherBase = PageLanguages(editions: Self.editions, current: 0, available: forwards.available,
                                      baseURL: "https://example.com/")
        #expect(otherBase.stableKey != forwards.stableKey, "the base URL")
    }
}
