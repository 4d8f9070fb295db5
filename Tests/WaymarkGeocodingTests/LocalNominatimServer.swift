import Foundation
#if canImport(Glibc)
import Glibc
#endif
import WaymarkCore
@testable import WaymarkGeocoding

/// A Nominatim stand-in on 127.0.0.1 (an ephemeral port), started by a test: it answers `/search`
/// with a scripted sequence of responses and records what it was asked.
///
/// It accepts and answers on threads of its own, never on the Swift concurrency pool: in a full
/// test run on two cores, the pool's threads can all be held by other tests for minutes, and an
/// answer that waited for one would reach the provider's time-out however quick it was.
actor LocalNominatimServer {
    /// One scripted answer.
    enum Reply: Sendable {
        /// 200 with a JSON body.
        case json(String)
        /// An error status, with an optional `Retry-After` (seconds).
        case status(Int, retryAfter: Int? = nil)
        /// Waits `seconds` (or until the server stops) before answering 200 with the body (a slow server).
        case slow(seconds: Double, json: String)
    }

    /// What one request carried.
    struct Received: Sendable {
        var query: [String: String]
        var userAgent: String?
    }

    private let core: Core

    /// A server that plays `script` in order, then `fallback` forever.
    init(script: [Reply], fallback: Reply = .json("[]")) throws {
        core = try Core(script: script, fallback: fallback)
    }

    /// What it was asked, in order.
    var received: [Received] { core.state.withLock { $0.received } }

    /// Starts accepting; returns the base URL, e.g. `http://127.0.0.1:54321/`.
    func start() throws -> URL {
        core.start()
        guard let url = URL(string: "http://127.0.0.1:\(core.port)/") else { throw URLError(.badURL) }
        return url
    }

    /// Stops accepting (new connections are refused from now on) and ends open connections.
    func stop() {
        core.stop()
    }

    /// The listening socket and the threads that serve it.
    final class Core: Sendable {
        struct State {
            var script: [Reply]
            var fallback: Reply
            var received: [Received] = []
            var isStopped = false
            /// Open connections, so `stop()` can wake the threads that serve them.
            var connections: Set<Int32> = []
        }

        let state: MutexBox<State>
        let port: UInt16
        private let listening: Int32
        /// Signalled when the server stops, to end slow answers' waits.
        private let stopped = NSCondition()

        init(script: [Reply], fallback: Reply) throws {
            state = MutexBox(State(script: script, fallback: fallback))
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            address.sin_port = 0
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard descriptor >= 0, bound == 0, listen(descriptor, 64) == 0 else {
                if descriptor >= 0 { close(descriptor) }
                throw URLError(.cannotConnectToHost)
            }
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            _ = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
            }
            listening = descriptor
            port = UInt16(bigEndian: address.sin_port)
        }

        func start() {
            Thread { [self] in
                while true {
                    let connection = accept(listening, nil, nil)
                    if connection < 0 {
                        if errno == EINTR || errno == ECONNABORTED { continue }
                        break  // stop() shut the listening socket down
                    }
                    let admitted = state.withLock { state -> Bool in
                        guard !state.isStopped else { return false }
                        state.connections.insert(connection)
                        return true
                    }
                    guard admitted else {
                        close(connection)
                        break
                    }
                    Thread { [self] in serve(connection) }.start()
                }
                close(listening)
            }.start()
        }

        func stop() {
            let open = state.withLock { state -> Set<Int32> in
                state.isStopped = true
                return state.connections
            }
            // The socket stops listening at once (connections are refused); the accepting thread
            // wakes and closes it.
            _ = shutdown(listening, Int32(SHUT_RDWR))
            for connection in open { _ = shutdown(connection, Int32(SHUT_RDWR)) }
            stopped.lock()
            stopped.broadcast()
            stopped.unlock()
        }

        /// Reads one request head from `connection`, answers it and closes the connection.
        private func serve(_ connection: Int32) {
            defer {
                state.withLock { _ = $0.connections.remove(connection) }
                close(connection)
            }
            guard let head = readHead(connection) else { return }
            let lines = head.components(separatedBy: "\r\n")
            let parts = (lines.first ?? "").split(separator: " ")
            guard parts.count == 3, parts[0] == "GET",
                  let components = URLComponents(string: "http://127.0.0.1" + parts[1]), components.path == "/search"
            else {
                write("HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n", to: connection)
                return
            }
            var query: [String: String] = [:]
            for item in components.queryItems ?? [] { query[item.name] = item.value }
            let userAgent = lines.dropFirst().first { $0.lowercased().hasPrefix("user-agent:") }
                .map { String($0.dropFirst("user-agent:".count)).trimmingCharacters(in: .whitespaces) }
            let reply = state.withLock { state -> Reply in
                state.received.append(Received(query: query, userAgent: userAgent))
                return state.script.isEmpty ? state.fallback : state.script.removeFirst()
            }
            switch reply {
            case .json(let body):
                write(Self.response(200, "OK", json: body), to: connection)
            case .status(let code, let retryAfter):
                let extra = retryAfter.map { "Retry-After: \($0)\r\n" } ?? ""
                write("HTTP/1.1 \(code) Scripted\r\n\(extra)Content-Length: 0\r\nConnection: close\r\n\r\n", to: connection)
            case .slow(let seconds, let body):
                let until = Date().addingTimeInterval(seconds)
                stopped.lock()
                while !state.withLock({ $0.isStopped }) && stopped.wait(until: until) {}
                stopped.unlock()
                write(Self.response(200, "OK", json: body), to: connection)
            }
        }

        private static func response(_ code: Int, _ phrase: String, json body: String) -> String {
            "HTTP/1.1 \(code) \(phrase)\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n"
                + "Connection: close\r\n\r\n" + body
        }

        /// The request head (up to the blank line), or nil when the client closes first or sends more
        /// than 64 KiB without one.
        private func readHead(_ connection: Int32) -> String? {
            var received = Data()
            var buffer = [UInt8](repeating: 0, count: 4096)
            while received.range(of: Data("\r\n\r\n".utf8)) == nil {
                guard received.count < 65_536 else { return nil }
                let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return nil }
                received.append(contentsOf: buffer[0..<count])
            }
            guard let end = received.range(of: Data("\r\n\r\n".utf8)) else { return nil }
            return String(decoding: received[received.startIndex..<end.lowerBound], as: UTF8.self)
        }

        private func write(_ text: String, to connection: Int32) {
            let bytes = Array(text.utf8)
            var sent = 0
            while sent < bytes.count {
                let count = bytes[sent...].withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return }
                sent += count
            }
        }
    }
}

