#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension POSIXFiles {
    /// Hard-links `previous` to `path` when `previous` is a regular file of this user with no other
    /// link whose contents are exactly `bytes`; creates `path`'s missing parent folders. Returns
    /// `false`, having created no file at `path`, when the file is missing, differs, is shared with
    /// another name (it could be changed through it), or cannot be linked (another file system, a
    /// file system without hard links).
    static func linkIfSame(_ previous: String, _ path: String, _ bytes: [UInt8]) -> Bool {
        let fd = open(previous, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_nlink == 1,
              info.st_uid == geteuid(), Int(info.st_size) == bytes.count,
              sameContents(fd, bytes) else { return false }
        if link(previous, path) == 0 { return true }
        guard errno == ENOENT, let slash = path.lastIndex(of: "/"), slash != path.startIndex,
              (try? makeFolders(String(path[..<slash]))) != nil else { return false }
        return link(previous, path) == 0
    }

    /// Whether the open file `fd`, read from its start, holds exactly `bytes` (its size was checked).
    private static func sameContents(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        let chunk = 65_536
        var buffer = [UInt8](repeating: 0, count: min(chunk, max(bytes.count, 1)))
        var offset = 0
        while offset < bytes.count {
            let wanted = min(buffer.count, bytes.count - offset)
            let got = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, wanted) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { return false }
            let same = bytes.withUnsafeBufferPointer { all in
                buffer.withUnsafeBufferPointer { part in
                    guard let a = all.baseAddress, let b = part.baseAddress else { return false }
                    return memcmp(a + offset, b, got) == 0
                }
            }
            guard same else { return false }
            offset += got
        }
        return true
    }
}
