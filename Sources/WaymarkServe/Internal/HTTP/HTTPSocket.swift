import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One accepted connection's socket, read with deadlines and limits and written with a timeout.
/// Used by one thread at a time (the connection's own); ``shutdown()`` may be called from any thread
/// to wake that thread when the server stops.
final class HTTPSocket: @unchecked Sendable {
    /// What reading a request's head gave.
    enum HeadRead {
        /// The head's bytes, without the blank line that ends it.
        case head([UInt8])
        /// The client closed the connection (or nothing came before the idle deadline).
        case closed
        /// Part of a head came, but not all of it in time.
        case timedOut
        /// The head breaks a limit: answer with this status and close.
        case tooLarge(status: Int, reason: String)
    }

    let descriptor: Int32
    /// Bytes read past the last head (a pipelined request).
    private var pending: [UInt8] = []

    /// Takes ownership of `descriptor`: Nagle's algorithm is turned off and writes block at most
    /// `writeTimeout`.
    init(descriptor: Int32, writeTimeout: Duration) {
        self.descriptor = descriptor
        var one: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        let seconds = max(1, Int(writeTimeout.seconds))
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit {
        close(descriptor)
    }

    /// Wakes a thread blocked on this socket: reads end, writes fail.
    func shutdown() {
        _ = Glibc.shutdown(descriptor, Int32(SHUT_RDWR))
    }

    /// Reads one request head. The first byte must come before `firstByteDeadline`; the whole head
    /// within `limits.headTimeout` of it. A request line longer than `limits.requestLineBytes` is
    /// answered 414 and header lines longer than `limits.headerBytes` in all 431, as soon as that
    /// many bytes have come: nothing longer is buffered. Each byte is looked at once.
    func readHead(limits: HTTPLimits, firstByteDeadline: ContinuousClock.Instant) -> HeadRead {
        var buffer = pending
        pending = []
        var scanned = 0
        var lineEnd: Int?  // index of the request line's "\n"
        var headDeadline: ContinuousClock.Instant?
        var skipped = 0
        while true {
            // Empty lines before a request are allowed (RFC 9112 §2.2), within the request line's budget.
            if lineEnd == nil {
                let empty = buffer.prefix { $0 == 0x0D || $0 == 0x0A }.count
                if empty > 0 {
                    buffer.removeFirst(empty)
                    scanned = 0
                    skipped += empty
                    if skipped > limits.requestLineBytes {
                        return .tooLarge(status: 400, reason: "more than \(limits.requestLineBytes) bytes of empty lines")
                    }
                }
            }
            if !buffer.isEmpty, headDeadline == nil { headDeadline = .now + limits.headTimeout }
            while scanned < buffer.count {
                if buffer[scanned] == 0x0A {
                    if lineEnd == nil {
                        lineEnd = scanned
                    } else if scanned >= 1, buffer[scanned - 1] == 0x0A {
                        pending = Array(buffer[(scanned + 1)...])
                        return .head(Array(buffer[..<(scanned - 1)]))
                    } else if scanned >= 2, buffer[scanned - 1] == 0x0D, buffer[scanned - 2] == 0x0A {
                        pending = Array(buffer[(scanned + 1)...])
                        return .head(Array(buffer[..<(scanned - 2)]))
                    }
                }
                scanned += 1
                if lineEnd == nil, scanned > limits.requestLineBytes + 1 {
                    return .tooLarge(status: 414, reason: "the request line is longer than \(limits.requestLineBytes) bytes")
                }
                if let lineEnd, scanned - lineEnd > limits.headerBytes + 2 {
                    return .tooLarge(status: 431, reason: "the header lines are longer than \(limits.headerBytes) bytes")
                }
            }
            let deadline = headDeadline ?? firstByteDeadline
            switch receive(into: &buffer, deadline: deadline) {
            case .data: continue
            case .closed: return .closed
            case .timedOut: return buffer.isEmpty ? .closed : .timedOut
            }
        }
    }

    private enum Received { case data, closed, timedOut }

    /// Appends what the client sent, waiting until `deadline`.
    private func receive(into buffer: inout [UInt8], deadline: ContinuousClock.Instant) -> Received {
        while true {
            let remaining = ContinuousClock.now.duration(to: deadline)
            guard remaining > .zero else { return .timedOut }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(min(remaining.seconds * 1000 + 1, 60_000)))
            if ready < 0 {
                if errno == EINTR { continue }
                return .closed
            }
            if ready == 0 { continue }
            var chunk = [UInt8](repeating: 0, count: 8_192)
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return .closed
            }
            if count == 0 { return .closed }
            buffer.append(contentsOf: chunk[0..<count])
            return .data
        }
    }

    /// Sends all of `bytes`; false when the client is gone or stopped reading for the write timeout.
    @discardableResult
    func write(_ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            sent += count
        }
        return true
    }

    /// Sends a final response to a request that is refused before it was read to its end, then
    /// reads and drops what the client still sends (at most 1 MiB, at most 2 s) before closing: a
    /// socket closed with unread bytes is reset, and the reset could destroy the response before
    /// the client read it.
    func refuse(with bytes: [UInt8]) {
        guard write(bytes) else { return }
        _ = Glibc.shutdown(descriptor, Int32(SHUT_WR))
        let deadline = ContinuousClock.now + .seconds(2)
        var drained = 0
        var sink = [UInt8](repeating: 0, count: 16_384)
        while drained < 1 << 20 {
            let remaining = ContinuousClock.now.duration(to: deadline)
            guard remaining > .zero else { return }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(remaining.seconds * 1000 + 1)) > 0 else { return }
            let count = sink.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            drained += count
        }
    }

    /// True when the client has closed its side (or the connection failed), without consuming data.
    var isClosedByPeer: Bool {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, 0) > 0 else { return false }
        if poller.revents & Int16(POLLERR | POLLHUP) != 0 { return true }
        var byte: UInt8 = 0
        let count = recv(descriptor, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
        return count == 0 || (count < 0 && errno != EAGAIN && errno != EINTR)
    }
}