/// A clock whose time moves only when the provider sleeps: records every sleep.
actor VirtualClock: GeocodingClock {
    private(set) var time = 0.0
    private(set) var sleeps: [Double] = []

    func now() async -> Double { time }

    func sleep(seconds: Double) async throws {
        guard seconds > 0 else { return }
        sleeps.append(seconds)
        time += seconds
    }
}

/// Wraps a transport and notes the virtual time at which each request was sent.
struct TimedTransport: HTTPTransport {
    let inner: URLSessionTransport
    let clock: any GeocodingClock
    let log: RequestLog

    func get(_ url: URL, headers: [String: String], timeout: Double) async throws(HTTPTransportError) -> HTTPExchange {
        await log.note(await clock.now())
        return try await inner.get(url, headers: headers, timeout: timeout)
    }
}

/// Times at which requests were sent.
actor RequestLog {
    private(set) var times: [Double] = []
    func note(_ time: Double) { times.append(time) }
}

/// A Nominatim jsonv2 answer with one place.
func nominatimJSON(name: String, lat: String, lon: String, country: String, display: String) -> String {
    """
    [{"place_id":12345,"osm_type":"node","osm_id":678,"lat":"\(lat)","lon":"\(lon)","category":"leisure",\
    "type":"marina","name":"\(name)","display_name":"\(display)","address":{"country_code":"\(country)"}}]
    """
}
