import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A built output folder from which request paths are answered. Every candidate is resolved with
/// `realpath` (all symlinks followed) and must still lie inside the folder's own real path, so a
/// symlink pointing outside is refused like a missing file.
struct OutputFolder: Sendable, Hashable {
    /// What a request path names in the folder.
    enum Lookup: Sendable, Hashable {
        /// A regular file, by its real absolute path.
        case file(path: String)
        /// A folder asked for without a trailing slash: redirect there, so relative links resolve.
        case redirect(location: String)
        /// Nothing servable: missing, outside the folder, a folder without `index.html`, or not a
        /// regular file.
        case notFound
    }

    /// The real path of the folder, without a trailing slash.
    let root: String

    /// The folder at `url`, or `nil` when it does not exist.
    init?(url: URL) {
        guard let real = Self.realPath(url.path), FileStamp(path: real)?.isDirectory == true else {
            return nil
        }
        root = real
    }

    /// Resolves `request` to a file; folders resolve to their `index.html`.
    func lookup(_ request: RequestPath) -> Lookup {
        let candidate = ([root] + request.segments).joined(separator: "/")
        guard let real = contained(candidate), let stamp = FileStamp(path: real) else { return .notFound }
        if stamp.isDirectory {
            if !request.hasTrailingSlash && !request.segments.isEmpty {
                return .redirect(location: request.encoded(trailingSlash: true))
            }
            guard let index = contained(real + "/index.html"), isRegularFile(index) else { return .notFound }
            return .file(path: index)
        }
        return isRegularFile(real) ? .file(path: real) : .notFound
    }

    /// The real path of the site's `404.html`, when there is one inside the folder.
    var notFoundPage: String? {
        guard let page = contained(root + "/404.html"), isRegularFile(page) else { return nil }
        return page
    }

    /// The real path of `path` when it exists and lies inside the folder.
    private func contained(_ path: String) -> String? {
        guard let real = Self.realPath(path), real == root || real.hasPrefix(root + "/") else { return nil }
        return real
    }

    private func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
