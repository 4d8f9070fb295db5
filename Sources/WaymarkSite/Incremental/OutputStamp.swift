#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WaymarkCore
import WaymarkOutput

/// What a file of the output folder looked like just after the build that wrote it: its size and
/// modification time, to the nanosecond. ``BuildCache`` keeps one per rendered file and a later
/// build reuses the file only when it still has exactly this stamp.
///
/// The stamp stands in for the file's bytes, which would cost reading all of a large site's output
/// (704 MB for the 110k-page site) on every build. Writing to or replacing the file gives it a new
/// modification time. The inode is left out on purpose: a CI cache restores the output with `tar`,
/// which keeps modification times to the nanosecond but gives every file a new inode. Not caught: a
/// file of the same size put in place with its modification time forged to the nanosecond.
struct OutputStamp: Sendable, Hashable {
    var size: UInt64
    var seconds: Int64
    var nanoseconds: Int64

    /// The stamp of the regular file at `path` (symbolic links are not followed, ``FileIO/status``),
    /// or `nil`.
    static func of(_ path: String, io: FileIO) -> OutputStamp? {
        guard let status = io.status(path), status.kind == .regular else { return nil }
        return OutputStamp(status)
    }

    init(size: UInt64, seconds: Int64, nanoseconds: Int64) {
        self.size = size
        self.seconds = seconds
        self.nanoseconds = nanoseconds
    }

    init(_ status: FileStatus) {
        size = status.size
        seconds = status.modified
        nanoseconds = status.modifiedNanoseconds
    }

    /// Whether the file at `path` is a regular file of this user with no other link and exactly
    /// this stamp (``FileIO/status``): what ``link(_:to:io:)`` asks before it reuses a file.
    func holds(_ path: String, io: FileIO) -> Bool {
        guard let status = io.status(path) else { return false }
        return status.kind == .regular && status.linkCount == 1 && status.owner == geteuid() && OutputStamp(status) == self
    }

    /// Hard-links `previous` to `path` (``FileIO/hardLink``) when `previous` is a regular file of
    /// this user with no other link and exactly this stamp; creates `path`'s missing parent folders
    /// (``FileIO/makeFolder``). `false`, having created nothing at `path`, otherwise (the caller
    /// renders the file).
    func link(_ previous: String, to path: String, io: FileIO) -> Bool {
        guard holds(previous, io: io) else { return false }
        if io.hardLink(previous, path) { return true }
        guard let makeFolder = io.makeFolder, let slash = path.lastIndex(of: "/"), slash != path.startIndex,
              (try? makeFolder(String(path[..<slash]))) != nil else { return false }
        return io.hardLink(previous, path)
    }
}
