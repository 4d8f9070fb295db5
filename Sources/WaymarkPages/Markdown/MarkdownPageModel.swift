import WaymarkRender
import WaymarkTheme

/// The template context of a Markdown page (a page, a report, a list or the home page), one page
/// of its list at a time: what `page`, `report`, `list` and `home` read besides the common variables.
struct MarkdownPageModel: PageModel {
    /// The `page` variable.
    struct Page: Encodable, Sendable {
        /// The front matter's title.
        var title: String
        /// `page`, `report`, `list` or `home`.
        var kind: String
        /// The Markdown as HTML, with the HTML of its ```` ```waymark ```` blocks; empty on pages 2
        /// and later of a list.
        var content: PageContent
        /// True when ``content`` is not empty.
        var hasContent: Bool
        /// The Markdown file, relative to the site folder (`pages/about.md`); empty for a page
        /// Waymark makes itself (the home page, the reports list).
        var sourcePath: String
        /// The front matter's summary.
        var summary: String?
        /// The content date as YYYY-MM-DD.
        var date: String?
        /// The content date in the site's words.
        var dateDisplay: String?
    }

    /// The page itself.
    var page: Page
    /// The pages this page of a list shows (the home page: the top-level pages).
    var pages: [PageListItem.Model]
    /// True when ``pages`` is not empty.
    var hasPages: Bool
    /// The newest reports (the home page only).
    var reports: [PageListItem.Model]
    /// True when ``reports`` is not empty.
    var hasReports: Bool
    /// True when there are more reports than the home page shows.
    var hasMoreReports: Bool
    /// The reports list, relative to this page.
    var reportsURL: String
    /// Which page of its list this is (lists only).
    var pager: Pager.Model?
    /// The GeoJSON links of the page's query maps (`title`, `url`), on page 1.
    var mapData: [[String: String]]?
    /// The page's share card as `og:image`.
    var shareImage: ShareImage?
    /// The home page's schema.org `WebSite`, as JSON for a `<script type="application/ld+json">`.
    var jsonLD: String?
    /// True when the site has search and the page is indexed (pages and reports).
    var searchable: Bool?
    /// The page's search filters (``SearchFilters``).
    var searchFilters: [SearchFilters.Filter]?

    var preview: PagePreview {
        PagePreview(isHome: page.kind == ContentPage.Kind.home.rawValue, title: page.title, summary: page.summary)
    }
}
