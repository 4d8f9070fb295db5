import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import WaymarkServe
import WaymarkCore

/// Hostile clients against a live preview server on 127.0.0.1: huge request lines and headers,
/// slow heads (slowloris), idle connections, more connections than the server may hold, and a
/// listener that breaks. Every loop here is bounded, and every wait ends within ``Patience``; what
/// is checked is what the server did and in which order, never how fast it did it.
@Suite struct HostileHTTPTests {
    /// Sends `request` on a new connection to `port`; see ``exchange(_:on:)``.
    static func send(_ request: [UInt8], port: UInt16) async throws -> (status: Int?, sent: Int) {
        let descriptor = try RawHTTPClient.connectSocket(port: port)
        return try await exchange(request, on: descriptor)
    }

    /// Sends `bytes` on `descriptor` from a thread of its own while reading the answer on another, so
    /// a server that answers before reading everything is seen answering; then closes the
    /// connection. Returns the status (nil: closed without one) and how many bytes the kernel took
    /// from the sender before the answer came.
    static func exchange(_ bytes: [UInt8], on descriptor: Int32) async throws -> (status: Int?, sent: Int) {
        try await RawHTTPClient.onThread {
            let senderDone = DispatchSemaphore(value: 0)
            let sent = MutexBox(0)
            let sender = Thread {
                defer { senderDone.signal() }
                while sent.current < bytes.count {
                    let count = bytes[sent.current...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, min($0.count, 65_536), Int32(MSG_NOSIGNAL)) }
                    if count <= 0 { return }
                    sent.withLock { $0 += count }
                }
            }
            sender.start()
            let status = Self.readStatus(descriptor)
            let sentBeforeTheAnswer = sent.current
            // The sender must be done before the descriptor is closed: its number is reused at once,
            // and a late send would land in another test's connection.
            _ = shutdown(descriptor, Int32(SHUT_RDWR))
            senderDone.wait()
            close(descriptor)
            return (status, sentBeforeTheAnswer)
        }
    }

    /// The status code of the response read from `descriptor`, nil when it closes without one.
    static func readStatus(_ descriptor: Int32) -> Int? {
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while received.range(of: Data("\r\n".utf8)) == nil {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            received.append(contentsOf: buffer[0..<count])
        }
        let line = String(decoding: received.prefix(64), as: UTF8.self)
        let parts = line.split(separator: " ")
        return parts.count >= 2 ? Int(parts[1]) : nil
    }

    /// True when nothing has come back on `descriptor` yet and it is still open.
    static func nothingReceived(_ descriptor: Int32) -> Bool {
        var byte: UInt8 = 0
        return recv(descriptor, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT)) < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)
    }

    /// More bytes than the kernel can take for a connection whose other end stops reading: the
    /// largest receive buffer (`tcp_rmem`) and send buffer (`tcp_wmem`) it may give a socket, twice
    /// over, and 2 MiB besides (what a refusing server reads and drains). A sender of this many bytes
    /// to a server that stops reading is left with some unsent, however slowly the machine runs.
    static var moreThanTheKernelHolds: Int {
        func largest(_ name: String) -> Int {
            let text = (try? String(contentsOfFile: "/proc/sys/net/ipv4/" + name, encoding: .utf8)) ?? ""
            return text.split(whereSeparator: \.isWhitespace).last.flatMap { Int($0) } ?? 64 << 20
        }
        return 2 * (largest("tcp_rmem") + largest("tcp_wmem")) + (2 << 20)
    }

    /// The server answers once 8 KiB of request line came, and reads no further than its limits: of a
    /// request line longer than the kernel can hold for the connection, part is never sent.
    @Test func aRequestLineOver8KiBIs414WithoutReadingItAll() async throws {
        try await RunningPreview.with { preview in
            let request = Array("GET /".utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: Self.moreThanTheKernelHolds)
                + Array(" HTTP/1.1\r\nHost: x\r\n\r\n".utf8)
            let (status, sent) = try await Self.send(request, port: preview.port)
            #expect(status == 414)
            #expect(sent < request.count, "the server read all \(request.count) bytes of the request")
            let justUnder = "/" + String(repeating: "a", count: 8_000)
            let (fits, _) = try await Self.send(Array("GET \(justUnder) HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".utf8), port: preview.port)
            #expect(fits == 404)
        }
    }

    /// Four heads stop short of the 16 KiB limit and wait there (their time-out is far beyond the
    /// test): an ordinary request is answered meanwhile while they are not, so no connection's head
    /// holds up another's. Then each sends the rest of a 192 KiB header line and is answered 431.
    @Test func headersOver16KiBAre431AndTheServerStaysResponsive() async throws {
        try await RunningPreview.with { preview in
            let start = Array(("GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + String(repeating: "b", count: 12 * 1024)).utf8)
            let rest = Array((String(repeating: "b", count: 180 * 1024) + "\r\n\r\n").utf8)
            var pending: [Int32] = []
            defer { for descriptor in pending { close(descriptor) } }
            for _ in 0..<4 {
                let descriptor = try RawHTTPClient.connectSocket(port: preview.port)
                pending.append(descriptor)
                RawHTTPClient.sendAll(start, on: descriptor)
            }
            #expect(await Patience.until { preview.server.openConnections == 4 }, "\(preview.server.openConnections) connections")
            let ordinary = try await preview.get("/about/")
            #expect(ordinary.status == 200)
            #expect(pending.allSatisfy(Self.nothingReceived), "a waiting head was answered before the ordinary request")
            let heads = pending
            pending = []  // closed by exchange
            let statuses = try await withThrowingTaskGroup(of: Int?.self) { group in
                for descriptor in heads {
                    group.addTask { try await Self.exchange(rest, on: descriptor).status }
                }
                var all: [Int?] = []
                for try await status in group { all.append(status) }
                return all
            }
            #expect(statuses == [431, 431, 431, 431])
        }
    }

    @Test func tooManyHeaderLinesAndMalformedHeadsAreRefused() async throws {
        try await RunningPreview.with { preview in
            let many = "GET / HTTP/1.1\r\n" + (0..<150).map { "X-\($0): y\r\n" }.joined() + "\r\n"
            let post = "POST / HTTP/1.1\r\nContent-Length: 100000\r\n\r\n" + String(repeating: "p", count: 100_000)
            let cases: [(request: String, status: Int)] = [
                (many, 431),
                ("GET /  HTTP/1.1\r\n\r\n", 400),
                ("GET / HTTP/2.0\r\n\r\n", 505),
                ("GET / HTTP/1.1\r\nX: a\r\n folded\r\n\r\n", 400),
                ("GET / HTTP/1.1\r\nno colon\r\n\r\n", 400),
                (String(repeating: "\r\n", count: 10_000), 400),
                // A body is never read: the request is answered and the connection closed.
                (post, 405),
            ]
            for (request, expected) in cases {
                let answer = try await Self.send(Array(request.utf8), port: preview.port)
                #expect(answer.status == expected, "\(request.prefix(40))")
            }
        }
    }

    /// What one slow client saw.
    struct SlowHead: Sendable {
        /// The status of the answer; nil when the connection closed without one.
        var status: Int?
        /// Whether the first bytes of its head took the head time-out or longer to send, counted from
        /// before it connected: only then may the server have found the connection silent at its
        /// first-byte deadline and closed it without an answer.
        var lateStart: Bool
    }

    /// Slow heads (slowloris): 30 connections each send the start of a head, then one more header
    /// byte every 200 ms and never its end. Only the head time-out can end them — the head neither
    /// ends nor, at this pace, reaches a size limit for almost an hour — so an answer proves it
    /// fired: 408, and the connection closed. An ordinary request is served meanwhile. How soon the
    /// time-out fires is not checked: on a loaded machine it may fire late, and a client whose first
    /// bytes were late may be closed without an answer.
    @Test func slowHeadsAreAnswered408AndClosedWhileOthersAreServed() async throws {
        let headTimeout = Duration.seconds(1)
        var limits = HTTPLimits.patient
        limits.headTimeout = headTimeout
        try await RunningPreview.with(limits: limits) { preview in
            let port = preview.port
            let slow = try await withThrowingTaskGroup(of: SlowHead.self) { group in
                for _ in 0..<30 {
                    group.addTask {
                        try await RawHTTPClient.onThread {
                            let started = ContinuousClock.now
                            let descriptor = try RawHTTPClient.connectSocket(port: port)
                            RawHTTPClient.sendAll("GET / HTTP/1.1\r\nX-Slow: ", on: descriptor)
                            let lateStart = ContinuousClock.now - started >= headTimeout
                            let dripperDone = DispatchSemaphore(value: 0)
                            let dripper = Thread {
                                defer { dripperDone.signal() }
                                while Glibc.send(descriptor, "a", 1, Int32(MSG_NOSIGNAL)) == 1 {
                                    usleep(200_000)
                                }
                            }
                            dripper.start()
                            let status = Self.readStatus(descriptor)
                            _ = shutdown(descriptor, Int32(SHUT_RDWR))  // the dripper's next send fails
                            dripperDone.wait()
                            close(descriptor)
                            return SlowHead(status: status, lateStart: lateStart)
                        }
                    }
                }
                // An ordinary request meets the same 1 s head time-out: one whose bytes came late
                // is closed unanswered, and asked again.
                var ordinary: Int?
                let served = await Patience.until {
                    ordinary = try? await preview.get("/about/").status
                    return ordinary == 200
                }
                #expect(served, "ordinary request: \(ordinary.map(String.init) ?? "no answer")")
                var all: [SlowHead] = []
                for try await result in group { all.append(result) }
                return all
            }
            #expect(slow.count == 30)
            #expect(slow.allSatisfy { $0.status == 408 || ($0.status == nil && $0.lateStart) }, "\(slow)")
        }
    }

    /// A kept-alive connection with no next request is closed once the idle time-out passed, and not
    /// before: the server starts that time-out after its answer, so after the client's clock was read.
    @Test func idleKeptAliveConnectionsAreClosed() async throws {
        var limits = HTTPLimits.patient
        limits.idleTimeout = .seconds(1)
        try await RunningPreview.with(limits: limits) { preview in
            let closedAfter = try await RawHTTPClient.onThread { () -> Duration? in
                let descriptor = try RawHTTPClient.connectSocket(port: preview.port)
                defer { close(descriptor) }
                let started = ContinuousClock.now
                RawHTTPClient.sendAll("GET /about/ HTTP/1.1\r\nHost: x\r\n\r\n", on: descriptor)
                var buffer = [UInt8](repeating: 0, count: 65_536)
                for _ in 0..<1_000 {
                    let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
                    if count == 0 { return ContinuousClock.now - started }
                    if count < 0 && errno != EINTR { return nil }  // not closed within Patience
                }
                return nil
            }
            let duration = try #require(closedAfter, "the idle connection was never closed")
            #expect(duration >= .seconds(1))
        }
    }

    @Test func connectionsPastTheCapGet503AndTheServerRecovers() async throws {
        var limits = HTTPLimits.patient
        limits.connections = 10
        try await RunningPreview.with(limits: limits) { preview in
            var idle: [Int32] = []
            defer { for descriptor in idle { close(descriptor) } }
            for _ in 0..<10 { idle.append(try RawHTTPClient.connectSocket(port: preview.port)) }
            #expect(await Patience.until { preview.server.openConnections == 10 }, "\(preview.server.openConnections) connections")
            let refused = try await Self.send(Array("GET / HTTP/1.1\r\n\r\n".utf8), port: preview.port)
            #expect(refused.status == 503)
            for descriptor in idle { close(descriptor) }
            idle = []
            #expect(await Patience.until { preview.server.openConnections == 0 }, "\(preview.server.openConnections) connections")
            #expect(try await preview.get("/about/").status == 200)
        }
    }

    @Test func aListenerThatBreaksMakesRunThrowInsteadOfEndingQuietly() async throws {
        let preview = try await RunningPreview.start()
        defer { preview.site.remove(); preview.build.outputs.remove() }
        let listening = try #require(Self.listeningDescriptor(port: preview.port))
        let outcome = Task { () -> String in
            do {
                try await preview.server.run()
                return "returned"
            } catch let error as PreviewServerError {
                return error.description
            } catch {
                return "\(error)"
            }
        }
        // What a failing accept loop looks like from the inside: accept() fails with EINVAL from now on.
        _ = shutdown(listening, Int32(SHUT_RDWR))
        // Only should run() never end by itself: then the test ends, with run() having returned.
        let watchdog = Task {
            try? await Task.sleep(for: Patience.duration)
            await preview.server.stop()
        }
        let message = await outcome.value
        watchdog.cancel()
        #expect(message.hasPrefix("the preview server stopped: accepting connections failed:"), "\(message)")
        await preview.server.stop()
    }

    /// The listening socket of this process bound to `port`.
    static func listeningDescriptor(port: UInt16) -> Int32? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for name in names {
            guard let descriptor = Int32(name) else { continue }
            var address = sockaddr_in()
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let result = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
            }
            guard result == 0, Int32(address.sin_family) == AF_INET, UInt16(bigEndian: address.sin_port) == port else { continue }
            var accepting: Int32 = 0
            var size = socklen_t(MemoryLayout<Int32>.size)
            if getsockopt(descriptor, SOL_SOCKET, SO_ACCEPTCONN, &accepting, &size) == 0, accepting == 1 { return descriptor }
        }
        return nil
    }
}
