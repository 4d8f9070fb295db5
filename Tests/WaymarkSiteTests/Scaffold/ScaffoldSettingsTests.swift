import Foundation
import Testing
@testable import WaymarkConfig
import WaymarkCore
import WaymarkModel
@testable import WaymarkSite

/// `--title` and `--base-url`: hostile titles survive the trip through the written YAML, bad URLs
/// are refused naming the value.
@Suite struct ScaffoldSettingsTests {
    static let hostileTitles = [
        "Harbour: \"the\" #1 community",
        "It's 'quoted' and \"double quoted\"",
        "Line one\nLine two",
        "# not a comment",
        "- a list? no",
        "[brackets], {braces}: & *anchors !tags %percent @at `backtick`",
        "yes", "null", "~", "123", "0x1F", "2026-11-21",
        "Back\\slash \\n not a newline",
        "Tab\tinside",
        "Ünïcödé Hafen 港 🚢",
        "Separator\u{2028}inside",
        "Carriage\r\nreturn",
        "trailing colon:",
        "? question",
        "|literal",
        ">folded",
    ]

    @Test(arguments: hostileTitles)
    func aHostileTitleRoundTripsThroughSiteYML(title: String) throws {
        let settings = try ScaffoldSettings(title: title, today: .test("2026-11-21"))
        #expect(settings.title == title)
        let content = ScaffoldContent(settings: settings)
        let loaded = SiteConfigLoader(source: SourceFile(path: "site.yml", text: content.siteYAML)).load()
        #expect(loaded.diagnostics.map(\.description) == [])
        #expect(loaded.config?.title == title)
        #expect(loaded.config?.baseURL == "https://example.org/")
        let home = FrontMatterParser(source: SourceFile(path: "pages/_index.md", text: content.homePage)).parse()
        #expect(home.diagnostics.map(\.description) == [])
        #expect(home.page?.0.title == title)
    }

    /// A whole site with a hostile title builds cleanly, and the title reaches the pages escaped.
    @Test func aSiteWithAHostileTitleBuildsAndEscapesIt() async throws {
        let site = try await ScaffoldedSite.make(
            try ScaffoldSettings(title: "<Harbour> & \"Friends\": #1", today: .test("2026-11-21")))
        defer { site.folder.remove() }
        #expect(site.result.diagnostics.map(\.description) == [])
        #expect(site.text("index.html").contains("<h1>&lt;Harbour&gt; &amp; &quot;Friends&quot;: #1</h1>"))
    }

    @Test(arguments: [("Bell\u{7}", 0x7 as UInt32), ("Next\u{85}line", 0x85), ("Nul\u{0}", 0), ("Del\u{7F}", 0x7F)])
    func controlCharactersInTitlesAreRefused(title: String, code: UInt32) {
        #expect(throws: ScaffoldError.controlCharacterInTitle(code)) { try ScaffoldSettings(title: title, today: .test("2026-11-21")) }
    }

    @Test func theControlCharacterMessageReadsWordForWord() {
        #expect(ScaffoldError.controlCharacterInTitle(7).description
                == "--title holds the control character U+0007: expected printable text (line breaks and tabs are fine)")
    }

    @Test(arguments: [("  Harbour  ", "Harbour"), ("\n\tHarbour\n", "Harbour"), ("A  B", "A  B")])
    func titlesAreTrimmed(given: String, kept: String) throws {
        #expect(try ScaffoldSettings(title: given, today: .test("2026-11-21")).title == kept)
    }

    @Test(arguments: ["", "   ", "\n\t "])
    func anEmptyTitleIsRefused(title: String) {
        #expect(throws: ScaffoldError.emptyTitle) { try ScaffoldSettings(title: title, today: .test("2026-11-21")) }
        #expect(ScaffoldError.emptyTitle.description == "--title is empty: expected the site's name, e.g. --title \"Harbour community\"")
        #expect(ScaffoldError.emptyTitle.isUsageError)
    }

    @Test(arguments: [
        ("https://example.org", "https://example.org/"),
        ("https://example.org/", "https://example.org/"),
        ("http://localhost:8080/site", "http://localhost:8080/site/"),
        ("HTTPS://Example.org/community/", "HTTPS://Example.org/community/"),
        ("https://user@example.org/a/b", "https://user@example.org/a/b/"),
    ])
    func goodBaseURLsEndInASlash(given: String, normalised: String) throws {
        #expect(try ScaffoldSettings(baseURL: given, today: .test("2026-11-21")).baseURL == normalised)
    }

    @Test(arguments: [
        "", "example.org", "www.example.org/", "ftp://example.org/", "file:///tmp/site", "https://", "https:///path",
        "https://exa mple.org/", "https://example.org/?page=1", "https://example.org/#top", " https://example.org/",
        "https://example.org/\n", "//example.org/", "mailto:harbour@example.org",
    ])
    func badBaseURLsAreRefusedNamingTheValue(url: String) {
        #expect(throws: ScaffoldError.invalidBaseURL(url)) { try ScaffoldSettings(baseURL: url, today: .test("2026-11-21")) }
    }

    @Test func theBaseURLMessageReadsWordForWord() {
        let error = ScaffoldError.invalidBaseURL("ftp://example.org/")
        #expect(error.description == "--base-url \"ftp://example.org/\" is not an absolute http(s) URL: expected e.g. https://example.org/ (no query or fragment)")
        #expect(error.isUsageError)
    }

    @Test(arguments: [
        ("plain", "\"plain\""), ("a\"b", "\"a\\\"b\""), ("a\\b", "\"a\\\\b\""), ("a\nb", "\"a\\nb\""),
        ("a\u{1}b", "\"a\\u0001b\""), ("a\u{2028}b", "\"a\\u2028b\""), ("é: #", "\"é: #\""),
    ])
    func yamlQuoting(text: String, quoted: String) {
        #expect(YAMLText.quoted(text) == quoted)
    }
}
