import WaymarkCore
import WaymarkModel

/// A JSON Feed 1.1 document (https://jsonfeed.org/version/1.1), encoded with `JSONEncoder`.
///
/// Served as `application/feed+json`. Every item carries the `_geo` extension: a GeoJSON Feature of
/// its point (README, "Feeds").
public struct JSONFeedDocument: Sendable, Hashable, Encodable {
    /// The version URL of JSON Feed 1.1.
    public static let version = "https://jsonfeed.org/version/1.1"
    /// The MIME type.
    public static let mimeType = "application/feed+json"

    /// `version`.
    public var version = JSONFeedDocument.version
    /// `title`.
    public var title: String
    /// `home_page_url`: the page the feed lists.
    public var homePageURL: String
    /// `feed_url`: where the feed itself is.
    public var feedURL: String
    /// `description`.
    public var description: String?
    /// `language`.
    public var language: String?
    /// `items`.
    public var items: [Item]

    /// One item.
    public struct Item: Sendable, Hashable, Encodable {
        /// `id`: the permalink.
        public var id: String
        /// `url`: the same permalink.
        public var url: String
        /// `title`.
        public var title: String
        /// `content_text`: plain text (always present, as 1.1 requires text or HTML).
        public var contentText: String
        /// `content_html`, when the item has a description.
        public var contentHTML: String?
        /// `summary`.
        public var summary: String
        /// `date_published`, RFC 3339.
        public var datePublished: String?
        /// `tags`.
        public var tags: [String]?
        /// `_geo`: GeoJSON Feature of the item's point.
        public var geo: GeoJSONFeature?

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
    public func encoded() throws -> [UInt8] { try SortedJSON.encode(self) }
}
