import Testing
import WaymarkModel
@testable import WaymarkTheme

/// `Theme.load` over the embedded theme parses only the site's catalogues, and lays each over the
/// built-in one of its language when that is asked for (`DefaultTheme.catalogue(_:)`, parsed once):
/// the result must be what parsing everything gives.
@Suite struct ParsedBaseCataloguesTests {
    static let overrides = [
        "i18n/sv.yml": "page:\n  sitemap: Karta över webbplatsen\n",
        "i18n/xx.yml": "page:\n  pages: Sidor xx\n",
        "page.mustache": "{{<base}}{{$main}}{{page.title}}{{/main}}{{/base}}\n",
    ]

    @Test func theEmbeddedCataloguesParseWithoutProblems() {
        var diagnostics = Diagnostics()
        let parsed = Theme.catalogues(base: DefaultTheme.files, baseFolder: "(default theme)", overrides: [:],
                                      overrideFolder: "", diagnostics: &diagnostics)
        #expect(diagnostics.items.isEmpty)
        #expect(parsed == DefaultTheme.catalogues)
        #expect(parsed.count >= 7)
    }

    @Test func sameCataloguesAsParsingEverything() throws {
        var diagnostics = Diagnostics()
        let everything = Theme.catalogues(base: DefaultTheme.files, baseFolder: "(default theme)", overrides: Self.overrides,
                                          overrideFolder: "Templates", diagnostics: &diagnostics)
        #expect(diagnostics.items.isEmpty)
        let theme = try #require(Theme.load(overrides: Self.overrides, overrideFolder: "Templates").theme)
        #expect(theme.catalogues == everything)
        #expect(theme.catalogues["sv"]?.texts["page.sitemap"] == "Karta över webbplatsen")
        #expect(theme.catalogues["sv"] != DefaultTheme.catalogues["sv"])
        #expect(theme.catalogues["xx"]?.texts["page.pages"] == "Sidor xx")
        #expect(theme.catalogues["en"] == DefaultTheme.catalogues["en"])
    }

    @Test func aBrokenSiteCatalogueIsStillReported() {
        let (theme, problems) = Theme.load(overrides: ["i18n/sv.yml": "- not\n- a mapping\n"], overrideFolder: "Templates")
        #expect(theme == nil)
        #expect(problems.contains { $0.description.contains("Templates/i18n/sv.yml") })
    }
}
