import Synchronization

/// Entries computed once and shared by the jobs that write the same list in several formats
/// (`feed.json`, `feed.atom`): the first job to ask builds them, the others wait and reuse them.
final class FeedEntryCache: Sendable {
    private let entries = Mutex<[FeedEntry]?>(nil)
    private let make: @Sendable (RenderEnvironment) -> [FeedEntry]

    /// A cache that builds its entries with `make` on first use.
    init(_ make: @escaping @Sendable (RenderEnvironment) -> [FeedEntry]) {
        self.make = make
    }

    /// The entries, built on the first call (under the lock, so they are built once).
    func entries(_ environment: RenderEnvironment) -> [FeedEntry] {
        entries.withLock { entries in
            if let entries { return entries }
            let made = make(environment)
            entries = made
            return made
        }
    }
}
