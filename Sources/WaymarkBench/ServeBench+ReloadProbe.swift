import Foundation
import Synchronization
import WaymarkServe
#if canImport(Glibc)
import Glibc
#endif

extension ServeBench {
    /// A browser's event stream reduced to a clock: connects to `/__waymark/events` on a thread of
    /// its own and notes the instant each `reload` event arrives.
    final class ReloadProbe: Sendable {
        private let descriptor: Int32
        private let arrivals = ArrivalLog()

        /// Instants of the `reload` events received so far.
        var reloads: [ContinuousClock.Instant] { arrivals.instants }

        init?(port: UInt16) {
            guard let descriptor = ServeBench.connectLoopback(port: port) else { return nil }
            self.descriptor = descriptor
            let request = Array("GET /__waymark/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
            _ = request.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            let thread = Thread { [descriptor, arrivals] in
                let clock = ContinuousClock()
                let marker = Array("event: reload".utf8)
                var window: [UInt8] = []
                var buffer = [UInt8](repeating: 0, count: 4096)
                while true {
                    let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
                    if count < 0 && errno == EINTR { continue }
                    guard count > 0 else { break }
                    let now = clock.now
                    window.append(contentsOf: buffer[0..<count])
                    while let range = Self.firstRange(of: marker, in: window) {
                        arrivals.append(now)
                        window.removeSubrange(0..<range.upperBound)
                    }
                    if window.count > marker.count { window.removeFirst(window.count - marker.count) }
                }
                close(descriptor)
            }
            thread.start()
        }

        /// Waits (at most `timeout`) until more than `count` reloads arrived; the instant of the
        /// `count`-th (0-based) one, or `nil` on timeout.
        func reload(number count: Int, timeout: Duration) async -> ContinuousClock.Instant? {
            let clock = ContinuousClock()
            let deadline = clock.now + timeout
            while clock.now < deadline {
                let seen = reloads
                if seen.count > count { return seen[count] }
                try? await Task.sleep(for: .milliseconds(1))
            }
            return nil
        }

        func disconnect() {
            shutdown(descriptor, Int32(SHUT_RDWR))
        }

        private static func firstRange(of marker: [UInt8], in bytes: [UInt8]) -> Range<Int>? {
            guard bytes.count >= marker.count else { return nil }
            for start in 0...(bytes.count - marker.count) where bytes[start..<(start + marker.count)].elementsEqual(marker) {
                return start..<(start + marker.count)
            }
            return nil
        }
    }

    /// Instants appended by the probe's thread and read by the benchmark.
    final class ArrivalLog: Sendable {
        private let stored = Mutex<[ContinuousClock.Instant]>([])

        func append(_ instant: ContinuousClock.Instant) {
            stored.withLock { $0.append(instant) }
        }

        var instants: [ContinuousClock.Instant] {
            stored.withLock { $0 }
        }
    }
}
