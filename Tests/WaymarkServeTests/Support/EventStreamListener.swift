import Foundation
#if canImport(Glibc)
import Glibc
#endif
@testable import WaymarkServe
import WaymarkCore

/// A browser's `EventSource`, reduced to what tests need: connects to the event stream, reads on a
/// thread of its own, and lets a test wait for an event (at most ``Patience/duration``: only an event
/// that never comes fails the test).
final class EventStreamListener: Sendable {
    private let descriptor: Int32
    private let received = MutexBox(Data())
    private let ended = MutexBox(false)

    init(port: UInt16) throws {
        descriptor = try RawHTTPClient.connectSocket(port: port)
        RawHTTPClient.sendAll(
            "GET \(LiveReload.eventsPath) HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n",
            on: descriptor)
        let thread = Thread { [descriptor, received, ended] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
                received.withLock { $0.append(contentsOf: buffer[0..<count]) }
            }
            ended.withLock { hasEnded in
                Glibc.close(descriptor)
                hasEnded = true
            }
        }
        thread.start()
    }

    /// The events received so far as (name, data) pairs, in order.
    var events: [(name: String, data: String)] {
        let raw = received.current
        guard let split = raw.range(of: Data("\r\n\r\n".utf8)) else { return [] }
        let text = String(decoding: RawHTTPClient.dechunk(Data(raw[split.upperBound...])), as: UTF8.self)
        return text.components(separatedBy: "\n\n").compactMap { block in
            var name: String?
            var data: [String] = []
            for line in block.split(separator: "\n") {
                if line.hasPrefix("event: ") { name = String(line.dropFirst(7)) }
                if line.hasPrefix("data: ") { data.append(String(line.dropFirst(6))) }
            }
            return name.map { ($0, data.joined(separator: "\n")) }
        }
    }

    /// The response head (status line and headers).
    var head: String {
        let raw = received.current
        guard let split = raw.range(of: Data("\r\n\r\n".utf8)) else { return "" }
        return String(decoding: raw[raw.startIndex..<split.lowerBound], as: UTF8.self)
    }

    /// True once the server closed the stream.
    var hasEnded: Bool { ended.current }

    /// Waits until there are more than `count` events named `name`, and returns the newest one's data.
    func waitForEvent(_ name: String, after count: Int = 0, timeout: Duration = Patience.duration) async throws -> String {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        // The condition is looked at before the deadline each time: on a saturated machine this task
        // itself may wake long after the deadline, with the event already there.
        while true {
            let matching = events.filter { $0.name == name }
            if matching.count > count, let last = matching.last {
                return last.data
            }
            guard clock.now < deadline else { throw RawHTTPError.timedOut }
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    /// Waits until an event named `name` carrying exactly `data` has arrived.
    func waitForEvent(_ name: String, withData data: String, timeout: Duration = Patience.duration) async throws -> String {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while true {
            if events.contains(where: { $0.name == name && $0.data == data }) { return data }
            guard clock.now < deadline else { throw RawHTTPError.timedOut }
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    /// Waits until the server closes the stream.
    func waitForEnd(timeout: Duration = Patience.duration) async throws {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while true {
            if hasEnded { return }
            guard clock.now < deadline else { throw RawHTTPError.timedOut }
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    /// Disconnects like a closed tab; the reading thread then closes the descriptor.
    func close() {
        ended.withLock { hasEnded in
            if !hasEnded { shutdown(descriptor, Int32(SHUT_RDWR)) }
        }
    }

    deinit {
        close()
    }
}
