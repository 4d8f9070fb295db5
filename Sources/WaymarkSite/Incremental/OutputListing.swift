/// What the build cache recorded of an output folder after the last build, as the next scan
/// (``OutputScan``) uses it: per folder its stamp (``OutputFolderStamp``), and the entries it then
/// held — the recorded files whose folder it is and the folders above recorded files whose parent it
/// is. After a successful build the output holds exactly its files and the folders above them, so
/// that is every entry of a folder whose stamp is still the same.
///
/// A folder without a stamp (changed by the last build, or too recently for its stamp to be kept) or
/// with another stamp is read as before.
struct OutputListing: Sendable {
    /// One folder's entries, as relative paths (from the output folder).
    struct Entries: Sendable {
        var files: [String] = []
        var folders: [String] = []
    }

    /// Stamps by folder (relative path; `""` for the output folder itself).
    let stamps: [String: OutputFolderStamp]
    /// Entries by folder.
    let entries: [Substring: Entries]
    /// How many files the output held.
    let fileCount: Int

    /// The listing of an output that held exactly `files` (relative paths) and the folders above them,
    /// whose folders had the stamps `stamps`.
    init(files: some Sequence<String>, stamps: [String: OutputFolderStamp]) {
        self.stamps = stamps
        var entries: [Substring: Entries] = [:]
        entries.reserveCapacity(stamps.count)
        // Folders reached from a file, whose own place in their parent is still to be recorded.
        var found: [Substring] = []
        var fileCount = 0
        for path in files {
            fileCount += 1
            let folder = Self.parent(path[...])
            if entries[folder] == nil {
                entries[folder] = Entries()
                found.append(folder)
            }
            entries[folder]?.files.append(path)
        }
        while let folder = found.popLast() {
            guard !folder.isEmpty else { continue }
            let parent = Self.parent(folder)
            if entries[parent] == nil {
                entries[parent] = Entries()
                found.append(parent)
            }
            entries[parent]?.folders.append(String(folder))
        }
        self.entries = entries
        self.fileCount = fileCount
    }

    /// The folder holding `path`: the text before its last `/`, or `""` at the top.
    static func parent(_ path: Substring) -> Substring {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path[path.startIndex..<path.startIndex] }
        return path[path.startIndex..<slash]
    }

    /// The entries of `folder` when `stamp`, its stamp now, is the one recorded; `nil` otherwise, or
    /// when no recorded file lies under it.
    func entries(of folder: String, stamp: OutputFolderStamp) -> Entries? {
        guard stamps[folder] == stamp else { return nil }
        return entries[folder[...]]
    }
}
