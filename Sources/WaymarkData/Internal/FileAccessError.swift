import Foundation
import WaymarkModel

/// Files or folders of a site that could not be read, each with its path and why.
package struct FileAccessError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Why one path could not be read.
    package enum Problem: Sendable, Hashable {
        /// The file could not be opened or read (`errno`).
        case unreadable(Int32)
        /// The folder could not be listed (`errno`).
        case unreadableFolder(Int32)
        /// A path that should be a folder is something else.
        case notAFolder
        /// Not a regular file: `kind` is e.g. `a named pipe`.
        case notRegular(String)
        /// A symbolic link whose target is outside the site folder.
        case linkOutOfSite
        /// A symbolic link whose target does not exist.
        case danglingLink
        /// A file larger than ``SiteFileSystem/largestFile`` bytes: `size` is its size.
        case tooLarge(size: Int64)
    }

    /// One path and its problem.
    package struct Item: Sendable, Hashable {
        /// The path as it was asked for (absolute or relative to the current folder).
        package var path: String
        package var problem: Problem

        /// An error diagnostic at the path as `display` shows it.
        package func diagnostic(display: (String) -> String) -> Diagnostic {
            .error(problem.message, at: SourceLocation(path: display(path)))
        }
    }

    /// Every path that failed, in the order found.
    package var items: [Item]

    /// An error for one path.
    package init(path: String, _ problem: Problem) {
        items = [Item(path: path, problem: problem)]
    }

    /// An error for several paths.
    package init(items: [Item]) {
        self.items = items
    }

    /// `path: message` for each item, one per line.
    package var description: String {
        items.map { "\($0.path): \($0.problem.message)" }.joined(separator: "\n")
    }

    /// One error diagnostic per item, at the item's path as `display` shows it (`display` turns a
    /// path as asked for into the path shown to the user).
    package func diagnostics(display: (String) -> String) -> [Diagnostic] {
        items.map { $0.diagnostic(display: display) }
    }

    /// `path` shown under `displayFolder` when it lies in `folder` (`/site/data/x.yml` with folder
    /// `/site/data` and display `Content/data` → `Content/data/x.yml`), else as it is.
    package static func display(_ path: String, folder: String, as displayFolder: String) -> String {
        guard path.hasPrefix(folder) else { return path }
        let rest = path.dropFirst(folder.count)
        guard rest.isEmpty || rest.hasPrefix("/") else { return path }
        if displayFolder.isEmpty { return String(rest.drop(while: { $0 == "/" })) }
        return displayFolder + rest
    }
}

extension FileAccessError.Problem {
    /// What is wrong and what was expected, without the path, e.g.
    /// `cannot read the file (permission denied): expected a file this user may read`.
    package var message: String {
        switch self {
        case .unreadable(let code):
            return code == ENOENT
                ? "the file does not exist: expected a file here"
                : "cannot read the file (\(Self.reason(code))): expected a regular file this user may read"
        case .unreadableFolder(let code):
            return "cannot read the folder (\(Self.reason(code))): expected a folder this user may list"
        case .notAFolder:
            return "is not a folder: expected a folder here"
        case .notRegular(let kind):
            return "is \(kind), not a regular file: expected a regular file (only regular files are read)"
        case .linkOutOfSite:
            return "is a symbolic link to a file outside the site: expected a file inside the site folder (links are not followed out of it)"
        case .danglingLink:
            return "is a symbolic link to nothing: expected a link to an existing file"
        case .tooLarge(let size):
            return "is \(size) bytes long: expected at most \(SiteFileSystem.largestFile) bytes (256 MiB), the most a site file may hold"
        }
    }

    /// A stable, lower-case reason for common `errno` values.
    static func reason(_ code: Int32) -> String {
        switch code {
        case EACCES, EPERM: return "permission denied"
        case ENOENT: return "no such file"
        case ELOOP: return "too many levels of symbolic links"
        case EISDIR: return "it is a folder"
        case ENOTDIR: return "a part of the path is not a folder"
        case EMFILE, ENFILE: return "too many open files"
        case EIO: return "input/output error"
        default: return "error \(code)"
        }
    }
}
