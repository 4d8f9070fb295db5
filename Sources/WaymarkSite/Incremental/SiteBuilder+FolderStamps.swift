import WaymarkCore
import WaymarkOutput

extension SiteBuilder {
    /// The stamps of the folders of a new output swapped into place (``OutputFolderSwap``), for the
    /// build cache's listing (``OutputListing``): the output folder itself and every folder above
    /// `files` (relative paths), each stat'ed once through `io` (``FileIO/status``) on every core,
    /// kept only when it last changed at least ``OutputFolderStamp/settling`` before `swapped`
    /// (seconds since 1970, taken before the swap). Such a folder last changed while the build was
    /// writing it into its temporary folder, so it holds exactly the build's files and folders; a
    /// folder changed by hand since the swap has a later change time, and is left out (read by the
    /// next build's scan).
    static func folderStamps(above files: [String], in output: String, swapped: Int64, io: FileIO) -> [String: OutputFolderStamp] {
        let folders = [""] + OutputTree.folders(above: files)
        let ranges = Concurrently.ranges(total: folders.count, parts: max(1, min(folders.count / 4_096, 64)))
        let parts = Concurrently.map(ranges.count) { part in
            folders[ranges[part]].compactMap { folder -> (String, OutputFolderStamp)? in
                guard let status = io.status(folder.isEmpty ? output : output + "/" + folder),
                      status.kind == .folder else { return nil }
                let stamp = OutputFolderStamp(status)
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
