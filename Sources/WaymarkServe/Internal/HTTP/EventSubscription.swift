import Foundation

/// One open event stream's queue of messages, filled by ``ReloadBroadcaster`` and drained by the
/// connection's thread. It keeps only the newest 32 messages, so a stalled browser cannot make the
/// server hold unbounded memory.
final class EventSubscription: @unchecked Sendable {
    /// What waiting for the next message gave.
    enum Next: Equatable {
        case message([UInt8])
        case timedOut
        case ended
    }

    private let condition = NSCondition()
    private var messages: [[UInt8]] = []
    private var isFinished = false
    private let capacity = 32
    private let onEnd: @Sendable () -> Void

    /// A queue that calls `onEnd` once when it finishes (either side).
    init(onEnd: @escaping @Sendable () -> Void = {}) {
        self.onEnd = onEnd
    }

    /// Queues `message`; dropped once finished.
    func yield(_ message: [UInt8]) {
        condition.lock()
        defer { condition.unlock() }
        guard !isFinished else { return }
        messages.append(message)
        if messages.count > capacity { messages.removeFirst(messages.count - capacity) }
        condition.signal()
    }

    /// Ends the stream: queued messages are still delivered, then ``Next/ended``.
    func finish() {
        condition.lock()
        let wasFinished = isFinished
        isFinished = true
        condition.broadcast()
        condition.unlock()
        if !wasFinished { onEnd() }
    }

    /// The next message, waiting at most `timeout`.
    func next(timeout: Duration) -> Next {
        let deadline = Date().addingTimeInterval(timeout.seconds)
        condition.lock()
        defer { condition.unlock() }
        while messages.isEmpty && !isFinished {
            if !condition.wait(until: deadline) { return messages.isEmpty ? (isFinished ? .ended : .timedOut) : .message(messages.removeFirst()) }
        }
        if !messages.isEmpty { return .message(messages.removeFirst()) }
        return .ended
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
