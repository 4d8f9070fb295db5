extension Array where Element == ContentPage {
    /// The pages sorted by `areInIncreasingOrder`, exactly as `sorted(by:)` (stable) sorts them, but
    /// through their indices: a page is a large value, and the standard sort copied and destroyed
    /// whole pages while merging, a few percent of a 3,000-page build spent before rendering starts.
    /// The comparisons read the pages in place through the array's buffer: the array's subscript
    /// hands out a copy of the page (a retain of each of its strings and arrays) for every comparison.
    package func sortedPages(by areInIncreasingOrder: (ContentPage, ContentPage) -> Bool) -> [ContentPage] {
        let order = withUnsafeBufferPointer { pages in
            pages.indices.sorted { areInIncreasingOrder(pages[$0], pages[$1]) }
        }
        return order.map { self[$0] }
    }
}
