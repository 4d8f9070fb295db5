/// A page's template context as one typed value: exactly the variables its template reads besides
/// the ones every page gets (``RenderEnvironment``). ``TemplateValueEncoder`` makes it the
/// template's context, and the hash of that same encoding is the page's render-cache fingerprint
/// (``PageJob/init(path:origin:isPage:sitemap:maps:template:rootOverride:fingerprinted:model:)``),
/// so a property added to a model is both rendered and fingerprinted, with nothing to list by hand.
package protocol PageModel: Encodable, Sendable {
    /// What link previews say about the page: its `share` variable is made from this.
    var preview: PagePreview { get }
}

/// What a page tells link previews about itself (``ShareMetadata``): whether it is the home page,
/// its title, and the text that describes it.
package struct PagePreview: Sendable, Hashable {
    /// True for the site's home page (its title is the site's, its `og:type` `website`).
    package var isHome: Bool
    /// The page's title; `nil` or empty for the site's.
    package var title: String?
    /// What the page kind says about its record, preferred to ``summary``.
    package var description: String?
    /// The page's summary (front matter), used when there is no ``description``.
    package var summary: String?

    /// Creates a preview.
    package init(isHome: Bool = false, title: String?, description: String? = nil, summary: String? = nil) {
        self.isHome = isHome
        self.title = title
        self.description = description
        self.summary = summary
    }
}
