extension Array where Element == ContentPage {
    /// The pages sorted by `areInIncreasingOrder`, exactly as `sorted(by:)` (stable) sorts them, but
    /// through their indices: a page is a large value, and the standard sort copied and destroyed
    /// whole pages while merging, a few percent of a 3,000-page build spent before rendering starts.
    package func sortedPages(by areInIncreasingOrder: (ContentPage, ContentPage) -> Bool) -> [ContentPage] {
        indices.sorted { areInIncreasingOrder(self[$0], self[$1]) }.map { self[$0] }
    }
}
