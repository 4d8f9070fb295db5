import WaymarkRender

/// The template context of the search page: its title, and the Content-Security-Policy that lets
/// Pagefind's WebAssembly run, in place of the common one.
struct SearchPageModel: PageModel {
    /// The `page` variable.
    struct Page: Encodable, Sendable, Hashable {
        /// `Search`, in the site's words.
        var title: String
        /// Always `search`.
        var kind = "search"
    }

    /// The page itself.
    var page: Page
    /// Always true: the theme shows the search box and loads Pagefind.
    var searchPage = true
    /// Always true: a search page has nothing of its own to find.
    var noindex = true
    /// The site's policy with WebAssembly allowed (`ContentSecurityPolicy.allowingWebAssembly()`).
    var contentSecurityPolicy: String

    var preview: PagePreview { PagePreview(title: page.title) }
}
