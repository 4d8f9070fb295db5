/// What an in-place update (``SiteBuilder/patchSteps(scan:newPaths:written:)``) changes in an output
/// folder besides the files it writes: the entries to move out, the folders left empty, the folders
/// to make. Each list is in no particular order.
struct OutputChanges: Equatable, Sendable {
    /// Files the build does not write, and every entry that is neither a file nor a folder.
    var retired: [String]
    /// Folders that hold none of the build's files.
    var emptied: [String]
    /// Folders above the build's files that the output does not have.
    var made: [String]
}

extension OutputChanges {
    /// The changes from `scan` to an output holding exactly `newPaths` (distinct, as the plan keeps
    /// one job per path). When they include every file the output holds — the usual rebuild — no set
    /// of all paths or folders is made (``keepingEveryFile(scan:absent:)``).
    /// `absent`: the paths of `newPaths` that `scan` does not hold, when the caller already found them.
    init(scan: OutputScan, newPaths: [String], absent: [String]? = nil) {
        let absent = absent ?? newPaths.filter { scan.files[$0] == nil }
        self = newPaths.count - absent.count == scan.files.count
            ? Self.keepingEveryFile(scan: scan, absent: absent)
            : Self.bySets(scan: scan, newPaths: newPaths)
    }

    /// Any update: through the sets of the new files and of the folders above them.
    static func bySets(scan: OutputScan, newPaths: [String]) -> OutputChanges {
        let wanted = Set(newPaths)
        let wantedFolders = OutputTree.folders(above: wanted)
        return OutputChanges(retired: scan.files.keys.filter { !wanted.contains($0) } + scan.others,
                             emptied: scan.folders.filter { !wantedFolders.contains($0) },
                             made: wantedFolders.filter { !scan.folders.contains($0) })
    }

    /// An update that keeps every file of the output and adds the files `absent`: every folder
    /// holding a file stays, so only the scan's empty folders can go (unless a new file goes into
    /// one), and the folders to make are above the new files.
    static func keepingEveryFile(scan: OutputScan, absent: [String]) -> OutputChanges {
        let absentFolders = OutputTree.folders(above: absent)
        return OutputChanges(retired: scan.others,
                             emptied: scan.emptyFolders.filter { !absentFolders.contains($0) },
                             made: absentFolders.filter { !scan.folders.contains($0) })
    }
}
