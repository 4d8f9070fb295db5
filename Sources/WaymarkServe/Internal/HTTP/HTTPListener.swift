import Foundation
#if canImport(Glibc)
import Glibc
#endif
import WaymarkCore

/// The preview server's HTTP/1.1 front: a listening socket, an accept loop on a thread of its own,
/// and one thread per connection, with every bound of ``HTTPLimits`` enforced before a request
/// reaches the handler.
///
/// Waymark serves its preview with this small server instead of a general HTTP library because the
/// preview needs exactly these guarantees: no request line or header is buffered past its limit
/// (414, 431), a head that arrives too slowly is dropped (408), idle connections are closed, the
/// number of connections stays below the process's file-descriptor limit (503 beyond it), and a
/// failing accept loop is reported instead of ending the server silently. Threads, not Swift's
/// cooperative pool, serve the connections, so a build that keeps every core busy cannot starve them.
final class HTTPListener: Sendable {
    /// Where the listener is bound.
    struct Address: Sendable, Hashable {
        var host: String
        var port: UInt16
        var isIPv6: Bool
    }

    private let limits: HTTPLimits
    private let handler: @Sendable (HTTPRequestHead) -> PreviewResponse
    private let onFailure: @Sendable (String) -> Void
    private let state = MutexBox(State())

    private struct State {
        var descriptor: Int32 = -1
        var isStopping = false
        var connections: [ObjectIdentifier: HTTPSocket] = [:]
        var acceptThreadDone = true
    }

    /// A listener that answers with `handler` and calls `onFailure` once if the accept loop fails
    /// for good (not for a full descriptor table, which is waited out).
    init(limits: HTTPLimits, handler: @escaping @Sendable (HTTPRequestHead) -> PreviewResponse,
         onFailure: @escaping @Sendable (String) -> Void) {
        self.limits = limits
        self.handler = handler
        self.onFailure = onFailure
    }

