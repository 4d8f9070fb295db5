#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive `flock` on an output folder, held while a build reads and updates it in place
/// (``OutputPatch``), so two builds of one output take turns instead of moving the same files.
/// Released when the value is dropped, and by the kernel when the process ends however it ends.
package final class OutputLock: Sendable {
    private let descriptor: Int32

    /// Waits for the lock on the folder `path`; `nil` when the folder cannot be opened or locked.
    package init?(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                close(descriptor)
                return nil
            }
        }
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }
}
