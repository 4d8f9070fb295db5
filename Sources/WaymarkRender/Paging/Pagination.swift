/// How a list of `itemCount` items splits into pages of at most `perPage` items, in order.
///
/// Pages are numbered from 1. A list always has at least one page, even when it is empty, and
/// `perPage` 0 (paging off) puts every item on page 1.
package struct Pagination: Sendable, Hashable {
    /// The number of items in the whole list (≥ 0).
    package let itemCount: Int
    /// The most items one page shows; 0 when paging is off.
    package let perPage: Int

    /// A pagination; negative counts are taken as 0.
    package init(itemCount: Int, perPage: Int) {
        self.itemCount = max(0, itemCount)
        self.perPage = max(0, perPage)
    }

    /// The number of pages, ≥ 1: ⌈itemCount / perPage⌉, or 1 for an empty list or with paging off.
    package var pageCount: Int {
        guard perPage > 0, itemCount > 0 else { return 1 }
        return itemCount / perPage + (itemCount % perPage == 0 ? 0 : 1)
    }

    /// The indexes (0-based, into the whole list) of the items on page `number` (1-based); empty for
    /// a number outside `1...pageCount` and for the single page of an empty list.
    package func itemRange(ofPage number: Int) -> Range<Int> {
        guard number >= 1, number <= pageCount else { return 0..<0 }
        guard perPage > 0 else { return 0..<itemCount }
        let start = (number - 1) * perPage
        return start..<(start + min(perPage, itemCount - start))
    }

    /// The items of `items` on each page, page 1 first; `items.count` should be `itemCount`.
    package func pages<Item>(of items: [Item]) -> [ArraySlice<Item>] {
        (1...pageCount).map { number in
            let range = itemRange(ofPage: number).clamped(to: items.indices)
            return items[range]
        }
    }
}
