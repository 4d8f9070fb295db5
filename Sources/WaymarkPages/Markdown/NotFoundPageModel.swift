import WaymarkRender

/// The template context of `404.html`: its title, in the site's words.
struct NotFoundPageModel: PageModel {
    /// The `page` variable.
    struct Page: Encodable, Sendable, Hashable {
        /// `Page not found`, in the site's words.
        var title: String
        /// Always `404`.
        var kind = "404"
    }

    /// The page itself.
    var page: Page

    var preview: PagePreview { PagePreview(title: page.title) }
}
