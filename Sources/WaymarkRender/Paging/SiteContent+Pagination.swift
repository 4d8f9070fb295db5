import WaymarkConfig
import WaymarkModel

extension SiteContent {
    /// Items per page of the site's paged lists: `paginate` of `site.yml`, else
    /// ``PaginationSetting/defaultPerPage``; 0 when paging is off.
    package var itemsPerPage: Int { config.paginate ?? PaginationSetting.defaultPerPage }

    /// Items per page of the list `page` shows: its own `paginate` (a section's `_index.md`), else
    /// the site's ``itemsPerPage``. Only list pages are paged; for any other page this is 0.
    package func itemsPerPage(of page: ContentPage) -> Int {
        guard page.kind == .list else { return 0 }
        return page.frontMatter.paginate ?? itemsPerPage
    }

    /// A warning for `paginate` in the front matter of a page that lists nothing to page (anything
    /// but a section's `_index.md`), at the value; `nil` otherwise.
    package func paginateProblem(_ page: ContentPage) -> Diagnostic? {
        guard page.kind != .list, page.frontMatter.paginate != nil else { return nil }
        let location = page.frontMatter.locations[PaginationSetting.key]
            ?? SourceLocation(path: page.displayPath, line: 1, column: 1)
        let line = page.frontMatterLines.indices.contains(location.line - 1) ? page.frontMatterLines[location.line - 1] : nil
        return Diagnostic(.warning, at: location,
                          "paginate has no effect here: only a section's _index.md lists pages, expected it there or in site.yml",
                          sourceLine: line)
    }
}
