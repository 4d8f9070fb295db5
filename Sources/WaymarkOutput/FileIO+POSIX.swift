import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Plain POSIX file operations for the hot paths of writing and removing output trees, which
/// Foundation's `FileManager` makes several times slower on Linux.
enum POSIXFiles {
    /// Writes `bytes` to `path` (created or truncated, mode 0644). Returns `false` when a parent
    /// folder is missing; throws for any other failure.
    static func write(_ path: String, _ bytes: [UInt8]) throws -> Bool {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        if fd < 0 {
            if errno == ENOENT { return false }
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO, path: path)
        }
        defer { close(fd) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return systemWrite(fd, base + offset, bytes.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO, path: path)
            }
            offset += written
        }
        return true
    }

    /// Creates the folder `path` and any missing parents (mode 0755); an existing folder is fine.
    /// A missing temporary output folder (`.waymark-tmp-…`) is never made again: it was removed
    /// because its build is being stopped, and a write into it fails with `ENOENT`.
    static func makeFolders(_ path: String) throws {
        if let slash = path.lastIndex(of: "/"), path[path.index(after: slash)...].hasPrefix(".waymark-tmp-") {
            throw POSIXError(.ENOENT, path: path)
        }
        if mkdir(path, 0o755) == 0 || errno == EEXIST { return }
        guard errno == ENOENT, let slash = path.lastIndex(of: "/"), slash != path.startIndex else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO, path: path)
        }
        try makeFolders(String(path[..<slash]))
        if mkdir(path, 0o755) != 0 && errno != EEXIST {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO, path: path)
        }
    }
}

extension POSIXFiles {
    /// `link(2)`: whether `new` is now another name of `existing`.
    static func hardLink(_ existing: String, _ new: String) -> Bool {
        #if canImport(Glibc)
        Glibc.link(existing, new) == 0
        #else
        Darwin.link(existing, new) == 0
        #endif
    }
}

/// `write(2)`, named apart from `POSIXFiles.write`.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.write(fd, buffer, count)
    #else
    return Darwin.write(fd, buffer, count)
    #endif
}

extension POSIXError {
    /// An error for `code` naming `path` in its description.
    init(_ code: POSIXErrorCode, path: String) {
        self.init(code, userInfo: [NSFilePathErrorKey: path])
    }
}
