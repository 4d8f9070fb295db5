/// The YAML front matter of a Markdown page or report (between the leading `---` lines).
///
/// `title` is required; everything else is optional. `locations` remembers where each key's value
/// was written so later checks (an unknown template, a duplicate slug) can point at it.
package struct PageFrontMatter: Sendable, Hashable {
    /// The page's title (required, non-empty).
    package var title: String
    /// The content date (publication or report date); the sitemap's `lastmod`.
    package var date: CalendarDate?
    /// One or two sentences shown in lists and `<meta name="description">`.
    package var summary: String?
    /// The last path component of the page's URL, `[a-z0-9][a-z0-9-]*`; defaults to the file name.
    package var slug: String?
    /// True for a draft: skipped unless the build runs with `--drafts`.
    package var draft: Bool
    /// The template to render with (a file name in `Templates/` without `.mustache`); defaults to the
    /// page kind's template.
    package var template: String?
    /// Ordering key for lists and the default menu: lower first, then by date (newest first), then title.
    package var weight: Int
    /// `markdown` asks for the report to be written as Markdown too (`reports/<slug>.md` with its maps
    /// as sibling `.svg` files); `nil` or `html` writes HTML only.
    package var output: String?
    /// `paginate` in a section's `_index.md`: items per page of that section's list, winning over
    /// `site.yml`'s; `0` turns paging off for the section; `nil` when absent.
    package var paginate: Int? = nil
    /// Where each key's value is in the Markdown file, by key name.
    package var locations: [String: SourceLocation]

    /// Creates front matter.
    package init(title: String, date: CalendarDate? = nil, summary: String? = nil, slug: String? = nil,
                draft: Bool = false, template: String? = nil, weight: Int = 0,
                locations: [String: SourceLocation] = [:]) {
        self.title = title
        self.date = date
        self.summary = summary
        self.slug = slug
        self.draft = draft
        self.template = template
        self.weight = weight
        self.locations = locations
    }

    /// The keys Waymark understands in front matter; any other key is a warning.
    package static let knownKeys: [String] = ["title", "date", "summary", "slug", "draft", "template", "weight", "output", "paginate"]
}
