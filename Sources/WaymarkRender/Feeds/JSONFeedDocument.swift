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
    /// Throws when a value cannot be encoded.
    package func encoded() throws -> [UInt8] { try SortedJSON.encode(self) }
}
