import WaymarkData
import WaymarkModel

extension FileIO {
    /// The diagnostics for `error`, thrown while listing or reading under `folder` (as the
    /// file system sees it), shown under `display`: one error at each path of a `FileAccessError`
    /// (an unreadable folder, a named pipe), else one error at `display` saying `what` failed.
    package static func diagnostics(for error: Error, folder: String, display: String, what: String) -> [Diagnostic] {
        if let access = error as? FileAccessError {
            return access.diagnostics { FileAccessError.display($0, folder: folder, as: display) }
        }
        return [.error("\(what): \(error)", at: SourceLocation(path: display))]
    }
}
