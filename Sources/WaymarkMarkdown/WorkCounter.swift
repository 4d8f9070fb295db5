import Synchronization

/// Counts, for tests, how often a piece of work is done on inputs that contain a watched text:
/// ``parses`` counts cmark-gfm parses of a Markdown text, ``queries`` query runs of a block (by
/// its title). A test watches a text no other test uses, so tests running at the same time do not
/// disturb its count. While nothing is watched, recording costs one atomic load.
package final class WorkCounter: Sendable {
    /// Markdown texts parsed by ``MarkdownRenderer``.
    static let parses = WorkCounter()
    /// ```` ```waymark ```` blocks whose query ran (``QueryBlockRunner``), by the block's title.
    package static let queries = WorkCounter()
    /// ```` ```waymark ```` blocks written as HTML (their table or map), by the block's text.
    package static let blockRenders = WorkCounter()

    private let watching = Atomic<Int>(0)
    private let counts = Mutex<[String: Int]>([:])

    /// Starts counting inputs that contain `marker` (from 0).
    package func watch(_ marker: String) {
        counts.withLock { $0[marker] = 0 }
        watching.add(1, ordering: .sequentiallyConsistent)
    }

    /// Stops counting `marker` and returns its count.
    @discardableResult
    package func stop(_ marker: String) -> Int {
        let count = counts.withLock { $0.removeValue(forKey: marker) } ?? 0
        watching.subtract(1, ordering: .sequentiallyConsistent)
        return count
    }

    /// The count of `marker` so far.
    func count(_ marker: String) -> Int {
        counts.withLock { $0[marker] ?? 0 }
    }

    /// Counts `input` for every watched marker it contains.
    package func record(_ input: String) {
        guard watching.load(ordering: .relaxed) > 0 else { return }
        counts.withLock { counts in
            for marker in counts.keys where input.contains(marker) { counts[marker, default: 0] += 1 }
        }
    }
}
