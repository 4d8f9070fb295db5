/// The output paths of a plan as text, sorted (String order, as ``SiteBuilder/uniqueJobs(_:diagnostics:)``
/// leaves them) and each once; `contains` is a binary search. The plan asks it about menu entries and
/// Markdown links only, so a set of the 200,000 paths of a large site would cost more than it saves.
struct SortedPaths: Sendable {
    /// The paths, ascending, no two equal.
    let sorted: [String]

    /// Whether `path` is one of the paths.
    func contains(_ path: String) -> Bool {
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < path {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < sorted.count && sorted[low] == path
    }
}
