import Synchronization

/// Values appended from any task (a progress sink, a file-system closure), read back by a test.
final class Recorded<Value: Sendable>: Sendable {
    private let state = Mutex<[Value]>([])

    /// Appends one value.
    func append(_ value: Value) { state.withLock { $0.append(value) } }

    /// Everything appended so far, in order.
    var values: [Value] { state.withLock { $0 } }
}
