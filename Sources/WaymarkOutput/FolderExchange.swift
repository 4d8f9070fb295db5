import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The two file-system operations that make publishing a new output folder safe: swapping two
/// folders in one step, and making a folder with the permissions the user's umask gives.
///
/// `renameat2(RENAME_EXCHANGE)` (Linux 3.15, glibc 2.28) swaps two paths atomically: there is no
/// moment, even if the process is killed, when the output folder does not exist. Swift's Glibc module
/// does not declare it, so it is looked up by name; where it is missing or the file system refuses
/// it, ``exchange(_:_:)`` says so and the caller falls back to two renames.
enum FolderExchange {
    /// `renameat2`'s C signature.
    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    /// `RENAME_EXCHANGE` from `<linux/fs.h>`.
    private static let renameExchange: UInt32 = 1 << 1

    /// `renameat2`, or `nil` where the C library has none.
    private static let renameAt2: RenameAt2? = {
        #if os(Linux)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: RenameAt2.self)
        #else
        return nil
        #endif
    }()

    /// Swaps the folders (or files) at `a` and `b` in one atomic step. Returns `false`, having
    /// changed nothing, when the system or the file system cannot do that (no `renameat2`, `EINVAL`,
    /// `ENOSYS`, `ENOTSUP`); throws for any other failure.
    static func exchange(_ a: String, _ b: String) throws -> Bool {
        guard let renameAt2 else { return false }
        if renameAt2(AT_FDCWD, a, AT_FDCWD, b, renameExchange) == 0 { return true }
        let code = errno
        if code == EINVAL || code == ENOSYS || code == EOPNOTSUPP || code == ENOTSUP { return false }
        throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO, path: a)
    }

    /// Makes a new, empty folder `parent/prefix` + six random characters and returns its path. Unlike
    /// `mkdtemp`, whose folders are private (0700), the folder gets the mode the umask gives new
    /// folders (0755 with the usual 022), because it becomes the published output, read by web
    /// servers running as other users. `mkdir` fails on an existing name, so the folder is new.
    static func makeFolder(in parent: String, prefix: String) throws -> String {
        try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<100 {
            let suffix = String((0..<6).map { _ in letters[Int.random(in: 0..<letters.count, using: &generator)] })
            let path = parent + "/" + prefix + suffix
            if mkdir(path, 0o777) == 0 { return path }
            if errno != EEXIST { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO, path: path) }
        }
        throw POSIXError(.EEXIST, path: parent + "/" + prefix + "XXXXXX")
    }
}
