import Foundation
import Testing
import WaymarkModel
import WaymarkPages
@testable import WaymarkSite

/// Which language a Markdown file is in, by file name (`about.sv.md`) or by folder (`sv/about.md`),
/// and the located error when a page is given both ways (docs/i18n.md, "Multilingual sites").
@Suite struct PageLanguagePlacementTests {
    @Test(arguments: [
        ("about.md", nil, "about.md", false),
        ("about.sv.md", "sv", "about.md", false),
        ("sv/about.md", "sv", "about.md", true),
        ("SV/guides/knots.md", "sv", "guides/knots.md", true),
        ("sv/_index.md", "sv", "_index.md", true),
        ("en/contact.md", nil, "contact.md", true),
        ("guides/sv/knots.md", nil, "guides/sv/knots.md", false),
        ("sv.md", nil, "sv.md", false),
        ("about.en.md", nil, "about.md", false),
        ("guides/knots.EN.md", nil, "guides/knots.md", false),
        ("notes.v2.md", nil, "notes.v2.md", false),
        ("de/about.md", "de", "about.md", true),
    ] as [(String, String?, String, Bool)])
    func placesByFileNameOrFolder(relative: String, language: String?, routed: String, byFolder: Bool) {
        let placement = PageLanguagePlacement(relative: relative, translations: ["sv", "de"], defaultLanguage: "en",
                                              siteLanguages: ["en", "sv", "de"])
        #expect(placement.language == language && placement.routed == routed)
        #expect(placement.byFolder == byFolder && placement.problem == nil && placement.undeclared == nil)
    }

    /// What counts as a language suffix: a two-letter ISO 639-1 code in lower case, with an
    /// optional region in capitals; version numbers, abbreviations and other words do not.
    @Test(arguments: [
        ("about.sv.md", "sv"), ("_index.fr.md", "fr"), ("guide.pt-BR.md", "pt-BR"), ("a.b.de.md", "de"),
        ("notes.v2.md", nil), ("index.min.md", nil), ("report.q1.md", nil), ("about.md", nil), ("sv.md", nil),
        (".sv.md", nil), ("about.SV.md", nil), ("about.sv-fi.md", nil), ("about.xx.md", nil), ("about.sv", nil),
        ("release.2026.md", nil), ("about.sv-FIN.md", nil),
    ] as [(String, String?)])
    func aLanguageSuffixIsALanguageCode(file: String, suffix: String?) {
        #expect(PageLanguagePlacement.languageSuffix(of: file) == suffix)
    }

    @Test(arguments: [
        ("about.fr.md", ["sv", "de"], "en", ["en", "sv", "de"]),
        ("sv/about.fr.md", ["sv", "de"], "en", ["en", "sv", "de"]),
        ("about.sv.md", [], nil, ["en"]),
        ("guides/_index.de.md", [], nil, ["fr"]),
    ] as [(String, [String], String?, [String])])
    func aSuffixTheSiteDoesNotDeclareIsUndeclared(relative: String, translations: [String], defaultLanguage: String?, languages: [String]) {
        let placement = PageLanguagePlacement(relative: relative, translations: translations, defaultLanguage: defaultLanguage,
                                              siteLanguages: languages)
        #expect(placement.undeclared != nil && placement.language == nil && placement.problem == nil)
    }

    @Test func aSiteInOneLanguageHasNoLanguageFolders() {
        let placement = PageLanguagePlacement(relative: "sv/about.sv.md", translations: [], defaultLanguage: nil)
        #expect(placement.language == nil && placement.routed == "sv/about.sv.md" && !placement.byFolder && placement.problem == nil)
    }

    /// A site in one language has no translations: a file named with that language's suffix is a
    /// page of its own (`about.sv.md` → `about-sv/` in a site in `sv`), so a multilingual site
    /// turned into one of its languages keeps building (its `about.md` and `about.sv.md` both).
    @Test func inASiteInOneLanguageItsOwnSuffixIsPartOfTheName() {
        let placement = PageLanguagePlacement(relative: "about.sv.md", translations: [], defaultLanguage: nil, siteLanguages: ["sv"])
        #expect(placement.routed == "about.sv.md" && placement.language == nil && placement.undeclared == nil && placement.problem == nil)
    }

    @Test func aLanguageSuffixInsideALanguageFolderIsAProblem() {
        let placement = PageLanguagePlacement(relative: "sv/about.de.md", translations: ["sv", "de"], defaultLanguage: "en")
        #expect(placement.problem == "file name \"about.de.md\" names language de inside the language folder \"sv/\": expected about.md there, or the file name form outside the folder")
    }

