/// A feed advertised in `<head>` as `<link rel="alternate" type="…" title="…" href="…">`.
package struct FeedLink: Sendable, Hashable {
    /// Human title, e.g. `Charters (JSON Feed)`.
    package var title: String
    /// MIME type, e.g. `application/feed+json`.
    package var type: String
    /// Site path of the feed, e.g. `charters/feed.json` (made relative in each page).
    package var sitePath: String

    /// Creates a feed link.
    package init(title: String, type: String, sitePath: String) {
        self.title = title
        self.type = type
        self.sitePath = sitePath
    }
}
