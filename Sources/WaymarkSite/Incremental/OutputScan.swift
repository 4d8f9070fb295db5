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
    static func canPatch(_ root: String, io: FileIO) -> Bool {
        let parent = OutputFolderSwap.split(root).parent
        guard let status = io.status(root), status.kind == .folder,
              let parentStatus = io.statusFollowingLinks(parent) else { return false }
        return parentStatus.device == status.device
    }

    /// Reads the folder `root` a level at a time through `io`, the folders of a level on every core;
    /// `nil` when a folder cannot be read or an entry cannot be examined. A folder whose stamp is the
    /// one `listing` recorded is not read: its entries are the listing's, and only its files are
    /// stat'ed (for their own stamps). `start`: when the scan began (seconds since 1970), for
    /// which folder stamps have settled. `parallel`: whether a level's folders are read on every core.
    static func of(_ root: String, io: FileIO, listing: OutputListing? = nil, start: Int64 = OutputFolderStamp.now(),
                   parallel: Bool = true) -> OutputScan? {
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
            let visits = read(current, root: root, io: io, listing: listing, start: start, parallel: parallel)
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

    /// The entries of each folder of one level, in order: from `listing` for the folders it still
    /// describes (``listed(_:root:io:listing:)``, in parts of 128 folders), read for the others, on
    /// every core when `parallel`; `nil` for a folder that cannot be read.
    private static func read(_ level: [(full: String, relative: String)], root: String, io: FileIO,
                             listing: OutputListing?, start: Int64, parallel: Bool) -> [Visit?] {
        var visits: [Visit?]
        if let listing {
            let ranges = Concurrently.ranges(total: level.count, parts: (level.count + 127) / 128)
            let part = { @Sendable (part: Int) in listed(level[ranges[part]], root: root, io: io, listing: listing) }
            let parts = parallel ? Concurrently.map(ranges.count, part) : ranges.indices.map(part)
            if parts.count == 1 {
                visits = parts[0]
            } else {
                visits = []
                visits.reserveCapacity(level.count)
                for part in parts { visits += part }
            }
        } else {
            visits = [Visit?](repeating: nil, count: level.count)
        }
        let unlisted = visits.indices.filter { visits[$0] == nil }
        let read = { @Sendable (index: Int) in
            visit(level[unlisted[index]].full, relative: level[unlisted[index]].relative, start: start, io: io)
        }
        let found = parallel ? Concurrently.map(unlisted.count, read) : unlisted.indices.map(read)
        for (index, visit) in zip(unlisted, found) { visits[index] = visit }
        return visits
    }

    /// For each of `folders` (under the output folder `root`), its entries from `listing` when it is
    /// still a folder (not a link to one) with the recorded stamp and each listed file is still a
    /// regular file (its stamp read now); `nil` for a folder that must be read. Two calls of
    /// ``FileIO/statuses`` stat the folders, then the files of those whose stamp is the recorded one:
    /// the root is opened twice per part of a level, not once per folder.
    private static func listed(_ folders: ArraySlice<(full: String, relative: String)>, root: String, io: FileIO,
                               listing: OutputListing) -> [Visit?] {
        var visits = [Visit?](repeating: nil, count: folders.count)
        guard let statuses = io.statuses(root, folders.map(\.relative)) else { return visits }
        var described: [(offset: Int, stamp: OutputFolderStamp, entries: OutputListing.Entries)] = []
        var files: [String] = []
        for (offset, (folder, status)) in zip(folders, statuses).enumerated() {
            guard let status, status.kind == .folder else { continue }
            let stamp = OutputFolderStamp(status)
            guard let entries = listing.entries(of: folder.relative, stamp: stamp) else { continue }
            described.append((offset, stamp, entries))
            files.append(contentsOf: entries.files)
        }
        guard let fileStatuses = files.isEmpty ? [] : io.statuses(root, files) else { return visits }
        var next = 0
        for folder in described {
            let first = next
            next += folder.entries.files.count
            var visit = Visit(stamp: folder.stamp, isListed: true)
            visit.files.reserveCapacity(folder.entries.files.count)
            for (offset, file) in folder.entries.files.enumerated() {
                guard let status = fileStatuses[first + offset], status.kind == .regular else { break }
                visit.files.append((file, OutputStamp(status)))
            }
            guard visit.files.count == folder.entries.files.count else { continue }
            visit.folders = folder.entries.folders.map { (root + "/" + $0, $0) }
            visits[folder.offset] = visit
        }
        return visits
    }

    /// The entries of the folder `path` (`relative` under the output folder), read through
    /// ``FileIO/readFolder`` with the folder's stamp and each regular file's; `nil` when it cannot be.
    private static func visit(_ path: String, relative: String, start: Int64, io: FileIO) -> Visit? {
        guard let contents = io.readFolder(path, true), let status = contents.status else { return nil }
        var visit = Visit()
        // Taken before the entries are read: a change while they are read gives the folder another stamp.
        let stamp = OutputFolderStamp(status)
        if stamp.isSettled(before: start) { visit.stamp = stamp }
        for entry in contents.entries {
            let inside = relative.isEmpty ? entry.name : relative + "/" + entry.name
            switch entry.kind {
            case .regular:
                guard let status = entry.status else { return nil }
                visit.files.append((inside, OutputStamp(status)))
            case .folder: visit.folders.append((path + "/" + entry.name, inside))
            default: visit.others.append(inside)
            }
        }
        return visit
    }
}
