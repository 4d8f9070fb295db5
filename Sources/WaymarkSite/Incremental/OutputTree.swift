import WaymarkOutput

/// An output folder as `--cache` checks it before leaving it as it is: does it hold exactly the
/// files a build records, and the folders above them — no other file, folder, link or hidden entry?
/// Read through one ``OutputScan``.
struct OutputTree {
    /// The output folder.
    let folder: String
    /// The file system it is read through.
    let io: FileIO

    init(_ folder: String, io: FileIO) {
        self.folder = folder
        self.io = io
    }

    /// Whether the folder holds exactly the files `paths` (relative) and the folders above them; read
    /// from `scan` when the caller has one of the folder.
    func holdsExactly(_ paths: Set<String>, scan found: OutputScan? = nil) -> Bool {
        guard let scan = found ?? OutputScan.of(folder, io: io), scan.others.isEmpty, scan.files.count == paths.count,
              scan.files.keys.allSatisfy(paths.contains) else { return false }
        return scan.folders == Self.folders(above: paths)
    }

    /// Whether the folder holds exactly the files of `stamps` (relative paths), each a regular file
    /// with its recorded stamp, and the folders above them. `listing`: what the build cache recorded
    /// of the folder, so that folders with their recorded stamp are not read again (``OutputScan``).
    func holdsExactly(_ stamps: [String: OutputStamp], listing: OutputListing? = nil) -> Bool {
        guard let scan = OutputScan.of(folder, io: io, listing: listing), scan.others.isEmpty, scan.files == stamps else { return false }
        return scan.folders == Self.folders(above: stamps.keys)
    }

    /// Every folder above the files `paths`, as relative paths.
    static func folders(above paths: some Sequence<String>) -> Set<String> {
        var folders: Set<String> = []
        for path in paths {
            var parent = path
            while let slash = parent.lastIndex(of: "/") {
                parent = String(parent[..<slash])
                guard folders.insert(parent).inserted else { break }
            }
        }
        return folders
    }
}
