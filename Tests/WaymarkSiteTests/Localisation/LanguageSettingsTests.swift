import Foundation
import Testing
@testable import WaymarkConfig
import WaymarkCore
import WaymarkModel
@testable import WaymarkSite

/// Hugo's map form of `languages:` with `defaultLanguage:`, per-language title, description and
/// menus, and translations by folder mixed with translations by file name
/// (`Tests/Fixtures/sites/multilingual-map`; docs/i18n.md, "Multilingual sites").
@Suite struct LanguageSettingsTests {
    static let base = "https://harbour.example.org/"

    func build() async -> (result: BuildResult, files: [String: String]) {
        let result = await FixtureBuild.run("multilingual-map", into: "/nonexistent/unused", mode: .validate)
        var files: [String: String] = [:]
        for file in result.files { files[file.path.description] = String(decoding: file.bytes, as: UTF8.self) }
        return (result, files)
    }

    func config(_ yaml: String) -> (config: SiteConfig?, messages: [String]) {
        let result = SiteConfigLoader(source: SourceFile(path: "site.yml", text: yaml)).load()
        return (result.config, result.diagnostics.map(\.description))
    }

    @Test func eachLanguageHasItsOwnTitleDescriptionAndMenu() async throws {
        let (result, files) = await build()
        #expect(result.succeeded)
        #expect(result.diagnostics.map(\.description) == [], "the fixture builds without a warning")
        let home = try #require(files["index.html"]), svHome = try #require(files["sv/index.html"])
        #expect(home.contains("<title>The Harbour</title>") || home.contains("The Harbour</title>"))
        #expect(svHome.contains("Hamnen</title>"))
        #expect(!svHome.contains("The Harbour"), "no English site title on the Swedish pages")
        #expect(svHome.contains("<meta name=\"description\" content=\"Hamnens sidor på svenska.\">"))
        #expect(home.contains("<meta name=\"description\" content=\"The harbour&#39;s pages.\">")
                || home.contains("<meta name=\"description\" content=\"The harbour's pages.\">"),
                "a language without a description takes the top-level one")
        let svAbout = try #require(files["sv/about/index.html"])
        #expect(svAbout.contains(">Om oss</a>") && svAbout.contains(">Guider</a>"))
        #expect(!svAbout.contains(">Contact</a>") && !svAbout.contains(">About</a>"), "the Swedish menu replaces the top-level one")
        #expect(try #require(files["about/index.html"]).contains(">Contact</a>"))
        #expect(svAbout.contains(">Svenska (Sverige)</a>"), "languageName names the language in the switcher")
    }

    @Test func translationsByFolderAndByFileNameAreLinkedAlike() async throws {
        let (_, files) = await build()
        for path in ["index.html", "about/index.html", "guides/index.html", "guides/knots/index.html", "contact/index.html",
                     "sv/index.html", "sv/about/index.html", "sv/guides/index.html", "sv/guides/knots/index.html"] {
            #expect(files[path] != nil, "\(path) is written")
        }
        for path in ["sv/sv/index.html", "en/contact/index.html", "sv/contact/index.html", "about.sv/index.html"] {
            #expect(files[path] == nil, "\(path) is not written")
        }
        #expect(files["sv/guides/knots/index.html"]?.contains("Pålstek först.") == true)
        #expect(files["contact/index.html"]?.contains("Write to the harbour master.") == true, "pages/en/ holds default-language pages")
        // A folder translation and its page are alternates of each other, as a file-name translation is.
        let knots = try #require(files["guides/knots/index.html"])
        #expect(knots.contains("<link rel=\"alternate\" hreflang=\"sv\" href=\"\(Self.base)sv/guides/knots/\">"))
        #expect(try #require(files["sv/about/index.html"]).contains("<link rel=\"alternate\" hreflang=\"en\" href=\"\(Self.base)about/\">"))
        #expect(try #require(files["sitemap.xml"]).contains("<loc>\(Self.base)sv/guides/knots/</loc>"))
        // Every internal link resolves.
        var broken: [String] = []
        for (path, html) in files where path.hasSuffix(".html") {
            for link in LinkExtractor.links(in: html) {
                guard let target = LinkExtractor.resolve(link, from: path) else { continue }
                if files[target] == nil { broken.append("\(path): \(link)") }
            }
        }
        #expect(broken.sorted() == [])
    }

    @Test func theMapFormIsOrderedByWeightAndMergedOverTheTopLevel() throws {
        let (config, messages) = config("""
        title: Top
        baseURL: https://e.org/
        description: Top description
        menus:
          main: [{title: Home, url: /}]
          footer: [{title: Imprint, url: /imprint/}]
        languages:
          fr: {weight: 3, title: Haut}
          sv: {weight: 2, menus: {main: [{title: Hem, url: /}]}}
          en: {weight: 1}
        """)
        #expect(messages == [])
        let site = try #require(config)
        #expect(site.languages == ["en", "sv", "fr"])
        #expect(site.language == "en" && site.title == "Top")
        let sv = site.edition("sv"), fr = site.edition("fr")
        #expect(sv.language == "sv" && sv.title == "Top" && sv.description == "Top description")
        #expect(sv.menus["main"]?.map(\.title) == ["Hem"] && sv.menus["footer"]?.map(\.title) == ["Imprint"])
        #expect(fr.title == "Haut" && fr.menus["main"]?.map(\.title) == ["Home"])
        #expect(fr.edition("sv") == sv, "an edition of an edition is that language's edition")
    }

    @Test func defaultLanguagePicksTheDefaultInBothForms() throws {
        let list = try #require(config("title: T\nbaseURL: https://e.org/\ndefaultLanguage: sv\nlanguages: [en, sv, de]\n").config)
        #expect(list.languages == ["sv", "en", "de"] && list.language == "sv")
        let map = try #require(config("""
        baseURL: https://e.org/
        defaultLanguage: sv
        languages:
          en: {title: Harbour, weight: 1}
          sv: {title: Hamnen, weight: 2}
        """).config)
        #expect(map.languages == ["sv", "en"])
        #expect(map.title == "Hamnen", "the site's own settings are the default language's")
        #expect(map.edition("en").title == "Harbour")
    }

    @Test(arguments: [
        ("languages:\n  sv: [a]\n", "site.yml:4:7: error: languages.sv must be a mapping of the language's settings"),
        ("languages:\n  en:\n  sv:\n    weight: two\n", "site.yml:6:13: error: languages.sv.weight \"two\" is not a whole number"),
        ("languages:\n  en:\n  sv:\n    title: [x]\n", "site.yml:6:12: error: languages.sv.title must be text, found a list"),
        ("languages:\n  en:\n  sv:\n    title: \"\"\n", "site.yml:6:12: error: languages.sv.title is empty"),
        ("languages:\n  en:\n  sv:\n    menus: {main: [{title: Hem}]}\n", "site.yml:6:20: error: menu \"main\" entry must have title and url"),
        ("languages:\n  en:\n  sv:\n    menus: {main: [{title: Hem, url: \"&#106;avascript:alert(1)\"}]}\n",
         "site.yml:6:38: error: menu \"main\" url \"&#106;avascript:alert(1)\" reads as the javascript: URL \"javascript:alert(1)\" in a browser: expected an http:, https:, mailto: or tel: URL, or a relative one such as about/ or #top"),
        ("languages:\n  en:\n  xx: {title: X}\n", "site.yml:5:3: error: language \"xx\" is not a known language"),
        ("defaultLanguage: fr\nlanguages: [en, sv]\n", "site.yml:3:18: error: defaultLanguage \"fr\" is not one of languages (en, sv): expected one of them"),
        ("defaultLanguage: sv\n", "site.yml:3:18: error: defaultLanguage \"sv\" is set but languages is not"),
        ("defaultLanguage: sv/x\nlanguages: [en, sv]\n", "site.yml:3:18: error: defaultLanguage \"sv/x\" is not a language code"),
        ("language: en\ndefaultLanguage: sv\nlanguages: [en, sv]\n", "site.yml:3:11: error: language \"en\" is not defaultLanguage \"sv\""),
    ])
    func badValuesAreLocatedErrors(yaml: String, expected: String) {
        let (config, messages) = config("title: T\nbaseURL: https://e.org/\n" + yaml)
        #expect(config == nil)
        #expect(messages.contains { $0.hasPrefix(expected) }, "\(messages)")
    }

    @Test func anUnknownLanguageKeyIsAWarningNamingTheKnownOnes() throws {
        let (config, messages) = config("title: T\nbaseURL: https://e.org/\nlanguages:\n  en:\n  sv:\n    menu: []\n")
        #expect(config != nil)
        #expect(messages.map { $0.prefix { $0 != "\n" } } == ["site.yml:6:5: warning: unknown key \"languages.sv.menu\" in site.yml: expected one of title, description, menus, weight, languageName"])
    }

    @Test func theTopLevelTitleIsRequiredUnlessEveryLanguageHasOne() {
        #expect(config("baseURL: https://e.org/\nlanguages:\n  en: {title: A}\n  sv: {title: B}\n").config?.title == "A")
        let (config, messages) = config("baseURL: https://e.org/\nlanguages:\n  en: {title: A}\n  sv:\n")
        #expect(config == nil)
        #expect(messages.contains { $0.hasPrefix("site.yml:1:1: error: missing title") }, "\(messages)")
    }
}
