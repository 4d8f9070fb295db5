/// A feed advertised in `<head>` as `<link rel="alternate" type="…" title="…" href="…">`.
public struct FeedLink: Sendable, Hashable {
    /// Human title, e.g. `Charters (JSON Feed)`.
    public var title: String
    /// MIME type, e.g. `application/feed+json`.
    public var type: String
    /// Site path of the feed, e.g. `charters/feed.json` (made relative in each page).
    public var sitePath: String

    /// Creates a feed link.
    public init(title: String, type: String, sitePath: String) {
        self.title = title
        self.type = type
        self.sitePath = sitePath
    }
}
