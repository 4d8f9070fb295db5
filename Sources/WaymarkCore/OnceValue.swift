import Synchronization

/// A value made at most once, by the first job that asks for it, and shared by the jobs of one
/// plan (a Markdown report's text and its maps come from one rendering of the report). Jobs that
/// ask while it is being made wait for it.
package final class OnceValue<Value: Sendable>: Sendable {
    private let make: @Sendable () -> Value
    private let stored = Mutex<Value?>(nil)

    /// A value `make` will produce when first asked for.
    package init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    /// The value, made now if no one asked before.
    package var value: Value {
        stored.withLock { stored in
            if let stored { return stored }
            let value = make()
            stored = value
            return value
        }
    }
}
