/// One link of a site menu (`menus.main` in `site.yml`).
public struct SiteMenuEntry: Sendable, Hashable {
    /// The text of the link.
    public var title: String
    /// Where it goes: a site path such as `about/` or `/reports/` (made relative in each page), or an
    /// absolute `http(s)` URL (kept as is).
    public var url: String
    /// Where the entry was written, to report a link to a page that does not exist.
    public var location: SourceLocation

    /// Creates an entry.
    public init(title: String, url: String, location: SourceLocation) {
        self.title = title
        self.url = url
        self.location = location
    }

    /// True for `http://`, `https://`, `mailto:` and protocol-relative `//` URLs, which are never rewritten.
    public var isExternal: Bool {
        let lower = url.lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasPrefix("mailto:")
            || lower.hasPrefix("//")
    }
}
