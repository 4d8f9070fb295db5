import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension ServeBench {
    /// The body of `GET path` from the server on loopback `port` (HTTP/1.1, `Connection: close`),
    /// or `nil` when the server cannot be reached or does not answer 200.
    static func fetch(port: UInt16, path: String) -> [UInt8]? {
        guard let descriptor = connectLoopback(port: port) else { return nil }
        defer { close(descriptor) }
        let request = Array("GET /\(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8)
        let sent = request.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        guard sent == request.count else { return nil }
        var response: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            response.append(contentsOf: buffer[0..<count])
        }
        let separator = Array("\r\n\r\n".utf8)
        guard response.starts(with: Array("HTTP/1.1 200".utf8)),
              let end = (0...max(0, response.count - separator.count)).first(where: {
                  response[$0..<min(response.count, $0 + separator.count)].elementsEqual(separator)
              })
        else { return nil }
        return Array(response[(end + separator.count)...])
    }

    /// A TCP socket connected to `port` on 127.0.0.1, reads timing out after 30 s; `nil` when it
    /// cannot connect.
    static func connectLoopback(port: UInt16) -> Int32? {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(descriptor)
            return nil
        }
        return descriptor
    }

    /// Fetches `path` until its body holds `marker` (at most `timeout`); the instant the first
    /// such body was read, or `nil`.
    static func served(_ marker: String, port: UInt16, path: String, timeout: Duration) async -> ContinuousClock.Instant? {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        let wanted = Array(marker.utf8)
        while clock.now < deadline {
            if let body = fetch(port: port, path: path), body.count >= wanted.count,
               (0...(body.count - wanted.count)).contains(where: { body[$0..<($0 + wanted.count)].elementsEqual(wanted) }) {
                return clock.now
            }
            try? await Task.sleep(for: .milliseconds(1))
        }
        return nil
    }
}
