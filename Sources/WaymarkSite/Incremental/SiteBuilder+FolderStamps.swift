#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WaymarkCore

extension SiteBuilder {
    /// The stamps of the folders of a new output swapped into place (``OutputFolderSwap``), for the
    /// build cache's listing (``OutputListing``): the output folder itself and every folder above
    /// `files` (relative paths), each stat'ed once on every core, kept only when it last changed at
    /// least ``OutputFolderStamp/settling`` before `swapped` (seconds since 1970, taken before the
    /// swap). Such a folder last changed while the build was writing it into its temporary folder,
    /// so it holds exactly the build's files and folders; a folder changed by hand since the swap
    /// has a later change time, and is left out (read by the next build's scan).
    static func folderStamps(above files: [String], in output: String, swapped: Int64) -> [String: OutputFolderStamp] {
        let folders = [""] + OutputTree.folders(above: files)
        let ranges = Concurrently.ranges(total: folders.count, parts: max(1, min(folders.count / 4_096, 64)))
        let parts = Concurrently.map(ranges.count) { part in
            folders[ranges[part]].compactMap { folder -> (String, OutputFolderStamp)? in
                var info = stat()
                guard lstat(folder.isEmpty ? output : output + "/" + folder, &info) == 0,
                      (info.st_mode & S_IFMT) == S_IFDIR else { return nil }
                let stamp = OutputFolderStamp(info)
                return stamp.isSettled(before: swapped) ? (folder, stamp) : nil
            }
        }
        var stamps: [String: OutputFolderStamp] = [:]
        stamps.reserveCapacity(folders.count)
        for part in parts {
            for (folder, stamp) in part { stamps[folder] = stamp }
        }
        return stamps
    }
}
