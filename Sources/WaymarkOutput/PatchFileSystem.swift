import Foundation
import WaymarkData
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file operations of an ``OutputPatch``, as closures so tests can stop or fail a patch at any
/// step. `PatchFileSystem.local` uses POSIX calls; paths are plain `/`-separated strings.
package struct PatchFileSystem: Sendable {
    /// Whether anything is at the path (a symbolic link is not followed: a dangling one exists).
    package var exists: @Sendable (_ path: String) -> Bool
    /// Renames `from` to `to`, on one file system.
    package var move: @Sendable (_ from: String, _ to: String) throws -> Void
    /// Makes the folder and any missing parents; an existing folder is fine.
    package var makeFolder: @Sendable (_ path: String) throws -> Void
    /// Removes the folder when it is empty: `true` when removed, `false` when it is missing, not
    /// empty, or not a folder.
    package var removeEmptyFolder: @Sendable (_ path: String) throws -> Bool
    /// The bytes of a file, or `nil` when it cannot be read.
    package var read: @Sendable (_ path: String) -> [UInt8]?
    /// Writes a file under a temporary name and renames it into place.
    package var writeAtomically: @Sendable (_ path: String, _ bytes: [UInt8]) throws -> Void
    /// Removes a file.
    package var remove: @Sendable (_ path: String) throws -> Void

    package init(exists: @escaping @Sendable (String) -> Bool,
                 move: @escaping @Sendable (String, String) throws -> Void,
                 makeFolder: @escaping @Sendable (String) throws -> Void,
                 removeEmptyFolder: @escaping @Sendable (String) throws -> Bool,
                 read: @escaping @Sendable (String) -> [UInt8]?,
                 writeAtomically: @escaping @Sendable (String, [UInt8]) throws -> Void,
                 remove: @escaping @Sendable (String) throws -> Void) {
        self.exists = exists
        self.move = move
        self.makeFolder = makeFolder
        self.removeEmptyFolder = removeEmptyFolder
        self.read = read
        self.writeAtomically = writeAtomically
        self.remove = remove
    }

    /// Makes the folder that holds `path`.
    func makeParent(of path: String) throws {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return }
        try makeFolder(String(path[..<slash]))
    }

    /// The real file system.
    package static let local = PatchFileSystem(
        exists: { path in
            var info = stat()
            return lstat(path, &info) == 0
        },
        move: { from, to in
            guard rename(from, to) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO, path: to) }
        },
        makeFolder: { path in
            try POSIXFiles.makeFolders(path)
        },
        removeEmptyFolder: { path in
            if rmdir(path) == 0 { return true }
            switch errno {
            case ENOENT, ENOTEMPTY, EEXIST, ENOTDIR: return false
            default: throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO, path: path)
            }
        },
        read: { path in
            try? SiteFileSystem(root: nil).read(path)
        },
        writeAtomically: { path, bytes in
            let partial = path + ".partial"
            guard try POSIXFiles.write(partial, bytes) else { throw POSIXError(.ENOENT, path: partial) }
            guard rename(partial, path) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO, path: path) }
        },
        remove: { path in
            guard unlink(path) == 0 || errno == ENOENT else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO, path: path) }
        }
    )
}
