import Foundation
import Testing
import WaymarkModel
@testable import WaymarkSite

/// The `404.html` of each language of a multilingual site (`Tests/Fixtures/sites/multilingual`,
/// base path `/harbour/`): its links start from the server's root, so a web server can show it at
/// any depth, and stay in the page's language — the Swedish one's home, menu, feeds and stylesheet
/// under `/harbour/sv/` — while the language switcher, the sitemap and menu links to untranslated
/// pages reach the default language under `/harbour/`.
@Suite struct NotFoundPageLanguageTests {
    static let basePath = "/harbour/"

    /// The absolute-path links (`href`/`src` starting with `/`) of `html`.
    static func rootLinks(_ html: String) -> [String] {
        var links: [String] = []
        for attribute in ["href=\"", "src=\""] {
            var rest = html[...]
            while let start = rest.range(of: attribute) {
                let value = rest[start.upperBound...]
                let end = value.firstIndex(of: "\"") ?? value.endIndex
                if value.hasPrefix("/") { links.append(String(value[..<end])) }
                rest = value[end...]
            }
        }
        return links
    }

    @Test func eachLanguagesNotFoundPageLinksStayInTheSiteAndItsLanguage() async throws {
        let result = await FixtureBuild.run("multilingual", into: "/nonexistent/unused", mode: .validate)
        var files: [String: [UInt8]] = [:]
        for file in result.files { files[file.path.description] = file.bytes }
        let swedish = String(decoding: files["sv/404.html"] ?? [], as: UTF8.self)
        let english = String(decoding: files["404.html"] ?? [], as: UTF8.self)
        #expect(swedish.contains("<html lang=\"sv\">") && swedish.contains("Sidan hittades inte"))

        for (path, html) in [("404.html", english), ("sv/404.html", swedish)] {
            let links = Self.rootLinks(html)
            #expect(links.count > 5, "\(path) has root-relative links")
            for link in links {
                #expect(link.hasPrefix(Self.basePath), "\(path): \(link) leaves the site's base path")
                let target = String(link.dropFirst(Self.basePath.count).prefix { $0 != "#" })
                #expect(files[target.isEmpty ? "index.html" : target] != nil, "\(path): \(link) names no written file")
            }
        }
        // The Swedish page's own links stay in Swedish; the switcher offers both languages.
        #expect(swedish.contains("<a href=\"/harbour/sv/index.html\">Gå till startsidan</a>"))
        #expect(swedish.contains("href=\"/harbour/sv/waymark.css\""))
        #expect(swedish.contains("hreflang=\"en\"") && swedish.contains("href=\"/harbour/index.html\""))
        #expect(swedish.contains("href=\"/harbour/sitemap.xml\""), "one sitemap, at the site's root")
        #expect(swedish.contains("href=\"/harbour/contact/index.html\""), "an untranslated page's menu link goes to the English page")
        #expect(english.contains("href=\"/harbour/sv/index.html\""), "the English 404 offers the Swedish home page")
    }
}
