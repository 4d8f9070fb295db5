#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `FileIO.local` reads of a file without holding all of it: the input digest's hash of every
/// file of a site, read through one buffer, and the few hundred bytes of a program's ELF note.
extension POSIXFiles {
    /// Reads the file at `path` from start to end into `buffer` with `read(2)`, handing each piece to
    /// `body`; `false` when it cannot be opened or a read fails.
    static func readPieces(_ path: String, through buffer: UnsafeMutableRawBufferPointer,
                           _ body: (UnsafeRawBufferPointer) -> Void) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        while true {
            let count = read(descriptor, buffer.baseAddress, buffer.count)
            if count == 0 { return true }
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            body(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// Opens the file at `path` once and hands `body` a function returning exactly `count` bytes
    /// from `offset` (`pread(2)`), or `nil` when the file ends before or the read fails; `false`
    /// when the file cannot be opened.
    static func readParts(_ path: String, _ body: (_ part: (_ offset: Int, _ count: Int) -> [UInt8]?) -> Void) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        body { offset, count in
            guard offset >= 0, count >= 0 else { return nil }
            var buffer = [UInt8](repeating: 0, count: count)
            var done = 0
            while done < count {
                let read = buffer.withUnsafeMutableBytes { raw -> Int in
                    guard let base = raw.baseAddress else { return 0 }
                    return pread(descriptor, base + done, count - done, off_t(offset + done))
                }
                if read < 0, errno == EINTR { continue }
                guard read > 0 else { return nil }
                done += read
            }
            return buffer
        }
        return true
    }
}
