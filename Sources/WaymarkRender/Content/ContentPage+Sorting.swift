extension Array where Element == ContentPage {
    /// The pages sorted by `areInIncreasingOrder`, exactly as `sorted(by:)` (stable) sorts them, but
    /// through their indices: a page is a large value, and the standard sort copied and destroyed
    /// whole pages while merging. Each comparison still copies the two pages it is handed (the
    /// comparison is opaque to the optimiser, so it cannot borrow them); the sorts of a build use
    /// ``sortedPages(by:_:)`` with a small key instead.
    package func sortedPages(by areInIncreasingOrder: (ContentPage, ContentPage) -> Bool) -> [ContentPage] {
        indices.sorted { areInIncreasingOrder(self[$0], self[$1]) }.map { self[$0] }
    }

    /// The pages sorted by `less` over `key` of each page, taken out once per page, stable: the same
    /// order as `sorted { less(key($0), key($1)) }`, with a comparison copying two keys (a string
    /// or two) instead of two whole pages (a retain and a release of each of their strings and arrays),
    /// a few percent of a 3,000-page build spent before rendering starts.
    package func sortedPages<Key>(by key: (ContentPage) -> Key, _ less: (Key, Key) -> Bool) -> [ContentPage] {
        let keys = map(key)
        return keys.indices.sorted { less(keys[$0], keys[$1]) }.map { self[$0] }
    }

    /// The pages in list order (``ContentPage/listOrder(_:_:)``).
    package func sortedInListOrder() -> [ContentPage] {
        sortedPages(by: ContentPage.ListOrderKey.init, ContentPage.ListOrderKey.less)
    }
}
