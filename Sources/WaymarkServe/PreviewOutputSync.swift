import Foundation

/// Keeps the served folder equal to the files of the last successful build while writing only the
/// files whose bytes changed since the previous build (and deleting the ones that disappeared).
/// Each file is replaced atomically (written beside, then renamed), so a request never sees half
/// a file. For a one-page edit of a 10,000-page site this writes a handful of files instead of all.
final class PreviewOutputSync: Sendable {
    /// The folder being served.
    let folder: URL
    private let written = Locked<[String: EntityTag]?>(nil)

    init(folder: URL) {
        self.folder = folder
    }

    /// Makes the folder hold exactly `files` (paths relative to it). The first call starts from an
    /// empty folder. Returns how many files were written and removed.
    @discardableResult
    func apply(_ files: [(path: String, bytes: [UInt8])]) throws -> (written: Int, removed: Int) {
        let manager = FileManager.default
        var previous = written.current
        if previous == nil {
            try? manager.removeItem(at: folder)
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            previous = [:]
        }
        var current: [String: EntityTag] = [:]
        var writtenCount = 0
        for file in files {
            let components = file.path.split(separator: "/", omittingEmptySubsequences: false)
            guard !file.path.hasPrefix("/"), !components.contains(".."), !components.contains("."), !components.contains("") else {
                throw OutputPathError(path: file.path)
            }
            let data = Data(file.bytes)
            let tag = EntityTag(of: data)
            current[file.path] = tag
            guard previous?[file.path] != tag else { continue }
            let target = folder.appendingPathComponent(file.path)
            try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: target, options: .atomic)
            writtenCount += 1
        }
        var removedCount = 0
        for path in (previous ?? [:]).keys where current[path] == nil {
            try? manager.removeItem(at: folder.appendingPathComponent(path))
            removedCount += 1
        }
        written.withLock { $0 = current }
        return (writtenCount, removedCount)
    }
}

/// A build produced a file path that would leave the served folder.
struct OutputPathError: Error, CustomStringConvertible {
    var path: String
    var description: String { "output path '\(path)' is not a plain relative path: expected folder/file names without . or .." }
}
