import WaymarkModel

/// Writes `sitemap.xml` (sitemaps.org 0.9) and, past `maxURLsPerFile` URLs, a sitemap index that
/// points at numbered files `sitemap-1.xml`, `sitemap-2.xml`, … Entries are sorted by URL.
package struct SitemapWriter: Sendable {
    /// One URL of the sitemap.
    package struct Entry: Sendable, Hashable {
        /// The absolute URL (from `baseURL`).
        package var url: String
        /// The content date, if the page has one; never the build clock.
        package var lastModified: CalendarDate?
        /// The page in other languages, `(hreflang, absolute URL)`, written as `xhtml:link` elements
        /// (docs/i18n.md, "Multilingual sites"); empty for a site in one language.
        package var alternates: [Alternate]

        /// One `xhtml:link rel="alternate"`.
        package struct Alternate: Sendable, Hashable {
            /// The language tag or `x-default`.
            package var hreflang: String
            /// The absolute URL.
            package var url: String
            /// Creates an alternate.
            package init(hreflang: String, url: String) {
                self.hreflang = hreflang
                self.url = url
            }
        }

        /// Creates an entry.
        package init(url: String, lastModified: CalendarDate?, alternates: [Alternate] = []) {
            self.url = url
            self.lastModified = lastModified
            self.alternates = alternates
        }
    }

    /// The sitemaps.org limit of URLs per file.
    package static let protocolLimit = 50_000

    /// The site's `baseURL`, ending in `/`.
    package var baseURL: String
    /// URLs per file before an index is written; 50,000 by the protocol.
    package var maxURLsPerFile: Int

    /// Creates a writer.
    package init(baseURL: String, maxURLsPerFile: Int = SitemapWriter.protocolLimit) {
        self.baseURL = baseURL
        self.maxURLsPerFile = max(1, maxURLsPerFile)
    }

    /// The files to write: `sitemap.xml` alone, or an index plus its parts.
    package func files(for entries: [Entry]) -> [(name: String, text: String)] {
        let sorted = entries.sorted { $0.url < $1.url }
        guard sorted.count > maxURLsPerFile else { return [("sitemap.xml", urlSet(sorted))] }
        var files: [(name: String, text: String)] = []
        var index = XMLWriter()
        index.start("sitemapindex", attributes: [("xmlns", "http://www.sitemaps.org/schemas/sitemap/0.9")])
        var start = 0
        var number = 1
        while start < sorted.count {
            let part = Array(sorted[start..<min(start + maxURLsPerFile, sorted.count)])
            let name = "sitemap-\(number).xml"
            files.append((name, urlSet(part)))
            index.start("sitemap")
            index.element("loc", baseURL + name)
            if let newest = part.compactMap(\.lastModified).max() { index.element("lastmod", newest.description) }
            index.end()
            start += maxURLsPerFile
            number += 1
        }
        return [("sitemap.xml", index.finish())] + files
    }

    private func urlSet(_ entries: [Entry]) -> String {
        var xml = XMLWriter()
        var namespaces = [("xmlns", "http://www.sitemaps.org/schemas/sitemap/0.9")]
        if entries.contains(where: { !$0.alternates.isEmpty }) {
            namespaces.append(("xmlns:xhtml", "http://www.w3.org/1999/xhtml"))
        }
        xml.start("urlset", attributes: namespaces)
        for entry in entries {
            xml.start("url")
            xml.element("loc", entry.url)
            if let date = entry.lastModified { xml.element("lastmod", date.description) }
            for alternate in entry.alternates {
                xml.empty("xhtml:link", attributes: [("rel", "alternate"), ("hreflang", alternate.hreflang), ("href", alternate.url)])
            }
            xml.end()
        }
        return xml.finish()
    }
}
