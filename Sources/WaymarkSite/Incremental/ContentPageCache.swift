import Synchronization
import WaymarkModel
import WaymarkRender

/// Parsed Markdown files kept between builds of a long-lived process (`waymark serve`), so a rebuild
/// after one edit parses only the files whose bytes changed.
///
/// An entry is keyed by the file's path and the name it has in messages, and is reused only when the
/// file's bytes are exactly the bytes it was parsed from (compared in full, not by a hash or a
/// modification time). After each load the cache holds exactly the files that load read.
package final class ContentPageCache: Sendable {
    /// What parsing and routing one file gave: the page, or `nil` with the reasons in `diagnostics`.
    struct Parsed: Sendable {
        var bytes: [UInt8]
        var page: ContentPage?
        var diagnostics: [Diagnostic]
    }

    private struct State {
        var entries: [String: Parsed] = [:]
        var reused = 0
    }

    private let state = Mutex(State())

    /// An empty cache.
    package init() {}

    /// How many files the last load took from the cache instead of parsing them.
    package var lastReusedCount: Int { state.withLock { $0.reused } }

    /// The stored parse of the file `key` when it was parsed from exactly `bytes`.
    func parsed(_ key: String, bytes: [UInt8]) -> Parsed? {
        state.withLock { state in
            guard let entry = state.entries[key], entry.bytes == bytes else { return nil }
            return entry
        }
    }

    /// Replaces the cache with the files of one load.
    func replace(with entries: [String: Parsed], reused: Int) {
        state.withLock { $0 = State(entries: entries, reused: reused) }
    }
}
