import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary folders a build writes its output into (`.waymark-tmp-<name>-XXXXXX` beside the
/// output folder), kept so that none outlives the build that made it. See docs/hardening.md,
/// "Temporary folders of stopped builds".
///
/// - Every temporary folder is locked (`flock`, exclusive) by the process that made it, for as long
///   as that process uses it. The kernel drops the lock when the process ends, however it ends.
/// - At the start of a build, ``removeStale(beside:)`` removes every temporary folder of the same
///   output whose lock it can take: its build is gone (killed, crashed, or an older Waymark).
///   A folder whose lock is held belongs to a running build and is never touched.
/// - Making and locking a folder, and looking for stale ones, both happen while holding a lock on
///   the parent folder, so a cleaner never sees a new folder before it is locked.
/// - On SIGTERM or SIGINT, ``removeAllForTermination()`` removes this process's folders (the build
///   command exits with 128 + the signal's number afterwards; see `installTerminationCleanup`).
package enum StagingFolders {
    /// A folder this process holds: its lock's descriptor, and for the holder of a previous output
    /// being replaced without an atomic exchange, where that output goes back if the build stops.
    struct Held {
        let descriptor: Int32
        let restore: (from: String, to: String)?
    }

    /// The folders this process holds, by path. The same lock keeps a termination cleanup from
    /// running while an output folder is being swapped (``whileSwapping(_:)``).
    static let held = Mutex<[String: Held]>([:])

    /// The name prefixes of the temporary folders that belong to the output folder `name`.
    static func prefixes(of name: String) -> [String] {
        [".waymark-tmp-\(name)-", ".waymark-tmp-old-\(name)-"]
    }

    /// Makes a new temporary folder `parent/prefix` + six random characters (``FolderExchange/makeFolder(in:prefix:)``),
    /// locks it for this process and returns its path.
    static func make(in parent: String, prefix: String) throws -> String {
        try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        return try withParentLocked(parent) {
            let path = try FolderExchange.makeFolder(in: parent, prefix: prefix)
            let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0, flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
                let code = errno
                if descriptor >= 0 { close(descriptor) }
                rmdir(path)
                throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO, path: path)
            }
            held.withLock { $0[path] = Held(descriptor: descriptor, restore: nil) }
            return path
        }
    }

    /// Marks `holder` (a folder this process holds) as keeping the previous output, which goes
    /// back to `output` if the build is stopped before the new output is in place.
    static func setRestore(_ holder: String, from: String, to output: String) {
        held.withLock { folders in
            guard let entry = folders[holder] else { return }
            folders[holder] = Held(descriptor: entry.descriptor, restore: (from, to: output))
        }
    }

    /// Unlocks a folder made by ``make(in:prefix:)`` (after it was removed or became the output).
    static func release(_ path: String) {
        held.withLock { folders in
            if let entry = folders.removeValue(forKey: path) { close(entry.descriptor) }
        }
    }

    /// Runs `body` (the swap of the new output into place) while no termination cleanup can run.
    static func whileSwapping(_ body: () throws -> Void) throws {
        try held.withLock { _ in try body() }
    }

    /// Swaps the held temporary folder `staging` with `output` in one step (``FolderExchange/exchange(_:_:)``)
    /// and moves this process's lock to what `staging` names afterwards: the previous output, which
    /// the caller then deletes. A lock belongs to a folder, not to its name, so without the move the
    /// previous output would sit under a temporary name unlocked, and a build starting beside it
    /// (``removeStale(beside:)``) would delete it at the same time. The parent's lock keeps such a
    /// build from looking in between; no termination cleanup runs during the swap. `false`, having
    /// changed nothing, where the file system cannot exchange.
    static func exchange(_ staging: String, with output: String) throws -> Bool {
        let (parent, _) = OutputFolderSwap.split(staging)
        return try withParentLocked(parent) {
            try held.withLock { folders in
                guard try FolderExchange.exchange(staging, output) else { return false }
                let descriptor = open(staging, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                guard descriptor >= 0 else { return true }
                // Another build's lock on the previous output (its in-place update) keeps it from
                // stale-folder cleaners just as well; this process's old lock then stays as it was.
                guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
                    close(descriptor)
                    return true
                }
                if let entry = folders[staging] { close(entry.descriptor) }
                folders[staging] = Held(descriptor: descriptor, restore: nil)
                return true
            }
        }
    }

    /// Removes every temporary folder of the output folder `output` that no running build holds,
    /// after finishing the in-place update of the output that one of them may hold (``OutputPatch``),
    /// and returns the paths removed. Folders of this process and of other live builds are kept.
    @discardableResult
    package static func removeStale(beside output: String) -> [String] {
        let (parent, name) = OutputFolderSwap.split(output)
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: parent) else { return [] }
        let candidates = entries.filter { entry in
            prefixes(of: name).contains { prefix in
                entry.hasPrefix(prefix) && isRandomSuffix(entry.dropFirst(prefix.count))
            }
        }.sorted()
        guard !candidates.isEmpty else { return [] }
        let ours = held.withLock { Set($0.keys) }
        return (try? withParentLocked(parent) {
            var removed: [String] = []
            for entry in candidates {
                let path = parent + "/" + entry
                if ours.contains(path) { continue }
                let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                guard descriptor >= 0 else { continue }
                defer { close(descriptor) }
                // Held by a live build: leave it alone.
                guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { continue }
                // A build killed while updating the output in place: finish its update first, so the
                // output is wholly that build's. Should that fail, the folder stays for the next try
                // (the build about to start writes a whole output anyway).
                if entry.hasPrefix(prefixes(of: name)[0]),
                   (try? OutputPatch.replay(staging: path, output: output)) == nil { continue }
                if (try? POSIXFiles.removeTree(path)) != nil { removed.append(path) }
            }
            return removed
        }) ?? []
    }

    /// Removes every folder this process holds, putting a previous output that was moved aside back
    /// in its place first. Used when the process is stopped by a signal: it waits for a swap in
    /// progress to finish and keeps the lock, so nothing is swapped afterwards.
    static func removeAllForTermination() {
        held.withLock { folders in
            for (path, entry) in folders.sorted(by: { $0.key < $1.key }) {
                if let restore = entry.restore, access(restore.to, F_OK) != 0 {
                    rename(restore.from, restore.to)
                }
                // Rendering threads may still be adding files; a removed root is never made again
                // (`POSIXFiles.makeFolders` does not create temporary folders), so a few tries do.
                for _ in 0..<50 where access(path, F_OK) == 0 {
                    try? POSIXFiles.removeTree(path)
                }
            }
        }
    }

    /// True for the six letters and digits `FolderExchange.makeFolder` appends.
    private static func isRandomSuffix(_ text: Substring) -> Bool {
        text.utf8.count == 6 && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }

    /// Runs `body` while holding an exclusive `flock` on the folder `parent`.
    private static func withParentLocked<T>(_ parent: String, _ body: () throws -> T) throws -> T {
        let descriptor = open(parent, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO, path: parent) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO, path: parent) }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
