import Foundation
import Testing
@testable import WaymarkConfig
@testable import WaymarkMarkdown
import WaymarkCore
import WaymarkModel
@testable import WaymarkSite

/// A two-language site (`Tests/Fixtures/sites/multilingual`, `languages: [en, sv]`): docs/i18n.md,
/// "Multilingual sites".
@Suite struct MultilingualSiteTests {
    static let base = "https://pets.example.org/harbour/"

    func build() async -> (result: BuildResult, files: [String: [UInt8]]) {
        let result = await FixtureBuild.run("multilingual", into: "/nonexistent/unused", mode: .validate)
        var files: [String: [UInt8]] = [:]
        for file in result.files { files[file.path.description] = file.bytes }
        return (result, files)
    }

    func text(_ files: [String: [UInt8]], _ path: String) -> String {
        String(decoding: files[path] ?? [], as: UTF8.self)
    }

    /// The output file an absolute URL of the site names, or the URL itself when it is not the site's.
    func file(forURL url: String) -> String {
        guard url.hasPrefix(Self.base) else { return url }
        return SiteLink.file(forSitePath: String(url.dropFirst(Self.base.count)))
    }

    @Test func eachLanguageHasItsFolderAndTheDefaultStaysUnprefixed() async throws {
        let (result, files) = await build()
        let messages = result.diagnostics.map(\.description)
        #expect(Set(messages).count == messages.count, "a problem of the shared data is reported once, not per language")
        #expect(!messages.contains { $0.contains("leads to no page") || $0.contains("menu link") }, "\(messages)")
        for path in ["index.html", "about/index.html", "contact/index.html", "pets/index.html",
                     "sv/index.html", "sv/about/index.html", "sv/pets/index.html", "sv/waymark.css"] {
            #expect(files[path] != nil, "\(path) is written")
        }
        #expect(files["sv/contact/index.html"] == nil, "an untranslated page is omitted, as Hugo does")
        #expect(files["about.sv/index.html"] == nil && files["about-sv/index.html"] == nil)
        #expect(text(files, "sv/about/index.html").contains("<html lang=\"sv\">"))
        #expect(text(files, "sv/about/index.html").contains("En hamn på två språk."))
        #expect(text(files, "about/index.html").contains("<html lang=\"en\">"))
        #expect(text(files, "sv/pets/index.html").contains("Försvunna"), "the sv data pages use the Swedish catalogue")
        // A Swedish page's menu link to an untranslated page goes to the English one.
        #expect(text(files, "sv/about/index.html").contains("href=\"../../contact/index.html\""))
    }

    @Test func everyInternalLinkResolves() async throws {
        let (_, files) = await build()
        var broken: [String] = []
        for (path, bytes) in files where path.hasSuffix(".html") {
            for link in LinkExtractor.links(in: String(decoding: bytes, as: UTF8.self)) {
                guard let target = LinkExtractor.resolve(link, from: path) else { continue }
                if files[target] == nil { broken.append("\(path): \(link)") }
            }
        }
        #expect(broken.sorted() == [])
    }

    @Test func alternatesInTheHeadResolveToWrittenFiles() async throws {
        let (_, files) = await build()
        let about = text(files, "sv/about/index.html")
        #expect(about.contains("<link rel=\"alternate\" hreflang=\"en\" href=\"\(Self.base)about/\">"))
        #expect(about.contains("<link rel=\"alternate\" hreflang=\"sv\" href=\"\(Self.base)sv/about/\">"))
        #expect(about.contains("<link rel=\"alternate\" hreflang=\"x-default\" href=\"\(Self.base)about/\">"))
        #expect(!text(files, "contact/index.html").contains("<link rel=\"alternate\" hreflang"), "a page in one language has no alternates")
        var checked = 0
        for (path, bytes) in files where path.hasSuffix(".html") {
            let html = String(decoding: bytes, as: UTF8.self)
            for line in html.split(separator: "\n") where line.hasPrefix("<link rel=\"alternate\" hreflang=") {
                guard let start = line.range(of: "href=\""), let end = line[start.upperBound...].firstIndex(of: "\"") else { continue }
                let target = file(forURL: String(line[start.upperBound..<end]))
                #expect(files[target] != nil, "\(path): alternate \(target)")
                checked += 1
            }
        }
        #expect(checked > 20)
    }

