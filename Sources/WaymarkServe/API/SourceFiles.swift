import Foundation
import WaymarkCore
import WaymarkData

/// Where the error page may read source files for its excerpts. Relative diagnostic paths resolve
/// against `base` (for `waymark serve`, the working folder, since diagnostics name files the way the
/// site folder was typed); a file is read only when it lies inside one of `roots` (the watched
/// folders), and only up to 16 MiB.
package struct SourceFiles: Sendable, Hashable {
    /// The folder relative paths are resolved against.
    package var base: URL
    /// The folders files may be read from.
    package var roots: [URL]

    /// Relative paths resolve against `base`; files are read only inside `roots`.
    package init(base: URL, roots: [URL]) {
        self.base = base
        self.roots = roots
    }

    /// The file at `path` (``WaymarkCore/SourceFile``), or `nil` when it is outside the roots (also
    /// through a symbolic link), not a regular file, missing, too large, or `path` is empty.
    func file(at path: String) -> SourceFile? {
        guard !path.isEmpty else { return nil }
        let candidate = (path.hasPrefix("/")
            ? URL(fileURLWithPath: path)
            : URL(fileURLWithPath: path, relativeTo: base)).standardizedFileURL.path
        let root = roots.first { root in
            let folder = root.standardizedFileURL.path
            return candidate.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
        }
        guard let root,
            let size = FileStamp(path: candidate)?.size, size <= 16 * 1024 * 1024,
            let bytes = try? SiteFileSystem(root: root.standardizedFileURL.path).read(candidate)
        else { return nil }
        return SourceFile(path: path, bytes: bytes)
    }
}
