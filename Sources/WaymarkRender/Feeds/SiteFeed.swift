import WaymarkModel
import WaymarkOutput

/// A list published as feeds: `feed.json` (JSON Feed 1.1) and `feed.atom` (Atom 1.0) in one folder
/// of the site, every URL absolute from `baseURL`.
package struct SiteFeed: Sendable {
    /// Feed title, e.g. `Charters · Waymark Harbour`.
    package var title: String
    /// One sentence about the feed.
    package var description: String
    /// The folder of the page the feed belongs to, e.g. `charters/` (also where the files go).
    package var folder: String
    /// The entries, in feed order (newest or most relevant first).
    package var entries: [FeedEntry]
    /// The date used for entries without one and for an empty feed: the build's today.
    package var today: CalendarDate

    /// File name of the JSON Feed.
    package static let jsonName = "feed.json"
    /// File name of the Atom feed.
    package static let atomName = "feed.atom"
    /// MIME type of Atom.
    package static let atomType = "application/atom+xml"

    /// Creates a feed.
    package init(title: String, description: String, folder: String, entries: [FeedEntry], today: CalendarDate) {
        self.title = title
        self.description = description
        self.folder = folder
        self.entries = entries
        self.today = today
    }

    /// The newest content date of the entries, else today: Atom's feed-level `updated`.
    package var updated: CalendarDate {
        entries.compactMap(\.date).max() ?? today
    }

    /// The two `<link rel="alternate">` entries advertising this feed, titled after `label`.
    package func links(label: String) -> [FeedLink] {
        [FeedLink(title: "\(label) (JSON Feed)", type: JSONFeedDocument.mimeType, sitePath: folder + Self.jsonName),
         FeedLink(title: "\(label) (Atom)", type: Self.atomType, sitePath: folder + Self.atomName)]
    }

    /// The JSON Feed 1.1 document.
    package func jsonFeed(config: SiteConfig) -> JSONFeedDocument {
        JSONFeedDocument(
            title: title, homePageURL: config.absoluteURL(folder), feedURL: config.absoluteURL(folder + Self.jsonName),
            description: description, language: config.language,
            items: entries.map { entry in
                JSONFeedDocument.Item(
                    id: entry.permalink, url: entry.permalink, title: entry.title, contentText: entry.summary,
                    contentHTML: entry.contentHTML, summary: entry.summary, datePublished: entry.date?.rfc3339,
                    tags: entry.tags.isEmpty ? nil : entry.tags,
                    geo: entry.coordinate.map { _ in entry.feature })
            })
    }

    /// The Atom 1.0 document, written with the escaping ``XMLWriter``.
    package func atom(config: SiteConfig) -> [UInt8] {
        // Written into its bytes entry by entry (the site-wide pets feed of the world-scale site is
        // ~50 MB): no document-long String and copy of it. The room reserved beyond the bytes
        // written is never touched, so it costs address space, not memory.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(4_096 + 2_048 * entries.count)
        var xml = XMLWriter()
        xml.start("feed", attributes: [("xmlns", "http://www.w3.org/2005/Atom"), ("xmlns:georss", "http://www.georss.org/georss"),
                                       ("xml:lang", config.language)])
        xml.element("id", config.absoluteURL(folder + Self.atomName))
        xml.element("title", title)
        xml.element("subtitle", description)
        xml.element("updated", updated.rfc3339)
        xml.element("link", "", attributes: [("rel", "self"), ("type", Self.atomType), ("href", config.absoluteURL(folder + Self.atomName))])
        xml.element("link", "", attributes: [("rel", "alternate"), ("type", "text/html"), ("href", config.absoluteURL(folder))])
        xml.start("author")
        xml.element("name", config.title)
        xml.element("uri", config.baseURL)
        xml.end()
        xml.element("generator", "Waymark")
        for entry in entries {
            xml.start("entry")
            xml.element("id", entry.permalink)
            xml.element("title", entry.title)
            xml.element("updated", (entry.date ?? today).rfc3339)
            xml.element("link", "", attributes: [("rel", "alternate"), ("type", "text/html"), ("href", entry.permalink)])
            xml.element("summary", entry.summary, attributes: [("type", "text")])
            if let html = entry.contentHTML { xml.element("content", html, attributes: [("type", "html")]) }
            for tag in entry.tags { xml.element("category", "", attributes: [("term", tag)]) }
            if let c = entry.coordinate, c.isValid {
                xml.element("georss:point", "\(GeoJSONGeometry.rounded(c.latitude)) \(GeoJSONGeometry.rounded(c.longitude))")
            }
            xml.end()
            xml.drain(into: &bytes)
        }
        bytes.append(contentsOf: xml.finish().utf8)
        return bytes
    }
}