    @Test func theSwitcherIsANavigationWithTheCurrentLanguageMarked() async throws {
        let (_, files) = await build()
        let about = text(files, "sv/about/index.html")
        #expect(about.contains("<nav class=\"site-languages\" aria-label=\"Språk\">"))
        #expect(about.contains("<a href=\"../../about/index.html\" lang=\"en\" hreflang=\"en\">English</a>"))
        #expect(about.contains("<a href=\"../../sv/about/index.html\" lang=\"sv\" hreflang=\"sv\" aria-current=\"true\">Svenska</a>"))
        let contact = text(files, "contact/index.html")
        #expect(contact.contains("<a href=\"../sv/index.html\" lang=\"sv\" hreflang=\"sv\">Svenska</a>"),
                "a page without a translation links to the other language's home page")
    }

    @Test func sitemapListsEveryLanguageWithAlternatesThatResolve() async throws {
        let (_, files) = await build()
        let sitemap = text(files, "sitemap.xml")
        #expect(files["sv/sitemap.xml"] == nil && files["sv/robots.txt"] == nil, "one sitemap for the whole site")
        #expect(sitemap.contains("xmlns:xhtml=\"http://www.w3.org/1999/xhtml\""))
        #expect(sitemap.contains("<loc>\(Self.base)sv/about/</loc>"))
        #expect(sitemap.contains("<xhtml:link rel=\"alternate\" hreflang=\"sv\" href=\"\(Self.base)sv/about/\"/>"))
        var urls: [String] = []
        for line in sitemap.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("<loc>") { urls.append(String(trimmed.dropFirst(5).dropLast(6))) }
            if trimmed.hasPrefix("<xhtml:link"), let start = trimmed.range(of: "href=\"") {
                urls.append(String(trimmed[start.upperBound...].prefix { $0 != "\"" }))
            }
        }
        #expect(urls.count > 20)
        for url in urls { #expect(files[file(forURL: url)] != nil, "sitemap: \(url)") }
    }

    @Test func feedsPerLanguage() async throws {
        let (_, files) = await build()
        let english = files.keys.filter { $0.hasPrefix("pets/") && ($0.hasSuffix(".atom") || $0.hasSuffix(".json")) }
        #expect(!english.isEmpty)
        for path in english { #expect(files["sv/" + path] != nil, "sv/\(path)") }
        let feed = files.keys.sorted().first { $0.hasPrefix("sv/pets/") && $0.hasSuffix(".atom") }.map { text(files, $0) } ?? ""
        #expect(feed.contains(Self.base + "sv/pets/"), "the Swedish feed links to the Swedish pages")
    }

    @Test func recordTextVariantsAreUsedOnTheirLanguagesPages() async throws {
        let (_, files) = await build()
        let swedish = try #require(files.keys.first { $0.hasPrefix("sv/pets/") && $0.contains("inside-lost") && $0.hasSuffix(".html") })
        let english = String(swedish.dropFirst(3))
        #expect(text(files, swedish).contains("Cirka 5 km norr om hamnen."))
        #expect(!text(files, swedish).contains("About 5 km north of the harbour."))
        #expect(text(files, english).contains("About 5 km north of the harbour."))
        #expect(!text(files, english).contains("Cirka 5 km"))
        // A record without a variant shows its one description in both languages.
        let other = try #require(files.keys.first { $0.hasPrefix("sv/pets/") && $0.contains("inside-found") && $0.hasSuffix(".html") })
        #expect(text(files, other).contains("About 9.5 km east."))
    }

    @Test func twoBuildsAreByteIdentical() async throws {
        let first = await build().files
        let second = await build().files
        #expect(first.keys.sorted() == second.keys.sorted())
        #expect(first == second)
    }

    @Test(arguments: [
        ("languages: [en, xx]\n", "site.yml:3:17: error: language \"xx\" is not a known language"),
        ("languages: [en, sv, en]\n", "site.yml:3:21: error: language \"en\" is listed twice in languages"),
        ("languages: [en, sv/x]\n", "site.yml:3:17: error: language \"sv/x\" is not a language code"),
        ("languages: en\n", "site.yml:3:12: error: languages must be a list of language codes"),
        ("language: sv\nlanguages: [en, sv]\n", "site.yml:3:11: error: language \"sv\" is not the first of languages"),
    ])
    func badLanguagesAreLocatedErrors(yaml: String, expected: String) {
        let text = "title: T\nbaseURL: https://e.org/\n" + yaml
        let result = SiteConfigLoader(source: SourceFile(path: "site.yml", text: text)).load()
        #expect(result.config == nil)
        let messages = result.diagnostics.map(\.description)
        #expect(messages.contains { $0.hasPrefix(expected) }, "\(messages)")
    }

    @Test func languagesSetsTheDefaultLanguage() throws {
        let text = "title: T\nbaseURL: https://e.org/\nlanguages: [sv, en]\n"
        let config = try #require(SiteConfigLoader(source: SourceFile(path: "site.yml", text: text)).load().config)
        #expect(config.languages == ["sv", "en"])
        #expect(config.language == "sv")
        #expect(config.isMultilingual)
    }
}
