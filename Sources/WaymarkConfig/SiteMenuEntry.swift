import WaymarkCore
import WaymarkModel

/// One link of a site menu (`menus.main` in `site.yml`).
package struct SiteMenuEntry: Sendable, Hashable {
    /// The text of the link.
    package var title: String
    /// Where it goes: a site path such as `about/` or `/reports/` (made relative in each page), or an
    /// `http:`, `https:`, `mailto:`, `tel:` or `//host` URL (kept as is). `site.yml` refuses every
    /// other scheme (``URLReference``).
    package var url: String
    /// Where the entry was written, to report a link to a page that does not exist.
    package var location: SourceLocation

    /// Creates an entry.
    package init(title: String, url: String, location: SourceLocation) {
        self.title = title
        self.url = url
        self.location = location
    }

    /// True for a URL with a scheme or a scheme-relative `//host` one, which is never rewritten
    /// (``URLReference/isExternal``).
    package var isExternal: Bool {
        URLReference(url).isExternal
    }
}
