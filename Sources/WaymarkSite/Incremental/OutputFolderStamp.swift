#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WaymarkOutput

/// What a folder of the output looked like when a build read it: its inode and its modification and
/// change times, to the nanosecond. The build cache keeps one per folder (``OutputListing``), and the
/// next build's scan (``OutputScan``) takes that folder's entries from the cache instead of reading
/// them while the folder still has exactly this stamp.
///
/// Adding, removing or renaming an entry of a folder sets both its times to the present; changing a
/// file's bytes does not, so each file is still stat'ed for its own ``OutputStamp``. The change time
/// cannot be set by a program (only the clock can move it), so a folder changed by hand gets a new
/// stamp even when its modification time is forged back. A stamp is only kept when the change time
/// is at least ``settling`` older than the scan that read it (``isSettled(before:)``): a folder
/// changed again within the same tick of the file system's clock would keep its times, and so
/// would an entry added just after the scan read it.
struct OutputFolderStamp: Sendable, Hashable {
    var inode: UInt64
    var modified: Int64
    var modifiedNanoseconds: Int64
    var changed: Int64
    var changedNanoseconds: Int64

    /// How much older than a scan a folder's change time must be for its stamp to be kept: longer
    /// than the coarsest timestamps a local file system keeps (2 s on FAT, 1 s on ext3).
    static let settling: Int64 = 3

    /// Whether the folder last changed at least ``settling`` seconds before `start` (seconds since
    /// 1970), so that any later change gives it another change time.
    func isSettled(before start: Int64) -> Bool {
        changed < start - Self.settling
    }

    /// The present in whole seconds since 1970, as a scan's start (``isSettled(before:)``).
    static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec)
    }
}

extension OutputFolderStamp {
    /// The stamp of a folder as `status` describes it.
    init(_ status: FileStatus) {
        self.init(inode: status.inode, modified: status.modified, modifiedNanoseconds: status.modifiedNanoseconds,
                  changed: status.changed, changedNanoseconds: status.changedNanoseconds)
    }
}
