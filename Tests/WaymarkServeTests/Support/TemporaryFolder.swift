import Foundation

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
    @discardableResult
    func write(_ text: String, to relativePath: String) throws -> String {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file.path
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
