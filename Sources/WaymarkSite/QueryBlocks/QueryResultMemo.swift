import Synchronization
import WaymarkDiscovery

/// The results of the queries one build has run, by query: a page's blocks are run when the build
/// checks them, when the page renders and when each map's GeoJSON is written, and the answer is
/// the same every time (same data, same today). Shared by every copy of one ``QueryBlockContext``;
/// a new build makes a new context, so nothing outlives the data it was computed from.
public final class QueryResultMemo: Sendable {
    private let results = Mutex<[QuerySpec: QueryResult]>([:])

    /// An empty memo.
    public init() {}

    /// The result kept for `spec`, or `nil`.
    func result(for spec: QuerySpec) -> QueryResult? {
        results.withLock { $0[spec] }
    }

    /// Keeps `result` as the answer to `spec`.
    func store(_ result: QueryResult, for spec: QuerySpec) {
        results.withLock { $0[spec] = result }
    }
}
