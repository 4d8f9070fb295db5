import Foundation
import WaymarkCore
import WaymarkMarkdown
import WaymarkModel
import WaymarkOutput

/// The languages of a multilingual build as the pages of one language see them
/// (docs/i18n.md, "Multilingual sites"): which language a page is in, which other languages have
/// the same page, and how to link to them. Makes the `hreflang` alternates and the language switcher.
package struct PageLanguages: Sendable {
    /// One language of the site.
    package struct Edition: Sendable, Hashable {
        /// The tag, e.g. `sv`.
        package var code: String
        /// Its output folder, `sv/`, or `` for the default language.
        package var prefix: String
        /// The language's own name, e.g. "Svenska".
        package var name: String

        /// The language `code` whose pages are in `prefix`, called `name`.
        package init(code: String, prefix: String, name: String) {
            self.code = code
            self.prefix = prefix
            self.name = name
        }
    }

    /// Every language, the default first.
    package let editions: [Edition]
    /// The index into `editions` of the pages' language.
    package let current: Int
    /// For each page's site path inside its language's folder (`about/`), the indexes of the
    /// languages that have the page, in `editions` order.
    package let available: [String: [Int]]
    /// The default language's base URL.
    let baseURL: String

    /// The pages of `editions[current]`, with the pages each language has and the default language's base URL.
    package init(editions: [Edition], current: Int, available: [String: [Int]], baseURL: String) {
        self.editions = editions
        self.current = current
        self.available = available
        self.baseURL = baseURL
    }

    /// The language of the pages.
    package var edition: Edition { editions[current] }

    /// The name of `code` in its own language from ICU, first letter capitalised ("svenska" → "Svenska").
    package static func name(of code: String) -> String {
        let locale = Locale(identifier: code)
        let name = locale.localizedString(forIdentifier: code) ?? code
        return name.prefix(1).uppercased(with: locale) + name.dropFirst()
    }

    /// `<link rel="alternate" hreflang>` entries of the page at `pagePath` (absolute URLs, `x-default`
    /// being the default language's page), or `[]` when no other language has the page.
    package func alternates(of pagePath: String) -> [[String: String]] {
        sitemapAlternates(of: pagePath).map { ["hreflang": $0.hreflang, "href": $0.url] }
    }

    /// The same alternates as sitemap entries' `xhtml:link` elements.
    package func sitemapAlternates(of pagePath: String) -> [SitemapWriter.Entry.Alternate] {
        guard let indexes = available[pagePath], indexes.count > 1 else { return [] }
        var links: [SitemapWriter.Entry.Alternate] = []
        links.reserveCapacity(indexes.count + 1)
        for index in indexes {
            links.append(.init(hreflang: editions[index].code, url: baseURL + editions[index].prefix + pagePath))
        }
        if indexes.first == 0 { links.append(.init(hreflang: "x-default", url: baseURL + pagePath)) }
        return links
    }

    /// The alternates of the page written at the site path `sitePath` of any language
    /// (`sv/about/` is `about/` in Swedish): the language is the one whose folder `sitePath` is in
    /// and that has the page, else the default language.
    package func sitemapAlternates(atSitePath sitePath: String) -> [SitemapWriter.Entry.Alternate] {
        for (index, edition) in editions.enumerated() where index > 0 && sitePath.hasPrefix(edition.prefix) {
            let pagePath = String(Substring(sitePath.utf8.dropFirst(edition.prefix.utf8.count)))
            if available[pagePath]?.contains(index) == true { return sitemapAlternates(of: pagePath) }
        }
        return available[sitePath]?.first == 0 ? sitemapAlternates(of: sitePath) : []
    }

    /// A stable hash of everything the alternates depend on (the languages, the base URL and which
    /// languages have which page), the same in every process whatever the dictionary's order.
    package var stableKey: UInt64 {
        var hash = StableHash()
        hash.combine("waymark-page-languages-1")
        hash.combine(baseURL)
        hash.combine(editions.count)
        for edition in editions {
            hash.combine(edition.code)
            hash.combine(edition.prefix)
        }
        // Each page's hash added up: the sum does not depend on the order the pages are visited in.
        var pages: UInt64 = 0
        for (pagePath, indexes) in available {
            var page = StableHash()
            page.combine(pagePath)
            page.combine(indexes.count)
            for index in indexes { page.combine(index) }
            pages &+= page.value
        }
        hash.combine(available.count)
        hash.combine(pages)
        return hash.value
    }

    /// The language switcher of the page at `pagePath` whose relative root is `root`: every
    /// language, linking to the same page when it has it, else to that language's home page.
    func switcher(for pagePath: String, root: String) -> [[String: Any]] {
        let top = languageRoot(root)
        let having = Set(available[pagePath] ?? [])
        return editions.indices.map { index in
            let target = having.contains(index) ? pagePath : ""
            return ["code": editions[index].code, "name": editions[index].name,
                    "url": top + editions[index].prefix + SiteLink.file(forSitePath: target),
                    "current": index == current]
        }
    }

    /// The relative path from a page with root prefix `root` to the folder of the default language.
    /// A root path from the server's root (`/harbour/sv/`, pages served at any depth such as
    /// `404.html`) gives the default language's root path (`/harbour/`).
    func languageRoot(_ root: String) -> String {
        if root.hasPrefix("/") {
            guard !edition.prefix.isEmpty, root.hasSuffix("/" + edition.prefix) else { return root }
            return String(root.dropLast(edition.prefix.count))
        }
        let depth = edition.prefix.split(separator: "/").count
        return root + String(repeating: "../", count: depth)
    }
}
