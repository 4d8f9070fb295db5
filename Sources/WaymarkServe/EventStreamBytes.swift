import FlyingSocks

/// The body of one open `text/event-stream` response: the bytes of the events sent to one
/// subscriber, for as long as the connection lasts. When the response is dropped (the browser
/// closed the tab and a write failed, or the server stops), the subscription ends with it.
struct EventStreamBytes: AsyncBufferedSequence {
    typealias Element = UInt8

    let messages: AsyncStream<[UInt8]>
    let subscription: Subscription

    /// Removes the subscriber from its broadcaster when the last copy of the body is gone.
    final class Subscription: Sendable {
        private let onEnd: @Sendable () -> Void

        init(onEnd: @escaping @Sendable () -> Void) {
            self.onEnd = onEnd
        }

        deinit {
            onEnd()
        }
    }

    func makeAsyncIterator() -> Iterator {
        Iterator(base: messages.makeAsyncIterator(), subscription: subscription)
    }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var base: AsyncStream<[UInt8]>.Iterator
        let subscription: Subscription
        var pending: ArraySlice<UInt8> = []

        mutating func next() async -> UInt8? {
            guard await fill() else { return nil }
            return pending.popFirst()
        }

        mutating func nextBuffer(suggested count: Int) async -> ArraySlice<UInt8>? {
            guard await fill() else { return nil }
            let chunk = pending.prefix(Swift.max(1, count))
            pending = pending.dropFirst(chunk.count)
            return chunk
        }

        /// Waits for the next message when nothing is pending; false once the stream has ended.
        private mutating func fill() async -> Bool {
            while pending.isEmpty {
                guard let message = await base.next() else { return false }
                pending = message[...]
            }
            return true
        }
    }
}
