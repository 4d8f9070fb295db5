#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pipe that a watcher thread polls next to its other descriptors, so `stop()` can wake it at once
/// instead of waiting for the next event or timeout.
final class WakeSignal: Sendable {
    /// The end to poll for readability.
    let readDescriptor: Int32
    private let writeDescriptor: Int32

    init() throws(WatchError) {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else {
            throw WatchError("pipe: \(String(cString: strerror(errno)))")
        }
        readDescriptor = descriptors[0]
        writeDescriptor = descriptors[1]
        _ = fcntl(readDescriptor, F_SETFD, FD_CLOEXEC)
        _ = fcntl(writeDescriptor, F_SETFD, FD_CLOEXEC)
    }

    /// Makes `readDescriptor` readable; the watcher thread then ends.
    func signal() {
        var byte: UInt8 = 1
        _ = write(writeDescriptor, &byte, 1)
    }

    deinit {
        close(readDescriptor)
        close(writeDescriptor)
    }
}

/// Waits until one of `descriptors` is readable or `timeoutMilliseconds` pass (-1: no limit).
/// Returns the descriptors that are readable; empty on timeout. Interrupted waits are resumed.
func waitForReadable(_ descriptors: [Int32], timeoutMilliseconds: Int32) -> Set<Int32> {
    var entries = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    while true {
        let result = poll(&entries, nfds_t(entries.count), timeoutMilliseconds)
        if result < 0 && errno == EINTR { continue }
        guard result > 0 else { return [] }
        let readyMask = Int16(POLLIN | POLLHUP | POLLERR)
        return Set(entries.filter { $0.revents & readyMask != 0 }.map(\.fd))
    }
}
