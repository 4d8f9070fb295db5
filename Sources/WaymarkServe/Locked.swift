import Foundation

/// A value guarded by a lock, for state shared between the watcher thread, the rebuild loop
/// and the request handlers. Critical sections must stay short and must never `await`.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value and returns its result.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    /// A copy of the current value.
    var current: Value {
        withLock { $0 }
    }
}
