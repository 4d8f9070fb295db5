import Foundation

/// Entries computed once and shared by the jobs that write the same list in several formats
/// (`feed.json`, `feed.atom`): the first job to ask builds them, the others wait and reuse them.
final class FeedEntryCache: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [FeedEntry]?
    private let make: @Sendable (RenderEnvironment) -> [FeedEntry]

    /// A cache that builds its entries with `make` on first use.
    init(_ make: @escaping @Sendable (RenderEnvironment) -> [FeedEntry]) {
        self.make = make
    }

    /// The entries, built on the first call (under the lock, so they are built once).
    func entries(_ environment: RenderEnvironment) -> [FeedEntry] {
        lock.lock()
        defer { lock.unlock() }
        if let entries { return entries }
        let made = make(environment)
        entries = made
        return made
    }
}
