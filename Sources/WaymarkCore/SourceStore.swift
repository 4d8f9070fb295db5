import Synchronization

/// The source files one run has read, by the path its messages show: `site.yml`, the pages, the
/// data files. Loaders add each file as they read it; a message that points into a file and was
/// made without its line (a geocoding or page-planning message names a record's file and line, not
/// its text) takes the line from here, so no file is read twice and every quoted line is the text
/// the build actually used. Shared by reference and safe to add to from the loaders' parallel tasks.
///
/// A file added as bytes is decoded only when a message asks for one of its lines, so adding costs
/// no copy: the store keeps the bytes the loader read alive until the run ends.
package final class SourceStore: Sendable {
    private enum Stored: Sendable {
        case file(SourceFile)
        case bytes([UInt8])
    }

    private let files = Mutex<[String: Stored]>([:])

    /// An empty store.
    package init() {}

    /// Keeps `file`, replacing one read earlier at the same path.
    package func add(_ file: SourceFile) {
        files.withLock { $0[file.path] = .file(file) }
    }

    /// Keeps the UTF-8 `bytes` read from the file shown as `path`, replacing one read earlier there.
    package func add(path: String, bytes: [UInt8]) {
        files.withLock { $0[path] = .bytes(bytes) }
    }

    /// The file shown as `path`, when this run read it (invalid UTF-8 becomes U+FFFD).
    package func file(at path: String) -> SourceFile? {
        switch files.withLock({ $0[path] }) {
        case .file(let file): file
        case .bytes(let bytes): SourceFile(path: path, bytes: bytes)
        case nil: nil
        }
    }

    /// How many files the store holds.
    package var count: Int {
        files.withLock { $0.count }
    }
}
