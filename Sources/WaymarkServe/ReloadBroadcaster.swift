/// Sends events to every open event stream. Each subscriber has a bounded buffer (the newest 32
/// messages), so a stalled browser cannot make the server hold unbounded memory.
final class ReloadBroadcaster: Sendable {
    private struct State {
        var nextIdentifier: UInt64 = 0
        var subscribers: [UInt64: AsyncStream<[UInt8]>.Continuation] = [:]
        var isClosed = false
    }

    private let state = Locked(State())

    /// A new stream whose first messages are `greeting`; empty at once when the broadcaster is closed.
    func subscribe(greeting: [ServerSentEvent]) -> EventStreamBytes {
        let (stream, continuation) = AsyncStream.makeStream(of: [UInt8].self, bufferingPolicy: .bufferingNewest(32))
        for event in greeting {
            continuation.yield(event.encoded)
        }
        let identifier: UInt64? = state.withLock { state in
            guard !state.isClosed else { return nil }
            state.nextIdentifier += 1
            state.subscribers[state.nextIdentifier] = continuation
            return state.nextIdentifier
        }
        guard let identifier else {
            continuation.finish()
            return EventStreamBytes(messages: stream, subscription: .init(onEnd: {}))
        }
        continuation.onTermination = { [weak self] _ in self?.remove(identifier) }
        let subscription = EventStreamBytes.Subscription { [weak self] in self?.remove(identifier) }
        return EventStreamBytes(messages: stream, subscription: subscription)
    }

    /// Queues `event` on every open stream.
    func send(_ event: ServerSentEvent) {
        let bytes = event.encoded
        for continuation in state.withLock({ Array($0.subscribers.values) }) {
            continuation.yield(bytes)
        }
    }

    /// The number of open streams.
    var subscriberCount: Int {
        state.withLock { $0.subscribers.count }
    }

    /// Ends every stream and refuses new ones.
    func close() {
        let subscribers = state.withLock { state in
            state.isClosed = true
            defer { state.subscribers = [:] }
            return Array(state.subscribers.values)
        }
        for continuation in subscribers {
            continuation.finish()
        }
    }

    private func remove(_ identifier: UInt64) {
        let continuation = state.withLock { $0.subscribers.removeValue(forKey: identifier) }
        continuation?.finish()
    }
}