    /// A temporary site in English and Swedish (or in `languages`) with `files` under `pages/`, built in memory.
    func build(_ files: [String: String], config: String = "", languages: String = "languages: [en, sv]\n") async throws -> BuildResult {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var all = files
        all["site.yml"] = "title: T\nbaseURL: https://e.org/\n" + languages + config
        for (path, text) in all {
            let full = folder.appending("site/" + path)
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        let options = BuildOptions(siteFolder: folder.appending("site"), outputFolder: folder.appending("out"),
                                   today: FixtureBuild.today, mode: .validate, displayFolder: "site")
        return await SiteBuilder(pageKinds: .standard).build(options)
    }

    @Test func aPageGivenByFileNameAndByFolderIsOneLocatedError() async throws {
        let result = try await build([
            "pages/about.md": "---\ntitle: About\n---\nText.\n",
            "pages/about.sv.md": "---\ntitle: Om\n---\nText.\n",
            "pages/sv/about.md": "---\ntitle: Om oss\n---\nText.\n",
            "pages/contact.md": "---\ntitle: Contact\n---\nText.\n",
            "pages/en/contact.md": "---\ntitle: Contact\n---\nText.\n",
        ])
        #expect(!result.succeeded)
        let errors = result.diagnostics.filter { $0.severity == .error }.map { $0.description.prefix { $0 != "\n" } }
        #expect(errors == [
            "site/pages/en/contact.md:1:1: error: the en page \"/contact/\" is also given by site/pages/contact.md: expected one file per page and language, either by file name (name.md) or by folder (en/name.md)",
            "site/pages/sv/about.md:1:1: error: the sv page \"/about/\" is also given by site/pages/about.sv.md: expected one file per page and language, either by file name (name.sv.md) or by folder (sv/name.md)",
        ])
    }

    @Test func aLanguageSuffixInALanguageFolderIsALocatedError() async throws {
        let result = try await build([
            "pages/about.md": "---\ntitle: About\n---\nText.\n",
            "pages/sv/about.sv.md": "---\ntitle: Om\n---\nText.\n",
        ])
        let errors = result.diagnostics.filter { $0.severity == .error }.map { $0.description.prefix { $0 != "\n" } }
        #expect(errors == ["site/pages/sv/about.sv.md:1:1: error: file name \"about.sv.md\" names language sv inside the language folder \"sv/\": expected about.md there, or the file name form outside the folder"])
    }

    /// A file whose name ends in a language code the site does not declare is no page but a
    /// warning at the file naming the suffix and the site's languages; other dotted names are pages.
    @Test(arguments: [
        ("", "site/pages/about.sv.md: warning: file name \"about.sv.md\" has the language suffix \"sv\", which is not the site's language (en): the page is skipped; expected about.md, or sv added to languages: in site.yml"),
        ("language: fr\n", "site/pages/about.sv.md: warning: file name \"about.sv.md\" has the language suffix \"sv\", which is not the site's language (fr): the page is skipped; expected about.md, or sv added to languages: in site.yml"),
        ("languages: [fr]\n", "site/pages/about.sv.md: warning: file name \"about.sv.md\" has the language suffix \"sv\", which is not the site's language (fr): the page is skipped; expected about.md, or sv added to languages: in site.yml"),
        ("languages: [en, de]\n", "site/pages/about.sv.md: warning: file name \"about.sv.md\" has the language suffix \"sv\", which is not one of the site's languages (en, de): the page is skipped; expected about.md, or sv added to languages: in site.yml"),
    ])
    func anUndeclaredLanguageSuffixIsAWarningNotAPage(languages: String, warning: String) async throws {
        let result = try await build([
            "pages/about.md": "---\ntitle: About\n---\nText.\n",
            "pages/about.sv.md": "---\ntitle: Om\n---\nText.\n",
            "pages/notes.v2.md": "---\ntitle: Notes\n---\nText.\n",
        ], languages: languages)
        #expect(result.succeeded)
        #expect(result.diagnostics.map { String($0.description.prefix { $0 != "\n" }) } == [warning])
        let paths = Set(result.files.map(\.path.description))
        #expect(!paths.contains { $0.contains("about-sv") } && !paths.contains("sv/about/index.html"))
        #expect(paths.contains("about/index.html") && paths.contains("notes-v2/index.html"))
    }

    /// The default language's suffix names the page without it: alone it is `/about/`; beside
    /// `about.md` it is the same page twice, an error naming both files.
    @Test func theDefaultLanguagesSuffixIsThePageItself() async throws {
        let page = "---\ntitle: About\n---\nText.\n"
        let alone = try await build(["pages/about.en.md": page])
        #expect(alone.succeeded && alone.diagnostics.isEmpty)
        #expect(alone.files.contains { $0.path.description == "about/index.html" })
        #expect(!alone.files.contains { $0.path.description.contains("about-en") })
        let both = try await build(["pages/about.md": page, "pages/about.en.md": page])
        #expect(!both.succeeded)
        #expect(both.diagnostics.contains { $0.description.contains("about.en.md") && $0.description.contains("pages/about.md") })
    }

    /// A menu both languages share is checked in each, but a link to no page is reported once.
    @Test func aBrokenLinkInASharedMenuIsReportedOnce() async throws {
        let result = try await build(["pages/about.md": "---\ntitle: About\n---\nText.\n"],
                                     config: "menus:\n  main: [{title: About, url: /about/}, {title: Lost, url: /nowhere/}]\n")
        let warnings = result.diagnostics.map { String($0.description.prefix { $0 != "\n" }) }
        #expect(warnings == ["site/site.yml:5:59: warning: menu link \"/nowhere/\" goes to no page: expected the site path of a page, e.g. about/"])
    }
}
