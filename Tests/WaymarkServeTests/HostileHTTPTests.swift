import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import WaymarkServe

/// Hostile clients against a live preview server on 127.0.0.1: huge request lines and headers,
/// slow heads (slowloris), idle connections, more connections than the server may hold, and a
/// listener that breaks. Every loop here is bounded in count and time.
@Suite struct HostileHTTPTests {
    /// Sends `request` from a thread of its own while reading the answer on another, so a server that
    /// answers before reading everything is seen answering; returns the status (nil: no answer)
    /// and how long the answer took.
    static func send(_ request: [UInt8], port: UInt16, timeoutSeconds: Int = 20) async throws -> (status: Int?, elapsed: Duration) {
        try await RawHTTPClient.onThread {
            let descriptor = try RawHTTPClient.connectSocket(port: port, timeoutSeconds: timeoutSeconds)
            let started = ContinuousClock.now
            let senderDone = DispatchSemaphore(value: 0)
            let sender = Thread {
                defer { senderDone.signal() }
                var sent = 0
                while sent < request.count {
                    let count = request[sent...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, min($0.count, 65_536), Int32(MSG_NOSIGNAL)) }
                    if count <= 0 { return }
                    sent += count
                }
            }
            sender.start()
            let status = Self.readStatus(descriptor)
            let elapsed = ContinuousClock.now - started
            // The sender must be done before the descriptor is closed: its number is reused at once,
            // and a late send would land in another test's connection.
            _ = shutdown(descriptor, Int32(SHUT_RDWR))
            senderDone.wait()
            close(descriptor)
            return (status, elapsed)
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

    @Test func aRequestLineOver8KiBIs414WithoutReadingItAll() async throws {
        try await RunningPreview.with { preview in
            let path = "/" + String(repeating: "a", count: 400_000)
            let (status, elapsed) = try await Self.send(Array("GET \(path) HTTP/1.1\r\nHost: x\r\n\r\n".utf8), port: preview.port)
            #expect(status == 414)
            #expect(elapsed < .seconds(5))
            let justUnder = "/" + String(repeating: "a", count: 8_000)
            let (fits, _) = try await Self.send(Array("GET \(justUnder) HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".utf8), port: preview.port)
            #expect(fits == 404)
        }
    }

    @Test func headersOver16KiBAre431AndTheServerStaysResponsive() async throws {
        try await RunningPreview.with { preview in
            let big = "GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + String(repeating: "b", count: 192 * 1024) + "\r\n\r\n"
            // Four huge heads at once, and an ordinary request beside them.
            async let a = Self.send(Array(big.utf8), port: preview.port)
            async let b = Self.send(Array(big.utf8), port: preview.port)
            async let c = Self.send(Array(big.utf8), port: preview.port)
            async let d = Self.send(Array(big.utf8), port: preview.port)
            let started = ContinuousClock.now
            let ordinary = try await preview.get("/about/")
            #expect(ordinary.status == 200)
            #expect(ContinuousClock.now - started < .seconds(5))
            let results = [try await a, try await b, try await c, try await d]
            #expect(results.map(\.status) == [431, 431, 431, 431])
            #expect(results.allSatisfy { $0.elapsed < .seconds(5) })
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

    @Test func slowHeadsAreAnswered408AndClosedWhileOthersAreServed() async throws {
        let limits = HTTPLimits(headTimeout: .seconds(1), idleTimeout: .seconds(1))
        try await RunningPreview.with(limits: limits) { preview in
            // 30 slowloris connections: one header byte every 200 ms, at most 40 bytes (8 s).
            let port = preview.port
            let slow = try await withThrowingTaskGroup(of: (Int?, Duration).self) { group in
                for _ in 0..<30 {
                    group.addTask {
                        try await RawHTTPClient.onThread {
                            let descriptor = try RawHTTPClient.connectSocket(port: port, timeoutSeconds: 15)
                            let started = ContinuousClock.now
                            RawHTTPClient.sendAll("GET / HTTP/1.1\r\nX-Slow: ", on: descriptor)
                            let dripperDone = DispatchSemaphore(value: 0)
                            let dripper = Thread {
                                defer { dripperDone.signal() }
                                for _ in 0..<40 {
                                    guard Glibc.send(descriptor, "a", 1, Int32(MSG_NOSIGNAL)) == 1 else { return }
                                    usleep(200_000)
                                }
                            }
                            dripper.start()
                            let status = Self.readStatus(descriptor)
                            let elapsed = ContinuousClock.now - started
                            _ = shutdown(descriptor, Int32(SHUT_RDWR))  // the dripper's next send fails
                            dripperDone.wait()
                            close(descriptor)
                            return (status, elapsed)
                        }
                    }
                }
                try await Task.sleep(for: .milliseconds(300))
                let ordinary = try await preview.get("/about/")
                #expect(ordinary.status == 200)
                var all: [(Int?, Duration)] = []
                for try await result in group { all.append(result) }
                return all
            }
            #expect(slow.count == 30)
            #expect(slow.allSatisfy { $0.0 == 408 }, "\(slow.map(\.0))")
            #expect(slow.allSatisfy { $0.1 < .seconds(6) })
        }
    }

    @Test func idleKeptAliveConnectionsAreClosed() async throws {
        let limits = HTTPLimits(idleTimeout: .seconds(1))
        try await RunningPreview.with(limits: limits) { preview in
            let closedAfter = try await RawHTTPClient.onThread { () -> Duration? in
                let descriptor = try RawHTTPClient.connectSocket(port: preview.port, timeoutSeconds: 10)
                defer { close(descriptor) }
                RawHTTPClient.sendAll("GET /about/ HTTP/1.1\r\nHost: x\r\n\r\n", on: descriptor)
                let started = ContinuousClock.now
                var buffer = [UInt8](repeating: 0, count: 65_536)
                for _ in 0..<1_000 {
                    let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
                    if count == 0 { return ContinuousClock.now - started }
                    if count < 0 && errno != EINTR { return nil }
                }
                return nil
            }
            let duration = try #require(closedAfter)
            #expect(duration >= .milliseconds(900))
            #expect(duration < .seconds(5))
        }
    }

    @Test func connectionsPastTheCapGet503AndTheServerRecovers() async throws {
        let limits = HTTPLimits(connections: 10, headTimeout: .seconds(30))
        try await RunningPreview.with(limits: limits) { preview in
            var idle: [Int32] = []
            defer { for descriptor in idle { close(descriptor) } }
            for _ in 0..<10 { idle.append(try RawHTTPClient.connectSocket(port: preview.port, timeoutSeconds: 10)) }
            for _ in 0..<200 where preview.server.openConnections < 10 { try await Task.sleep(for: .milliseconds(10)) }
            #expect(preview.server.openConnections == 10)
            let refused = try await Self.send(Array("GET / HTTP/1.1\r\n\r\n".utf8), port: preview.port)
            #expect(refused.status == 503)
            for descriptor in idle { close(descriptor) }
            idle = []
            for _ in 0..<500 where preview.server.openConnections > 0 { try await Task.sleep(for: .milliseconds(10)) }
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
        let watchdog = Task {
            try? await Task.sleep(for: .seconds(10))
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
