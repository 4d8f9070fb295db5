#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WaymarkCore

/// What the file system records of one entry, as far as a build reads it: the fields of `stat(2)`
/// that the stamps and checks of `--cache` use (``FileIO/status``, ``FileIO/statuses``).
package struct FileStatus: Sendable, Hashable {
    /// What an entry is.
    package enum Kind: Sendable, Hashable {
        case regular, folder, symbolicLink
        /// A named pipe, a socket or a device.
        case other
    }

    package var kind: Kind
    /// The size in bytes.
    package var size: UInt64
    /// When the contents last changed (a file's bytes, a folder's entries): seconds since 1970 and
    /// the nanoseconds within that second.
    package var modified: Int64
    package var modifiedNanoseconds: Int64
    /// When the inode last changed (its contents, links, owner or mode); no program can set it back.
    package var changed: Int64
    package var changedNanoseconds: Int64
    package var inode: UInt64
    /// The file system it is on.
    package var device: UInt64
    /// How many names (hard links) it has.
    package var linkCount: UInt64
    /// The user ID of its owner.
    package var owner: UInt32

    package init(kind: Kind, size: UInt64 = 0, modified: Int64 = 0, modifiedNanoseconds: Int64 = 0, changed: Int64 = 0,
                 changedNanoseconds: Int64 = 0, inode: UInt64 = 0, device: UInt64 = 0, linkCount: UInt64 = 1,
                 owner: UInt32 = 0) {
        self.kind = kind
        self.size = size
        self.modified = modified
        self.modifiedNanoseconds = modifiedNanoseconds
        self.changed = changed
        self.changedNanoseconds = changedNanoseconds
        self.inode = inode
        self.device = device
        self.linkCount = linkCount
        self.owner = owner
    }

    /// The fields of a `stat` record.
    init(_ info: stat) {
        kind = switch info.st_mode & S_IFMT {
        case S_IFREG: .regular
        case S_IFDIR: .folder
        case S_IFLNK: .symbolicLink
        default: .other
        }
        size = UInt64(info.st_size)
        modified = Int64(info.modificationTime.tv_sec)
        modifiedNanoseconds = Int64(info.modificationTime.tv_nsec)
        changed = Int64(info.changeTime.tv_sec)
        changedNanoseconds = Int64(info.changeTime.tv_nsec)
        inode = UInt64(info.st_ino)
        device = UInt64(info.st_dev)
        linkCount = UInt64(info.st_nlink)
        owner = UInt32(info.st_uid)
    }
}
