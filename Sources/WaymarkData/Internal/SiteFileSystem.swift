import Foundation
import WaymarkCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the files and folders of a site the safe way: only regular files are read, a read never
/// blocks (a named pipe is refused, not opened for a writer that never comes), a symbolic link is
/// followed only to a file inside the site folder, and a file or folder that cannot be read is a
/// problem named with its path, never an empty result.
///
/// `root` is the site folder; `nil` follows links anywhere (for files outside a site, e.g. a theme
/// folder given on the command line).
package struct SiteFileSystem: Sendable {
    /// The site folder with every link resolved, or `nil`.
    package let root: String?
    /// Where the record loaders keep each data file they read, so later messages quote its lines
    /// without reading it again (``WaymarkCore/SourceStore``); `nil` keeps nothing.
    package let sources: SourceStore?

    /// A file system rooted at `root` (resolved with `realpath`; kept as given when that fails).
    package init(root: String?, sources: SourceStore? = nil) {
        self.root = root.map { Self.realPath($0) ?? $0 }
        self.sources = sources
    }

    /// One entry of a folder.
    package struct Entry: Sendable, Hashable {
        /// The name inside the folder.
        package var name: String
        /// A regular file, or a link to one inside the site.
        var isFile: Bool
        /// A folder, or a link to one inside the site.
        package var isFolder: Bool
    }

    /// The most bytes a file of the site may hold: 256 MiB. Every file read whole (data files,
    /// `site.yml`, pages, templates) is checked against it before any memory is taken, so a 5 GB
    /// file is an error at its path instead of an allocation that ends the process.
    package static let largestFile = 256 << 20

    /// The bytes of the regular file at `path`.
    /// - Throws: ``FileAccessError`` naming `path` when it is missing, unreadable, not a regular
    ///   file, a link out of the site, or larger than ``largestFile``.
    package func read(_ path: String) throws(FileAccessError) -> [UInt8] {
        if let problem = linkProblem(path) { throw FileAccessError(path: path, problem) }
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else { throw FileAccessError(path: path, .unreadable(errno)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw FileAccessError(path: path, .unreadable(errno)) }
        guard Self.isRegular(info.st_mode) else { throw FileAccessError(path: path, .notRegular(Self.kindName(info.st_mode))) }
        guard Int64(info.st_size) <= Int64(Self.largestFile) else { throw FileAccessError(path: path, .tooLarge(size: Int64(info.st_size))) }
        // Read straight into the result, sized by `fstat` plus one byte so that a file of the size it
        // had ends with a short read and then end-of-file; one that grew meanwhile gets more room.
        var bytes = [UInt8](repeating: 0, count: max(0, Int(info.st_size)) + 1)
        var filled = 0
        while true {
            if filled == bytes.count {
                // The file grew while it was read: still never past the limit.
                guard bytes.count <= Self.largestFile else { throw FileAccessError(path: path, .tooLarge(size: Int64(bytes.count))) }
                bytes.append(contentsOf: repeatElement(0, count: max(1 << 16, bytes.count)))
            }
            let count = bytes.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress.map { $0 + filled }, $0.count - filled) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileAccessError(path: path, .unreadable(errno))
            }
            if count == 0 { break }
            filled += count
        }
        bytes.removeSubrange(filled...)
        return bytes
    }

    /// The entries of `folder` sorted by name (hidden ones included), and the entries that are
    /// neither regular files nor folders (named pipes, sockets, devices) or are links out of the
    /// site, each as a problem with its path; `nil` when the folder does not exist.
    /// - Throws: ``FileAccessError`` when the folder itself cannot be read.
    package func entries(of folder: String) throws(FileAccessError) -> (entries: [Entry], problems: [FileAccessError.Item])? {
        guard let names = try names(in: folder) else { return nil }
        var entries: [Entry] = []
        var problems: [FileAccessError.Item] = []
        for name in names {
            let path = folder + "/" + name
            switch classify(path) {
            case .file: entries.append(Entry(name: name, isFile: true, isFolder: false))
            case .folder: entries.append(Entry(name: name, isFile: false, isFolder: true))
            case .problem(let problem): problems.append(.init(path: path, problem: problem))
            }
        }
        return (entries, problems)
    }

    /// Every regular file under `folder`, recursively, as sorted paths relative to it; `[]` when the
    /// folder does not exist. Hidden entries (starting with `.`) and symbolic links are skipped.
    /// - Throws: ``FileAccessError`` listing every folder that cannot be read and every entry that
    ///   is not a regular file or folder (named pipes, sockets, devices).
    package func regularFiles(under folder: String) throws(FileAccessError) -> [String] {
        try walk(folder, followingLinks: false).files
    }

    /// Every regular file under `folder`, recursively, following symbolic links to files and
    /// folders inside the site (`root`), as sorted paths relative to `folder`: a linked file is
    /// listed at the link's path, a linked folder's files under it. Links out of the site, to
    /// nothing, or to a folder that contains the link (a loop) are not followed and are returned in
    /// `skippedLinks`. Hidden entries are skipped; `[]` when the folder does not exist.
    /// - Throws: ``FileAccessError`` as ``regularFiles(under:)`` does.
    package func filesFollowingLinks(under folder: String) throws(FileAccessError) -> FolderListing {
        try walk(folder, followingLinks: true)
    }

    /// The walk behind ``regularFiles(under:)`` (links skipped without a word) and
    /// ``filesFollowingLinks(under:)`` (links inside the site followed, the others listed).
    private func walk(_ folder: String, followingLinks: Bool) throws(FileAccessError) -> FolderListing {
        // Resolved folder paths are needed only to see link loops.
        func resolved(_ path: String) -> [String] { followingLinks ? [Self.realPath(path) ?? path] : [] }
        var files: [String] = []
        var skipped: [FolderListing.SkippedLink] = []
        var problems: [FileAccessError.Item] = []
        // Each folder to list, with the resolved paths of itself and the folders that lead to it.
        var pending: [(relative: String, chain: [String])] = [("", resolved(folder))]
        while let (relative, chain) = pending.popLast() {
            let path = relative.isEmpty ? folder : folder + "/" + relative
            let names: [String]?
            do {
                names = try self.names(in: path)
            } catch {
                problems += error.items
                continue
            }
            for name in names ?? [] where !name.hasPrefix(".") {
                let child = relative.isEmpty ? name : relative + "/" + name
                let full = folder + "/" + child
                var info = stat()
                guard lstat(full, &info) == 0 else {
                    problems.append(.init(path: full, problem: .unreadable(errno)))
                    continue
                }
                if Self.isLink(info.st_mode) {
                    guard followingLinks else { continue }
                    switch classify(full) {
                    case .file:
                        files.append(child)
                    case .folder:
                        let target = Self.realPath(full) ?? full
                        if chain.contains(target) {
                            skipped.append(.init(path: child, reason: .loop))
                        } else {
                            pending.append((child, chain + [target]))
                        }
                    case .problem(.linkOutOfSite):
                        skipped.append(.init(path: child, reason: .outOfSite))
                    case .problem(.danglingLink):
                        skipped.append(.init(path: child, reason: .dangling))
                    case .problem(let problem):
                        problems.append(.init(path: full, problem: problem))
                    }
                } else if Self.isFolder(info.st_mode) {
                    pending.append((child, chain + resolved(full)))
                } else if Self.isRegular(info.st_mode) {
                    files.append(child)
                } else {
                    problems.append(.init(path: full, problem: .notRegular(Self.kindName(info.st_mode))))
                }
            }
        }
        if !problems.isEmpty { throw FileAccessError(items: problems.sorted { $0.path < $1.path }) }
        return FolderListing(files: files.sorted(), skippedLinks: skipped.sorted { $0.path < $1.path })
    }

    /// Whether `path` can be handed to a library that opens it itself (SQLite): a regular file, or a
    /// link to one inside the site, that this process may read.
    func checkReadableFile(_ path: String) throws(FileAccessError) {
        switch classify(path) {
        case .file:
            guard access(path, R_OK) == 0 else { throw FileAccessError(path: path, .unreadable(errno)) }
        case .folder:
            throw FileAccessError(path: path, .notRegular("a folder"))
        case .problem(let problem):
            throw FileAccessError(path: path, problem)
        }
    }

    // MARK: - Helpers

    private enum Classification {
        case file, folder
        case problem(FileAccessError.Problem)
    }

    /// What `path` is, following a link only inside the site.
    private func classify(_ path: String) -> Classification {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .problem(.unreadable(errno)) }
        if let problem = linkProblem(path) { return .problem(problem) }
        if Self.isLink(info.st_mode) {
            guard stat(path, &info) == 0 else { return .problem(.danglingLink) }
        }
        if Self.isRegular(info.st_mode) { return .file }
        if Self.isFolder(info.st_mode) { return .folder }
        return .problem(.notRegular(Self.kindName(info.st_mode)))
    }

    /// Why `path` may not be followed, or `nil`: with a root, a path whose links (in any of its
    /// folders or the file itself) lead out of the site; without one, only a link to nothing.
    private func linkProblem(_ path: String) -> FileAccessError.Problem? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }  // missing: reported by the caller's own call
        let isLink = Self.isLink(info.st_mode)
        guard root != nil || isLink else { return nil }
        guard let target = Self.realPath(path) else { return isLink ? .danglingLink : nil }
        guard let root else { return nil }
        return target == root || target.hasPrefix(root.hasSuffix("/") ? root : root + "/") ? nil : .linkOutOfSite
    }

    /// The names in `folder` (without `.` and `..`), sorted; `nil` when it does not exist.
    private func names(in folder: String) throws(FileAccessError) -> [String]? {
        guard let stream = opendir(folder) else {
            if errno == ENOENT { return nil }
            throw FileAccessError(path: folder, errno == ENOTDIR ? .notAFolder : .unreadableFolder(errno))
        }
        defer { closedir(stream) }
        var names: [String] = []
        errno = 0
        while let entry = readdir(stream) {
            let name = directoryEntryName(entry)
            if name != "." && name != ".." { names.append(name) }
        }
        if errno != 0 { throw FileAccessError(path: folder, .unreadableFolder(errno)) }
        return names.sorted()
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func isRegular(_ mode: mode_t) -> Bool { mode & S_IFMT == S_IFREG }
    static func isFolder(_ mode: mode_t) -> Bool { mode & S_IFMT == S_IFDIR }
    static func isLink(_ mode: mode_t) -> Bool { mode & S_IFMT == S_IFLNK }

    /// `a named pipe`, `a socket`, `a device`, … for messages.
    static func kindName(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: return "a named pipe"
        case S_IFSOCK: return "a socket"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFDIR: return "a folder"
        case S_IFLNK: return "a symbolic link"
        default: return "not a regular file"
        }
    }
}

/// `read(2)`, named apart from the file system's own `read`.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.read(fd, buffer, count)
    #else
    return Darwin.read(fd, buffer, count)
    #endif
}
