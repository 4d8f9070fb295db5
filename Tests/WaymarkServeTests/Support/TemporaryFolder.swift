import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A folder under the system's temporary directory, removed by `remove()`.
struct TemporaryFolder: Sendable {
    let url: URL

    init(_ label: String = "waymark-serve-test") throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(label)-\(UUID().uuidString)", isDirectory: true)
            .standardizedFileURL
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    var path: String { url.path }

    /// Writes `text` to `relativePath`, creating folders as needed; returns the absolute path.
    /// An existing file is truncated and written in place: a watcher may see that as two changes.
    @discardableResult
    func write(_ text: String, to relativePath: String) throws -> String {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file.path
    }

    /// Saves `text` at `relativePath` as an editor that saves atomically does, for edits made while a
    /// preview watches the folder: the complete file, and any folders it needs, appear in one
    /// rename from outside the folder. A watcher then sees exactly one change, however slowly the
    /// machine runs, and a build never reads half a file. (``write(_:to:)`` truncates first, then
    /// writes: on a loaded machine the watcher may report the two apart, and the preview rebuild
    /// from the empty file in between.) Returns the absolute path.
    @discardableResult
    func save(_ text: String, to relativePath: String) throws -> String {
        let manager = FileManager.default
        let file = url.appendingPathComponent(relativePath)
        // The topmost missing folder on the way moves in with the file inside it (the file itself
        // when its folder exists).
        var top = file
        while !manager.fileExists(atPath: top.deletingLastPathComponent().path) {
            top = top.deletingLastPathComponent()
        }
        let staging = manager.temporaryDirectory.appendingPathComponent("waymark-save-\(UUID().uuidString)", isDirectory: true)
        try manager.createDirectory(at: staging, withIntermediateDirectories: true)
        defer { try? manager.removeItem(at: staging) }
        let stagedTop = staging.appendingPathComponent(top.lastPathComponent)
        let stagedFile = URL(fileURLWithPath: stagedTop.path + file.path.dropFirst(top.path.count))
        try manager.createDirectory(at: stagedFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: stagedFile)
        guard rename(stagedTop.path, top.path) == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        return file.path
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
