#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WaymarkCore
import WaymarkOutput

/// What an output folder holds, as an in-place update (``OutputPatch``) needs to know it: every
/// regular file with its stamp, every folder, and every other entry (links, pipes), by relative path.
struct OutputScan: Sendable {
    var files: [String: OutputStamp] = [:]
    var folders: Set<String> = []
    /// Entries that are neither regular files nor folders; the output never keeps them.
    var others: [String] = []
    /// The folders that hold no regular file, at any depth (an empty folder, one holding only empty
    /// folders or links): a build that keeps every file keeps every other folder.
    var emptyFolders: [String] = []
    /// The stamp of each folder as it was before its entries were read (or as the listing recorded
    /// it, for a folder whose entries came from there), when it had settled
    /// (``OutputFolderStamp/isSettled(before:)``): what the build cache records for the next scan.
    var folderStamps: [String: OutputFolderStamp] = [:]
    /// How many folders were read, and how many had the stamp the listing recorded, so their
    /// entries came from it.
    var foldersRead = 0, foldersListed = 0

    /// Whether `root` is a folder itself (not a link to one) on the same file system as the folder
    /// that holds it, so files can be renamed from a temporary folder beside it into it.
    static func canPatch(_ root: String) -> Bool {
        var info = stat(), parentInfo = stat()
        let parent = OutputFolderSwap.split(root).parent
        return lstat(root, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            && stat(parent, &parentInfo) == 0 && parentInfo.st_dev == info.st_dev
    }

    /// Reads the folder `root` a level at a time, the folders of a level on every core; `nil` when
    /// a folder cannot be read or an entry cannot be examined. A folder whose stamp is the one
    /// `listing` recorded is not read: its entries are the listing's, and only its files are
    /// stat'ed (for their own stamps). `start`: when the scan began (seconds since 1970), for
    /// which folder stamps have settled. `parallel`: whether a level's folders are read on every core.
    static func of(_ root: String, listing: OutputListing? = nil, start: Int64 = OutputFolderStamp.now(),
                   parallel: Bool = true) -> OutputScan? {
        let top = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard top >= 0 else { return nil }
        defer { close(top) }
        var scan = OutputScan()
        if let listing {
            // About as many as last time: no table grows (and rehashes) step by step.
            scan.files.reserveCapacity(listing.fileCount)
            scan.folders.reserveCapacity(listing.stamps.count)
            scan.folderStamps.reserveCapacity(listing.stamps.count)
        }
        var level = [(full: root, relative: "")]
        // Per level below the root: each folder's relative path, the index of its parent in the level
        // above (-1 for the root) and whether it holds a regular file itself.
        var levels: [[(relative: String, parent: Int, holdsFile: Bool)]] = []
        var parents = [-1]
        while !level.isEmpty {
            let current = level
            let read = { @Sendable (index: Int) in
                listed(current[index].relative, root: root, top: top, listing: listing)
                    ?? visit(current[index].full, relative: current[index].relative, start: start)
            }
            let visits = parallel ? Concurrently.map(current.count, read) : current.indices.map(read)
            level = []
            var below: [Int] = []
            var described: [(relative: String, parent: Int, holdsFile: Bool)] = []
            for (index, visit) in visits.enumerated() {
                guard let visit else { return nil }
                if let stamp = visit.stamp { scan.folderStamps[current[index].relative] = stamp }
                if visit.isListed { scan.foldersListed += 1 } else { scan.foldersRead += 1 }
                for (path, stamp) in visit.files { scan.files[path] = stamp }
                scan.others.append(contentsOf: visit.others)
                if !current[index].relative.isEmpty {
                    described.append((current[index].relative, parents[index], !visit.files.isEmpty))
                }
                for folder in visit.folders {
                    scan.folders.insert(folder.relative)
                    level.append(folder)
                    below.append(current[index].relative.isEmpty ? -1 : described.count - 1)
                }
            }
            if !described.isEmpty { levels.append(described) }
            parents = below
        }
        scan.others.sort()
        scan.emptyFolders = emptyFolders(levels)
        return scan
    }

    /// The folders of `levels` (top level first) with no regular file at any depth, found from the
    /// deepest level up.
    private static func emptyFolders(_ levels: [[(relative: String, parent: Int, holdsFile: Bool)]]) -> [String] {
        var holds = levels.map { $0.map(\.holdsFile) }
        var empty: [String] = []
        for depth in levels.indices.reversed() {
            for (index, folder) in levels[depth].enumerated() {
                if holds[depth][index] {
                    if depth > 0, folder.parent >= 0 { holds[depth - 1][folder.parent] = true }
                } else {
                    empty.append(folder.relative)
                }
            }
        }
        return empty
    }

    /// One folder's entries.
    private struct Visit: Sendable {
        var files: [(String, OutputStamp)] = []
        var folders: [(full: String, relative: String)] = []
        var others: [String] = []
        /// The folder's stamp, when settled.
        var stamp: OutputFolderStamp?
        /// Whether the entries came from the listing.
        var isListed = false
    }

    /// The entries of `folder` (relative) from `listing`, when the folder (a folder, not a link to
    /// one, under the output folder `root`, open as `top`) still has the recorded stamp and each listed file is still a
    /// regular file (its stamp read now); `nil` when the folder must be read.
    private static func listed(_ folder: String, root: String, top: Int32, listing: OutputListing?) -> Visit? {
        guard let listing else { return nil }
        var info = stat()
        guard fstatat(top, folder.isEmpty ? "." : folder, &info, AT_SYMLINK_NOFOLLOW) == 0,
              (info.st_mode & S_IFMT) == S_IFDIR else { return nil }
        let stamp = OutputFolderStamp(info)
        guard let entries = listing.entries(of: folder, stamp: stamp) else { return nil }
        var visit = Visit(stamp: stamp, isListed: true)
        visit.files.reserveCapacity(entries.files.count)
        for file in entries.files {
            guard fstatat(top, file, &info, AT_SYMLINK_NOFOLLOW) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
            visit.files.append((file, OutputStamp(info)))
        }
        visit.folders = entries.folders.map { (root + "/" + $0, $0) }
        return visit
    }

    private static func visit(_ path: String, relative: String, start: Int64) -> Visit? {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        var info = stat()
        guard descriptor >= 0, fstat(descriptor, &info) == 0, let stream = fdopendir(descriptor) else {
            if descriptor >= 0 { close(descriptor) }
            return nil
        }
        defer { closedir(stream) }
        var visit = Visit()
        // Taken before the entries are read: a change while they are read gives the folder another stamp.
        let stamp = OutputFolderStamp(info)
        if stamp.isSettled(before: start) { visit.stamp = stamp }
        while let entry = readdir(stream) {
            let name = directoryEntryName(entry)
            if name == "." || name == ".." { continue }
            let inside = relative.isEmpty ? name : relative + "/" + name
            // The entry's type from `readdir` when the file system gives it; only regular files
            // (for their stamps) and entries of unknown type are stat'ed.
            var kind = entry.pointee.d_type
            if kind == UInt8(DT_REG) || kind == UInt8(DT_UNKNOWN) {
                guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
                kind = switch info.st_mode & S_IFMT {
                case S_IFREG: UInt8(DT_REG)
                case S_IFDIR: UInt8(DT_DIR)
                default: UInt8(DT_LNK)
                }
            }
            switch kind {
            case UInt8(DT_REG): visit.files.append((inside, OutputStamp(info)))
            case UInt8(DT_DIR): visit.folders.append((path + "/" + name, inside))
            default: visit.others.append(inside)
            }
        }
        return visit
    }
}
