import WaymarkMarkdown
import WaymarkOutput
import WaymarkTheme

extension Pager {
    /// The `pager` template variable, in the site's words, links relative to this page.
    package struct Model: Encodable, Sendable, Hashable {
        /// This page's number, 1-based.
        var number: Int
        /// The number of pages.
        var count: Int
        /// True when there is more than one page.
        var isPaged: Bool
        /// True on page 1.
        var isFirst: Bool
        /// True on the last page.
        var isLast: Bool
        /// `Page 2 of 5`, in the site's words (`pager.status`).
        var label: String
        /// `(11–20 of 45)`, in the site's words (`pager.range`).
        var rangeLabel: String
        /// What `<title>` adds after the list's title on pages 2 and later, else empty.
        var titleSuffix: String
        /// The number of items in the whole list.
        var itemCount: Int
        /// The 1-based position of this page's first item in the list, 0 when it has none.
        var firstItem: Int
        /// The 1-based position of this page's last item, 0 when it has none.
        var lastItem: Int
        /// Page 1, from pages 2 and later.
        var firstURL: String?
        /// The page before, from pages 2 and later.
        var previousURL: String?
        /// The page after, from every page but the last.
        var nextURL: String?
        /// The last page, from every page but the last.
        var lastURL: String?
    }

    /// This page's `pager` variable in `words`. Page numbers and positions are written without
    /// grouping.
    package func model(words: SiteWords) -> Model {
        let from = path.description
        func link(_ target: OutputPath) -> String { SiteLink.relative(from: from, to: target.description) }
        let range = itemRange
        let first = range.isEmpty ? 0 : range.lowerBound + 1
        return Model(
            number: number, count: count, isPaged: isPaged, isFirst: number == 1, isLast: number == count,
            label: words.text("pager.status", ["number": String(number), "count": String(count)]),
            rangeLabel: words.text("pager.range", [
                "first": String(first), "last": String(range.upperBound), "total": String(pagination.itemCount)]),
            titleSuffix: number > 1 ? words.text("pager.title_suffix", ["number": String(number)]) : "",
            itemCount: pagination.itemCount, firstItem: first, lastItem: range.upperBound,
            firstURL: number > 1 ? link(Self.path(ofPage: 1, in: folder)) : nil,
            previousURL: previous.map(link),
            nextURL: next.map(link),
            lastURL: number < count ? link(Self.path(ofPage: count, in: folder)) : nil)
    }
}
