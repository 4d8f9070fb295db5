import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WaymarkCore

/// What polling compares to notice a change: size, modification time to the nanosecond and inode
/// (an editor that saves by writing a new file and renaming it changes the inode).
struct FileStamp: Sendable, Hashable {
    var size: Int64
    var modificationSeconds: Int
    var modificationNanoseconds: Int
    var inode: UInt64
    var isDirectory: Bool

    /// The stamp of the file or folder at `path` without following a final symlink, or `nil` when
    /// nothing is there.
    init?(path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        size = Int64(info.st_size)
        modificationSeconds = Int(info.modificationTime.tv_sec)
        modificationNanoseconds = Int(info.modificationTime.tv_nsec)
        inode = UInt64(info.st_ino)
        isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
    }
}
