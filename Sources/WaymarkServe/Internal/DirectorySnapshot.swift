import Foundation

/// The stamps of every file and folder under some root folders, for the polling watcher.
/// Ignored names (`ChangeFilter`) are skipped and hidden folders are not descended into. A folder
/// counts as changed only when it appears or disappears (its own modification time moves with
/// every file created in it, ignored ones included).
struct DirectorySnapshot: Sendable, Hashable {
    /// Stamp per absolute path.
    private(set) var stamps: [String: FileStamp]

    /// Scans `roots` recursively. Roots that do not exist contribute nothing.
    init(roots: [String]) {
        var stamps: [String: FileStamp] = [:]
        for root in roots {
            guard let stamp = FileStamp(path: root) else { continue }
            stamps[root] = stamp.comparable
            if stamp.isDirectory {
                Self.scan(folder: root, into: &stamps)
            }
        }
        self.stamps = stamps
    }

    private static func scan(folder: String, into stamps: inout [String: FileStamp]) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where !ChangeFilter.ignores(name: name) {
            let path = folder + "/" + name
            guard let stamp = FileStamp(path: path) else { continue }
            stamps[path] = stamp.comparable
            if stamp.isDirectory {
                scan(folder: path, into: &stamps)
            }
        }
    }

    /// The paths created, deleted or changed between `self` (before) and `later`.
    func changes(to later: DirectorySnapshot) -> ChangeSet {
        var paths: [String] = []
        for (path, stamp) in later.stamps where stamps[path] != stamp {
            paths.append(path)
        }
        for path in stamps.keys where later.stamps[path] == nil {
            paths.append(path)
        }
        return ChangeSet(paths: paths)
    }
}

extension FileStamp {
    /// The stamp with a folder's size and times cleared, so only its existence is compared.
    fileprivate var comparable: FileStamp {
        guard isDirectory else { return self }
        var copy = self
        copy.size = 0
        copy.modificationSeconds = 0
        copy.modificationNanoseconds = 0
        return copy
    }
}
