import Synchronization
import WaymarkRender

/// What the jobs that write the same list in several formats (`feed.json`, `feed.atom`) share: the
/// entries, or their costly part (the rendered descriptions of a pets feed), made once while
/// rendering. The first job to ask makes the value, the others wait and reuse it; it goes when the
/// last job holding the cache is done.
final class FeedEntryCache<Value: Sendable>: Sendable {
    private let stored = Mutex<Value?>(nil)
    private let make: @Sendable (RenderEnvironment) -> Value

    /// A cache that makes its value with `make` on first use.
    init(_ make: @escaping @Sendable (RenderEnvironment) -> Value) {
        self.make = make
    }

    /// The value, made on the first call (under the lock, so it is made once).
    func value(_ environment: RenderEnvironment) -> Value {
        stored.withLock { stored in
            if let stored { return stored }
            let made = make(environment)
            stored = made
            return made
        }
    }
}
