import WaymarkConfig
import WaymarkModel
import WaymarkOutput
import WaymarkRender

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
        jsonFeed(config: config, items: entries.map(Self.jsonItem))
    }

    /// The JSON Feed 1.1 document's members from this feed, with `items`.
    package func jsonFeed(config: SiteConfig, items: [JSONFeedDocument.Item]) -> JSONFeedDocument {
        JSONFeedDocument(
            title: title, homePageURL: config.absoluteURL(folder), feedURL: config.absoluteURL(folder + Self.jsonName),
            description: description, language: config.language, items: items)
    }

    /// The bytes of ``jsonFeed(config:)``'s `encoded()`, each item made from its entry only as it is
    /// written: the list of items (with a copy of every entry's properties) is never built.
    package func jsonFeedBytes(config: SiteConfig) throws -> [UInt8] {
        try jsonFeed(config: config, items: []).encoded(count: entries.count) { Self.jsonItem(entries[$0]) }
    }

    /// `entry` as a JSON Feed item.
    package static func jsonItem(_ entry: FeedEntry) -> JSONFeedDocument.Item {
        JSONFeedDocument.Item(
            id: entry.permalink, url: entry.permalink, title: entry.title, contentText: entry.summary,
            contentHTML: entry.contentHTML, summary: entry.summary, datePublished: entry.date?.rfc3339,
            tags: entry.tags.isEmpty ? nil : entry.tags,
            geo: entry.coordinate.map { _ in entry.feature })
    }

    /// The Atom 1.0 document, written with the escaping ``XMLWriter``.
    package func atom(config: SiteConfig) -> [UInt8] {
        atom(config: config, updated: updated, count: entries.count) { index, writer in
            Self.writeAtomEntry(entries[index], today: today, into: &writer)
        }
    }

    /// The Atom document with `count` entries and feed-level `updated`, the entry at each index
    /// written by `entry` (``writeAtomEntry(_:today:into:)``, or bytes kept from an earlier build
    /// appended to ``AtomEntryWriter/bytes``); after each, the writer is drained.
    package func atom(config: SiteConfig, updated: CalendarDate, count: Int,
                      entry: (Int, inout AtomEntryWriter) -> Void) -> [UInt8] {
        // Written into its bytes entry by entry (the site-wide pets feed of the world-scale site is
        // ~50 MB): no document-long String and copy of it. The room reserved beyond the bytes
        // written is never touched, so it costs address space, not memory.
        var writer = AtomEntryWriter()
        writer.bytes.reserveCapacity(4_096 + 2_048 * count)
        writer.xml.start("feed", attributes: [("xmlns", "http://www.w3.org/2005/Atom"), ("xmlns:georss", "http://www.georss.org/georss"),
                                              ("xml:lang", config.language)])
        writer.xml.element("id", config.absoluteURL(folder + Self.atomName))
        writer.xml.element("title", title)
        writer.xml.element("subtitle", description)
        writer.xml.element("updated", updated.rfc3339)
        writer.xml.element("link", "", attributes: [("rel", "self"), ("type", Self.atomType), ("href", config.absoluteURL(folder + Self.atomName))])
        writer.xml.element("link", "", attributes: [("rel", "alternate"), ("type", "text/html"), ("href", config.absoluteURL(folder))])
        writer.xml.start("author")
        writer.xml.element("name", config.title)
        writer.xml.element("uri", config.baseURL)
        writer.xml.end()
        writer.xml.element("generator", "Waymark")
        writer.drain()
        for index in 0..<count {
            entry(index, &writer)
            writer.drain()
        }
        writer.bytes.append(contentsOf: writer.xml.finish().utf8)
        return writer.bytes
    }

    /// Writes `entry` as one Atom `<entry>` (its `updated` is its date, else `today`).
    package static func writeAtomEntry(_ entry: FeedEntry, today: CalendarDate, into writer: inout AtomEntryWriter) {
        writer.xml.start("entry")
        writer.xml.element("id", entry.permalink)
        writer.xml.element("title", entry.title)
        writer.xml.element("updated", (entry.date ?? today).rfc3339)
        writer.xml.element("link", "", attributes: [("rel", "alternate"), ("type", "text/html"), ("href", entry.permalink)])
        writer.xml.element("summary", entry.summary, attributes: [("type", "text")])
        if let html = entry.contentHTML { writer.xml.element("content", html, attributes: [("type", "html")]) }
        for tag in entry.tags { writer.xml.element("category", "", attributes: [("term", tag)]) }
        if let c = entry.coordinate, c.isValid {
            writer.xml.element("georss:point", "\(GeoJSONGeometry.rounded(c.latitude)) \(GeoJSONGeometry.rounded(c.longitude))")
        }
        writer.xml.end()
    }
}
