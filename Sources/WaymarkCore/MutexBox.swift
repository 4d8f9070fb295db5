import Synchronization

/// A `Synchronization.Mutex` that can be shared by reference: held by several objects or captured
/// by escaping closures (a `Mutex` itself is not copyable, so it can only live in one place).
///
/// Where one object owns the state, a `Mutex` stored property is enough; this box is for state
/// that several owners reach (the preview server's serving state, a signal handler's flag).
/// Critical sections must stay short and must never `await`.
package final class MutexBox<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>

    /// A box holding `value`.
    package init(_ value: Value) {
        mutex = Mutex(value)
    }

    /// Runs `body` with exclusive access to the value and returns its result.
    package func withLock<Result: Sendable, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try mutex.withLock { (value: inout sending Value) throws(Failure) -> sending Result in
            try body(&value)
        }
    }

    /// A copy of the current value.
    package var current: Value {
        withLock { $0 }
    }
}
