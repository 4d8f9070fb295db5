import Foundation
import Testing
import WaymarkModel
import WaymarkPages
@testable import WaymarkSite

/// What the default theme writes for Pagefind when `site.yml` says `search: true` (README,
/// "Search"), and that a site without search carries none of it.
@Suite struct SearchMarkupTests {
    /// The multilingual fixture's files, built in memory, with `search:` set as given.
    static func files(search: Bool) async throws -> [String: String] {
        let copy = try IncrementalSite("multilingual")
        if search { try copy.append("search: true\n", to: "site.yml") }
        let built = await copy.buildFresh()
        try #require(built["(diagnostics)"] == nil, "\(String(decoding: built["(diagnostics)"] ?? [], as: UTF8.self))")
        return built.mapValues { String(decoding: $0, as: UTF8.self) }
    }

    @Test func recordPagesAndPagesAreIndexedWithTheirFilters() async throws {
        let files = try await Self.files(search: true)
        let cat = try #require(files["pets/announcements/inside-lost/index.html"])
        #expect(cat.contains("<main id=\"main\" class=\"container\" data-pagefind-body>"))
        #expect(cat.contains("<meta data-pagefind-filter=\"Language[content]\" content=\"English\">\n"
                             + "<meta data-pagefind-filter=\"Type[content]\" content=\"Lost and found\">\n"
                             + "<meta data-pagefind-filter=\"Country[content]\" content=\"Sweden\">\n"
                             + "<meta data-pagefind-filter=\"Species[content]\" content=\"cat\">\n"
                             + "<meta data-pagefind-filter=\"Status[content]\" content=\"Lost\">"))
        // A Swedish page's filters are named and valued in Swedish, the species included.
        let svCat = try #require(files["sv/pets/announcements/inside-lost/index.html"])
        #expect(svCat.contains("<meta data-pagefind-filter=\"Språk[content]\" content=\"Svenska\">\n"
                               + "<meta data-pagefind-filter=\"Typ[content]\" content=\"Upphittat och borttappat\">\n"
                               + "<meta data-pagefind-filter=\"Land[content]\" content=\"Sverige\">\n"
                               + "<meta data-pagefind-filter=\"Art[content]\" content=\"katt\">\n"))
        let about = try #require(files["about/index.html"])
        #expect(about.contains("data-pagefind-body"))
        #expect(about.contains("<meta data-pagefind-filter=\"Type[content]\" content=\"Page\">"))
        // Boilerplate is left out of the index explicitly, and so are the maps' labels.
        #expect(cat.contains("<header class=\"site-header\" data-pagefind-ignore>"))
        #expect(cat.contains("<footer class=\"site-footer\" data-pagefind-ignore>"))
        #expect(cat.contains("<figure class=\"map\" data-pagefind-ignore>"))
    }

    @Test func listsAndTheSearchPageAreNotIndexed() async throws {
        let files = try await Self.files(search: true)
        for path in ["index.html", "pets/index.html", "search/index.html", "sv/search/index.html", "404.html"] {
            let page = try #require(files[path], "\(path)")
            #expect(!page.contains("data-pagefind-body"), "\(path)")
            #expect(!page.contains("data-pagefind-filter"), "\(path)")
        }
    }

    @Test func everyLanguageHasASearchPageThatAloneMayRunWebAssembly() async throws {
        let files = try await Self.files(search: true)
        let search = try #require(files["search/index.html"])
        let svSearch = try #require(files["sv/search/index.html"])
        #expect(search.contains("<html lang=\"en\">") && svSearch.contains("<html lang=\"sv\">"))
        #expect(search.contains("<h1 id=\"search-title\">Search</h1>") && svSearch.contains("<h1 id=\"search-title\">Sök</h1>"))
        #expect(search.contains("<noscript><p class=\"search-note\">Search runs in your browser and needs JavaScript"))
        #expect(search.contains("<meta name=\"robots\" content=\"noindex\">"))
        #expect(search.contains("<link rel=\"stylesheet\" href=\"../pagefind/pagefind-ui.css\">"))
        #expect(svSearch.contains("<script src=\"../../pagefind/pagefind-ui.js\" defer></script>"))
        #expect(svSearch.contains("<script src=\"../search/waymark-search.js\" defer></script>"))
        #expect(search.contains("content=\"script-src &#39;self&#39; &#39;wasm-unsafe-eval&#39; &#39;sha256-"))
        for (path, page) in files where path.hasSuffix(".html") && !path.hasSuffix("search/index.html") {
            #expect(!page.contains("wasm-unsafe-eval"), "\(path)")
        }
        #expect(files["search/waymark-search.js"] != nil && files["sv/search/waymark-search.js"] != nil)
        #expect(!(files["sitemap.xml"] ?? "").contains("/search/"), "the search page is not in the sitemap")
    }

    @Test func theHeaderHasALinkToTheSearchPageThatTheScriptMakesABox() async throws {
        let files = try await Self.files(search: true)
        let about = try #require(files["sv/about/index.html"])
        #expect(about.contains("<a class=\"site-search-link\" href=\"../search/index.html\">Sök</a>"))
        #expect(about.contains("<form class=\"site-search-form\" role=\"search\" action=\"../search/index.html\" method=\"get\" hidden>"))
        #expect(about.contains("<input id=\"site-search-query\" type=\"search\" name=\"q\""))
        #expect(!(files["search/index.html"] ?? "").contains("site-search-form"), "the search page has its own box")
    }

    @Test func aSiteWithoutSearchCarriesNoneOfIt() async throws {
        let files = try await Self.files(search: false)
        #expect(files["search/index.html"] == nil && files["search/waymark-search.js"] == nil)
        for (path, page) in files where path.hasSuffix(".html") {
            #expect(!page.contains("pagefind") && !page.contains("site-search"), "\(path)")
        }
    }
}
