import WaymarkRender

extension PageKinds {
    /// Waymark's page kinds: Markdown pages, static files, charter pages and feeds, pet pages and
    /// feeds, airport pages, reports written as Markdown (front matter `output: markdown`), the
    /// search page (sites with `search: true`); for
    /// `--format markdown`, the reports as Markdown and nothing else.
    package static let standard = PageKinds(
        site: [
            MarkdownPagesGenerator(), StaticFilesGenerator(), CharterPagesGenerator(), PetPagesGenerator(),
            AirportPagesGenerator(), MarkdownReportsGenerator(), SearchPageGenerator(),
        ],
        markdownReports: [MarkdownReportsGenerator(allReports: true, linksToPages: false)]
    )
}
