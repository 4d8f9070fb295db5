import Foundation

/// Where the benchmarks put the folders they are done with: moved aside into one trash folder,
/// deleted only when every benchmark of the process has run.
///
/// On ext4 without a journal (this project's build machines), the kernel will not reuse an inode
/// for 60 s after its deletion, or 360 s while its inode table block is still dirty, and every new
/// file scans past such inodes first. A build started within minutes of deleting a large tree
/// therefore spends up to ten times its usual system time (docs/scale.md, "Timing builds after a
/// large deletion"): the world site took 101.7 s instead of 39.8 s right after the plain-pages
/// bench removed its folder. Renaming a folder frees no inode, so no benchmark times a build in
/// the wake of an earlier one's clean-up. A user's fresh clone on a CI machine starts the same way.
enum BenchScratch {
    /// The trash folder of this process, beside the benchmarks' own folders.
    static let trash = FileManager.default.temporaryDirectory
        .appendingPathComponent("waymark-bench-trash-\(ProcessInfo.processInfo.processIdentifier)")

    /// Moves `folder` (if it exists) into the trash. Falls back to deleting it when it cannot be
    /// moved (another file system), which is what the benchmarks did before.
    static func discard(_ folder: URL) {
        let fm = FileManager.default
        guard fm.fileExists(atPath: folder.path) else { return }
        // A new name each time, so two folders of one name can sit in the trash side by side.
        let unique = trash.appendingPathComponent("\(UUID().uuidString)-\(folder.lastPathComponent)")
        do {
            try fm.createDirectory(at: trash, withIntermediateDirectories: true)
            try fm.moveItem(at: folder, to: unique)
        } catch {
            try? fm.removeItem(at: folder)
        }
    }

    /// ``discard(_:)`` for a path.
    static func discard(path: String) { discard(URL(fileURLWithPath: path)) }

    /// Deletes the trash; `main.swift` calls it once, after the last benchmark.
    static func emptyTrash() {
        try? FileManager.default.removeItem(at: trash)
    }
}
