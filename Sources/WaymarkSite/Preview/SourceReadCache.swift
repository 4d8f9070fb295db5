import Foundation
import WaymarkCore
import WaymarkData
import WaymarkOutput
import WaymarkServe

/// Remembers the site's source files between preview builds, so a rebuild after one saved page
/// reads that page from disk and every other file from memory, and lists no folder again.
///
/// Only files under the watched folders are cached, since only their changes are reported. A
/// change batch evicts the files it names; a batch that names a file the cache does not know, or
/// one that no longer exists (created, deleted or renamed), also forgets the folder listings; and
/// `ChangeSet.everything` forgets all.
final class SourceReadCache: Sendable {
    private struct State {
        var files: [String: [UInt8]] = [:]
        var listings: [String: [String]] = [:]
        /// Listings that follow symbolic links inside the site, by folder and site folder.
        var linkedListings: [String: FolderListing] = [:]
    }

    private let roots: [String]
    private let state = MutexBox(State())

    /// A cache for files under `roots` (absolute folder paths).
    init(roots: [URL]) {
        self.roots = roots.map { $0.standardizedFileURL.path }
    }

    /// Forgets what `changes` may have made stale.
    func invalidate(_ changes: ChangeSet) {
        state.withLock { state in
            if changes.isEverything {
                state = State()
                return
            }
            var structural = false
            for path in changes.paths {
                if state.files.removeValue(forKey: path) == nil || !FileManager.default.fileExists(atPath: path) {
                    structural = true
                }
            }
            if structural {
                state.listings = [:]
                state.linkedListings = [:]
            }
        }
    }

    /// `base` with `read` and `listFiles` answered from the cache where possible.
    func fileIO(over base: FileIO) -> FileIO {
        var io = base
        io.read = { [self] path in
            let key = Self.absolute(path)
            guard isCached(key) else { return try base.read(path) }
            if let bytes = state.withLock({ $0.files[key] }) { return bytes }
            let bytes = try base.read(path)
            state.withLock { $0.files[key] = bytes }
            return bytes
        }
        io.listFiles = { [self] folder in
            let key = Self.absolute(folder)
            guard isCached(key) else { return try base.listFiles(folder) }
            if let names = state.withLock({ $0.listings[key] }) { return names }
            let names = try base.listFiles(folder)
            state.withLock { $0.listings[key] = names }
            return names
        }
        // The content loader's listing: a walk that stats every page, so a rebuild of a 10,000-page
        // site after one edit spent a quarter of its load phase there.
        io.listFilesFollowingLinks = { [self] folder, site in
            let key = Self.absolute(folder) + "\u{0}" + site
            guard isCached(Self.absolute(folder)) else { return try base.listFilesFollowingLinks(folder, site) }
            if let listing = state.withLock({ $0.linkedListings[key] }) { return listing }
            let listing = try base.listFilesFollowingLinks(folder, site)
            state.withLock { $0.linkedListings[key] = listing }
            return listing
        }
        return io
    }

    private func isCached(_ path: String) -> Bool {
        roots.contains { path == $0 || path.hasPrefix($0 + "/") }
    }

    /// True for `/a/b`: absolute, and no empty, `.` or `..` component, no trailing slash.
    private static func isStandardAbsolute(_ path: String) -> Bool {
        var bytes = path.utf8.makeIterator()
        guard bytes.next() == UInt8(ascii: "/") else { return false }
        var length = 0
        var dots = 0
        while let byte = bytes.next() {
            if byte == UInt8(ascii: "/") {
                if length == 0 || length == dots && dots <= 2 { return false }
                length = 0
                dots = 0
            } else {
                length += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return length > 0 && !(length == dots && dots <= 2)
    }

    private static func absolute(_ path: String) -> String {
        // An absolute path without `.`/`..` components, doubled or trailing slashes is already
        // standard; skipping `URL` for it matters when a rebuild reads 10,000 pages.
        if isStandardAbsolute(path) { return path }
        return URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
