import WaymarkOutput

/// One page of a paged list: which page it is, how many there are, and where it and the other
/// pages are written.
///
/// Page 1 is the list's own page (`<folder>/index.html`); page k ≥ 2 is `<folder>/page/<k>/index.html`,
/// the URL scheme of Hugo. Page 1 is never written again at `page/1/`: a paged list gets a
/// redirect there instead (``PagerRedirect``).
package struct Pager: Sendable, Hashable {
    /// This page's number, 1-based.
    package let number: Int
    /// The split of the whole list.
    package let pagination: Pagination
    /// The output folder of page 1, e.g. `["airports", "fr"]` (`[]` for the site root).
    package let folder: [String]

    /// The pager of page `number` of `pagination`, for the list whose page 1 is in `folder`.
    package init(number: Int, pagination: Pagination, folder: [String]) {
        self.number = number
        self.pagination = pagination
        self.folder = folder
    }

    /// Every page of a list of `itemCount` items shown `perPage` at a time, page 1 first.
    package static func pages(itemCount: Int, perPage: Int, folder: [String]) -> [Pager] {
        let pagination = Pagination(itemCount: itemCount, perPage: perPage)
        return (1...pagination.pageCount).map { Pager(number: $0, pagination: pagination, folder: folder) }
    }

    /// The number of pages (≥ 1).
    package var count: Int { pagination.pageCount }
    /// True when the list has more than one page: only then is a pager shown.
    package var isPaged: Bool { count > 1 }
    /// The 0-based indexes of this page's items in the whole list.
    package var itemRange: Range<Int> { pagination.itemRange(ofPage: number) }

    /// Where page `number` of the list in `folder` is written: `folder/index.html` for page 1 (and
    /// anything below it), else `folder/page/<number>/index.html`.
    package static func path(ofPage number: Int, in folder: [String]) -> OutputPath {
        number <= 1 ? OutputPath(trusted: folder + ["index.html"])
            : OutputPath(trusted: folder + ["page", String(number), "index.html"])
    }

    /// Where this page is written.
    package var path: OutputPath { Self.path(ofPage: number, in: folder) }
    /// The previous page's path, `nil` on page 1.
    package var previous: OutputPath? { number > 1 ? Self.path(ofPage: number - 1, in: folder) : nil }
    /// The next page's path, `nil` on the last page.
    package var next: OutputPath? { number < count ? Self.path(ofPage: number + 1, in: folder) : nil }
}
