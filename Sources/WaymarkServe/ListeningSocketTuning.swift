import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Turns off Nagle's algorithm for the server's connections.
///
/// FlyingFox writes a response's head and body with two `write` calls. With Nagle's algorithm on,
/// the body waits until the client acknowledges the head, and clients delay that acknowledgement
/// (40 ms on Linux): every small response on a kept-alive connection would take 40 ms longer.
/// FlyingFox does not expose its sockets, so the listening socket is found among the process's
/// descriptors by its port; Linux copies `TCP_NODELAY` from it to every accepted connection.
enum ListeningSocketTuning {
    /// Sets `TCP_NODELAY` on the listening TCP socket bound to `port`. Returns whether one was found.
    @discardableResult
    static func disableNagle(onListeningPort port: UInt16) -> Bool {
        #if os(Linux)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd") else { return false }
        var tuned = false
        for name in names {
            guard let descriptor = Int32(name), boundPort(of: descriptor) == port, isListening(descriptor) else { continue }
            var one: Int32 = 1
            if setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size)) == 0 {
                tuned = true
            }
        }
        return tuned
        #else
        return false
        #endif
    }

    #if os(Linux)
    private static func boundPort(of descriptor: Int32) -> UInt16? {
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

    private static func isListening(_ descriptor: Int32) -> Bool {
        var accepting: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        return getsockopt(descriptor, SOL_SOCKET, SO_ACCEPTCONN, &accepting, &length) == 0 && accepting == 1
    }
    #endif
}
