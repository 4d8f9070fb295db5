import WaymarkCore
import WaymarkModel

/// A JSON Feed 1.1 document (https://jsonfeed.org/version/1.1), encoded with `JSONEncoder`.
///
/// Served as `application/feed+json`. Every item carries the `_geo` extension: a GeoJSON Feature of
/// its point (README, "Feeds").
package struct JSONFeedDocument: Sendable, Hashable, Encodable {
    /// The version URL of JSON Feed 1.1.
    package static let version = "https://jsonfeed.org/version/1.1"
    /// The MIME type.
    package static let mimeType = "application/feed+json"

    /// `version`.
    package var version = JSONFeedDocument.version
    /// `title`.
    package var title: String
    /// `home_page_url`: the page the feed lists.
    package var homePageURL: String
    /// `feed_url`: where the feed itself is.
    package var feedURL: String
    /// `description`.
    package var description: String?
    /// `language`.
    package var language: String?
    /// `items`.
    package var items: [Item]

    /// One item.
    package struct Item: Sendable, Hashable, Encodable {
        /// `id`: the permalink.
        package var id: String
        /// `url`: the same permalink.
        package var url: String
        /// `title`.
        package var title: String
        /// `content_text`: plain text (always present, as 1.1 requires text or HTML).
        package var contentText: String
        /// `content_html`, when the item has a description.
        package var contentHTML: String?
        /// `summary`.
        package var summary: String
        /// `date_published`, RFC 3339.
        package var datePublished: String?
        /// `tags`.
        package var tags: [String]?
        /// `_geo`: GeoJSON Feature of the item's point.
        package var geo: GeoJSONFeature?

        enum CodingKeys: String, CodingKey {
            case id, url, title, summary, tags
            case contentText = "content_text"
            case contentHTML = "content_html"
            case datePublished = "date_published"
            case geo = "_geo"
        }
    }

    enum CodingKeys: String, CodingKey {
        case version, title, description, language, items
        case homePageURL = "home_page_url"
        case feedURL = "feed_url"
    }

    /// UTF-8 JSON, sorted keys, unescaped slashes, with a final newline (``WaymarkCore/SortedJSON``).
    /// Throws when a value cannot be encoded. Written directly into bytes (the same bytes as
    /// `JSONEncoder`, which builds the whole document as a tree first: some 370 MB at once for a
    /// site-wide feed of 75,000 items; docs/scale.md, "Memory"); an item
    /// whose point is not finite goes through `JSONEncoder`, which reports it.
    package func encoded() throws -> [UInt8] {
        if let bytes = written(count: items.count, itemAt: { items[$0] }) { return bytes }
        return try SortedJSON.encode(self)
    }

    /// The bytes ``encoded()`` gives for this document with `count` items, the item at each index
    /// made by `itemAt` only when it is written and dropped right after (`items` is not read): a
    /// site-wide feed is never held as a list of items beside its entries and its bytes. Throws as
    /// ``encoded()`` does, after making every item once more to report the failure.
    package func encoded(count: Int, itemAt: (Int) -> Item) throws -> [UInt8] {
        if let bytes = written(count: count, itemAt: itemAt) { return bytes }
        var document = self
        document.items = (0..<count).map(itemAt)
        return try SortedJSON.encode(document)
    }

    /// The document as ``encoded()`` gives it (keys in byte order, optional members left out when
    /// absent) with the items `itemAt` makes, or nil when a `_geo` point is not finite.
    private func written(count: Int, itemAt: (Int) -> Item) -> [UInt8]? {
        // Room for long items: what is reserved and not written is never touched (address space, not memory),
        // while outgrowing it would copy the whole document.
        var out = GeoJSONWriter(capacity: 512 + 2_048 * count)
        writeHead(into: &out)
        for index in 0..<count {
            if index > 0 { out.append(byte: 0x2C) }
            guard Self.write(itemAt(index), into: &out) else { return nil }
        }
        writeTail(into: &out)
        return out.bytes
    }

    /// The document as ``encoded()`` gives it, its members from this value but its items `count`
    /// JSON objects, each appended by `item` (``itemBytes(_:)``, or bytes kept from an earlier
    /// build); `nil` when `item` returns false. `items` is not read.
    package func encoded(count: Int, item: (Int, inout [UInt8]) -> Bool) -> [UInt8]? {
        var head = GeoJSONWriter(capacity: 512)
        writeHead(into: &head)
        var bytes = head.bytes
        bytes.reserveCapacity(512 + 2_048 * count)
        for index in 0..<count {
            if index > 0 { bytes.append(0x2C) }
            guard item(index, &bytes) else { return nil }
        }
        var tail = GeoJSONWriter(capacity: 256)
        writeTail(into: &tail)
        bytes.append(contentsOf: tail.bytes)
        return bytes
    }

    /// One item's JSON object, exactly as ``encoded()`` writes it inside `items`; `nil` when its
    /// `_geo` point is not finite.
    package static func itemBytes(_ item: Item) -> [UInt8]? {
        var out = GeoJSONWriter(capacity: 1_024)
        guard write(item, into: &out) else { return nil }
        return out.bytes
    }

    /// The members before the items' elements: up to and including `"items":[`.
    private func writeHead(into out: inout GeoJSONWriter) {
        if let description {
            out.literal("{\"description\":")
            out.append(string: description)
            out.literal(",\"feed_url\":")
        } else {
            out.literal("{\"feed_url\":")
        }
        out.append(string: feedURL)
        out.literal(",\"home_page_url\":")
        out.append(string: homePageURL)
        out.literal(",\"items\":[")
    }

    /// The rest after the items' elements, from `]` to the final newline.
    private func writeTail(into out: inout GeoJSONWriter) {
        out.append(byte: 0x5D)
        if let language {
            out.literal(",\"language\":")
            out.append(string: language)
        }
        out.literal(",\"title\":")
        out.append(string: title)
        out.literal(",\"version\":")
        out.append(string: version)
        out.literal("}\n")
    }

    private static func write(_ item: Item, into out: inout GeoJSONWriter) -> Bool {
        out.append(byte: 0x7B)
        if let geo = item.geo {
            out.literal("\"_geo\":")
            guard out.append(geo) else { return false }
            out.append(byte: 0x2C)
        }
        if let html = item.contentHTML {
            out.literal("\"content_html\":")
            out.append(string: html)
            out.append(byte: 0x2C)
        }
        out.literal("\"content_text\":")
        out.append(string: item.contentText)
        if let date = item.datePublished {
            out.literal(",\"date_published\":")
            out.append(string: date)
        }
        out.literal(",\"id\":")
        out.append(string: item.id)
        out.literal(",\"summary\":")
        out.append(string: item.summary)
        if let tags = item.tags {
            out.literal(",\"tags\":[")
            for (index, tag) in tags.enumerated() {
                if index > 0 { out.append(byte: 0x2C) }
                out.append(string: tag)
            }
            out.append(byte: 0x5D)
        }
        out.literal(",\"title\":")
        out.append(string: item.title)
        out.literal(",\"url\":")
        out.append(string: item.url)
        out.append(byte: 0x7D)
        return true
    }
}
