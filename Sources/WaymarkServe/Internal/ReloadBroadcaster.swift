import WaymarkCore
/// Sends events to every open event stream (``EventSubscription``, each keeping its newest 32
/// messages, so a stalled browser cannot make the server hold unbounded memory).
final class ReloadBroadcaster: Sendable {
    private struct State {
        var nextIdentifier: UInt64 = 0
        var subscribers: [UInt64: EventSubscription] = [:]
        var isClosed = false
    }

    private let state = MutexBox(State())

    /// A new stream whose first messages are `greeting`; ended at once when the broadcaster is closed.
    func subscribe(greeting: [ServerSentEvent]) -> EventSubscription {
        let identifier = state.withLock { state -> UInt64? in
            guard !state.isClosed else { return nil }
            state.nextIdentifier += 1
            return state.nextIdentifier
        }
        guard let identifier else {
            let ended = EventSubscription()
            ended.finish()
            return ended
        }
        let subscription = EventSubscription { [weak self] in self?.remove(identifier) }
        for event in greeting {
            subscription.yield(event.encoded)
        }
        state.withLock { $0.subscribers[identifier] = subscription }
        return subscription
    }

    /// Queues `event` on every open stream.
    func send(_ event: ServerSentEvent) {
        let bytes = event.encoded
        for subscription in state.withLock({ Array($0.subscribers.values) }) {
            subscription.yield(bytes)
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
        for subscription in subscribers {
            subscription.finish()
        }
    }

    private func remove(_ identifier: UInt64) {
        _ = state.withLock { $0.subscribers.removeValue(forKey: identifier) }
    }
}