    /// The most connections served at once: the configured cap, kept 128 descriptors below the
    /// process's limit (the build and the watcher need some too).
    var connectionCap: Int {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return limits.connections }
        let available = limit.rlim_cur > rlim_t(Int.max) ? Int.max : Int(limit.rlim_cur) - 128
        return max(8, min(limits.connections, available))
    }

    /// Binds and listens on `host` (an IPv4 or IPv6 literal) and `port` (0: any free port), then
    /// starts accepting.
    func start(host: String, port: UInt16) throws(PreviewServerError) -> Address {
        var address4 = sockaddr_in()
        var address6 = sockaddr_in6()
        let isIPv6: Bool
        if inet_pton(AF_INET, host, &address4.sin_addr) == 1 {
            isIPv6 = false
            address4.sin_family = sa_family_t(AF_INET)
            address4.sin_port = port.bigEndian
        } else if inet_pton(AF_INET6, host, &address6.sin6_addr) == 1 {
            isIPv6 = true
            address6.sin6_family = sa_family_t(AF_INET6)
            address6.sin6_port = port.bigEndian
        } else {
            throw .invalidHost(host)
        }
        func failure(_ step: String) -> PreviewServerError {
            .cannotListen(host: host, port: port, reason: "\(step) failed: \(String(cString: strerror(errno)))")
        }
        let descriptor = socket(isIPv6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw failure("socket") }
        var one: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        let bound: Int32 = isIPv6
            ? withUnsafePointer(to: &address6) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) } }
            : withUnsafePointer(to: &address4) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        guard bound == 0 else {
            let error = failure("bind")
            close(descriptor)
            throw error
        }
        guard listen(descriptor, 128) == 0 else {
            let error = failure("listen")
            close(descriptor)
            throw error
        }
        let boundPort = Self.port(of: descriptor) ?? port
        state.withLock {
            $0.descriptor = descriptor
            $0.acceptThreadDone = false
        }
        let thread = Thread { [self] in acceptLoop(descriptor) }
        thread.name = "waymark.serve.accept"
        thread.start()
        return Address(host: host, port: boundPort, isIPv6: isIPv6)
    }

    /// Stops accepting, wakes every connection so it ends, and waits (at most 2 s) for them.
    func stop() {
        let (descriptor, open) = state.withLock { state -> (Int32, [HTTPSocket]) in
            state.isStopping = true
            return (state.descriptor, Array(state.connections.values))
        }
        if descriptor >= 0 { _ = shutdown(descriptor, Int32(SHUT_RDWR)) }
        for socket in open { socket.shutdown() }
        let deadline = ContinuousClock.now + .seconds(2)
        while ContinuousClock.now < deadline {
            let done = state.withLock { $0.connections.isEmpty && $0.acceptThreadDone }
            if done { break }
            usleep(5_000)
        }
        state.withLock { state in
            if state.descriptor >= 0, state.acceptThreadDone {
                close(state.descriptor)
                state.descriptor = -1
            }
        }
    }

    /// The number of connections open now.
    var openConnections: Int {
        state.withLock { $0.connections.count }
    }

    private var isStopping: Bool {
        state.withLock { $0.isStopping }
    }

    private func acceptLoop(_ listening: Int32) {
        defer { state.withLock { $0.acceptThreadDone = true } }
        var backoff: UInt32 = 10_000
        while !isStopping {
            var poller = pollfd(fd: listening, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, 250)
            if ready <= 0 { continue }
            let descriptor = accept(listening, nil, nil)
            if descriptor < 0 {
                let code = errno
                if isStopping { return }
                switch code {
                case EINTR, EAGAIN, ECONNABORTED, EPROTO, ENETDOWN, ENOPROTOOPT, EHOSTDOWN, ENONET, EHOSTUNREACH,
                     EOPNOTSUPP, ENETUNREACH, EPERM:
                    continue
                case EMFILE, ENFILE, ENOBUFS, ENOMEM:
                    // Out of descriptors or memory for now: wait for connections to close.
                    usleep(backoff)
                    backoff = min(backoff * 2, 500_000)
                    continue
                default:
                    onFailure("accepting connections failed: \(String(cString: strerror(code)))")
                    return
                }
            }
            backoff = 10_000
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            serve(HTTPSocket(descriptor: descriptor, writeTimeout: limits.writeTimeout))
        }
    }

    /// Starts a thread for `socket`, or answers 503 at once when the cap is reached.
    private func serve(_ socket: HTTPSocket) {
        let cap = connectionCap
        let admitted = state.withLock { state -> Bool in
            guard !state.isStopping, state.connections.count < cap else { return false }
            state.connections[ObjectIdentifier(socket)] = socket
            return true
        }
        guard admitted else {
            var nonBlocking = fcntl(socket.descriptor, F_GETFL)
            nonBlocking |= O_NONBLOCK
            _ = fcntl(socket.descriptor, F_SETFL, nonBlocking)
            socket.write(HTTPConnection.encoded(.plain(503, "Too many connections: try again in a moment.\n",
                                                       extra: [("Retry-After", "1")]), keepAlive: false))
            return  // closed when `socket` goes
        }
        let connection = HTTPConnection(socket: socket, limits: limits, handler: handler,
                                        isStopping: { [weak self] in self?.isStopping ?? true })
        let thread = Thread { [self] in
            connection.run()
            state.withLock { _ = $0.connections.removeValue(forKey: ObjectIdentifier(socket)) }
        }
        thread.stackSize = 512 * 1024
        thread.name = "waymark.serve.connection"
        thread.start()
    }

    private static func port(of descriptor: Int32) -> UInt16? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let result = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard result == 0 else { return nil }
        switch Int32(storage.ss_family) {
        case AF_INET:
            return withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin_port) }
            }
        case AF_INET6:
            return withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin6_port) }
            }
        default:
            return nil
        }
    }
}
