import Foundation
import WaymarkCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension POSIXFiles {
    /// Removes a file, or a folder and everything in it, without following symbolic links (a link
    /// is removed, never what it points to).
    ///
    /// Replacing an output folder of 100,000 files spends most of its time removing the previous
    /// one, and an unlink mostly waits for the file system, so a folder is removed in three steps:
    /// list the whole tree (one `readdir` pass, the entry types from `d_type`), unlink the files
    /// from `removalWorkers` threads at once, then remove the folders deepest first, each depth's
    /// folders at once. An entry already gone below `path` counts as removed: another removal of the
    /// same tree (a termination cleanup, a second build clearing stale folders) is progress, and
    /// both finish. On failure the first error (in listing order) is thrown; the rest of the tree
    /// may be gone.
    static func removeTree(_ path: String) throws {
        var info = stat()
        guard lstat(path, &info) == 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO, path: path) }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            guard unlink(path) == 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO, path: path) }
            return
        }
        var depths: [[String]] = []
        var files: [String] = []
        var current = [path]
        while !current.isEmpty {
            depths.append(current)
            var next: [String] = []
            for folder in current {
                try listEntries(of: folder, folders: &next, files: &files)
            }
            current = next
        }
        try forEachConcurrently(files) { unlink($0) == 0 || errno == ENOENT }
        for level in depths.reversed() {
            try forEachConcurrently(level) { rmdir($0) == 0 || errno == ENOENT }
        }
    }

    /// Threads that unlink at once: more than the cores, since each mostly waits for the disk.
    static var removalWorkers: Int { max(4, ProcessInfo.processInfo.activeProcessorCount * 2) }

    /// Appends the subfolders and the other entries (files, links) of `folder` as full paths.
    private static func listEntries(of folder: String, folders: inout [String], files: inout [String]) throws {
        guard let handle = opendir(folder) else {
            if errno == ENOENT { return }
            throw POSIXError(.init(rawValue: errno) ?? .EIO, path: folder)
        }
        defer { closedir(handle) }
        while let entry = readdir(handle) {
            let name = directoryEntryName(entry)
            if name == "." || name == ".." { continue }
            let full = folder + "/" + name
            var isFolder = Int32(entry.pointee.d_type) == Int32(DT_DIR)
            if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
                var info = stat()
                guard lstat(full, &info) == 0 else {
                    if errno == ENOENT { continue }
                    throw POSIXError(.init(rawValue: errno) ?? .EIO, path: full)
                }
                isFolder = (info.st_mode & S_IFMT) == S_IFDIR
            }
            if isFolder { folders.append(full) } else { files.append(full) }
        }
    }

    /// Runs `remove` on every path from `removalWorkers` threads; throws the error of the first path
    /// (in `paths` order) for which it returned `false`, with its `errno`.
    private static func forEachConcurrently(_ paths: [String], _ remove: @Sendable (String) -> Bool) throws {
        guard !paths.isEmpty else { return }
        let workers = min(removalWorkers, paths.count)
        // Each worker takes every `workers`-th path and keeps going after a failure; it returns its
        // first failure, so the lowest of those is the first failure in `paths` order.
        let failures = Concurrently.map(workers) { worker -> (index: Int, code: Int32)? in
            var first: (index: Int, code: Int32)?
            for index in stride(from: worker, to: paths.count, by: workers) where !remove(paths[index]) {
                if first == nil { first = (index, errno) }
            }
            return first
        }
        if let first = failures.compactMap({ $0 }).min(by: { $0.index < $1.index }) {
            throw POSIXError(.init(rawValue: first.code) ?? .EIO, path: paths[first.index])
        }
    }
}
