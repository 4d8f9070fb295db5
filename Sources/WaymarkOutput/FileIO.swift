import Foundation
import WaymarkData

/// The file-system operations a build uses, as closures so tests can inject failures or record
/// writes. `FileIO.local` uses the real file system. Paths are plain `/`-separated strings.
package struct FileIO: Sendable {
    /// The read half: what the load and data phases read (WaymarkData's ``FileReader``); the
    /// properties `read`, `listFiles`, `listFilesFollowingLinks` and `kind` are its operations.
    package var reader: FileReader
    /// The bytes of a file; throws when it cannot be read. `FileIO.local` reads regular files only
    /// and never blocks (a named pipe is a `FileAccessError`, not a wait for a writer).
    package var read: @Sendable (_ path: String) throws -> [UInt8] {
        get { reader.read }
        set { reader.read = newValue }
    }
    /// Writes a file, creating its parent folders; replaces an existing file.
    package var write: @Sendable (_ path: String, _ bytes: [UInt8]) throws -> Void
    /// Every regular file under a folder (recursively), as sorted relative paths; `[]` when the
    /// folder does not exist. Hidden files (starting with `.`) are skipped. `FileIO.local` throws
    /// a `FileAccessError` naming every folder it cannot read and everything that is neither a
    /// regular file, a folder nor a symbolic link (named pipes, sockets, devices).
    package var listFiles: @Sendable (_ folder: String) throws -> [String] {
        get { reader.listFiles }
        set { reader.listFiles = newValue }
    }
    /// Every file under a folder (recursively), following symbolic links that stay inside the site
    /// folder given second; the links not followed are listed apart. `FileIO.local` uses
    /// `SiteFileSystem.filesFollowingLinks(under:)`; by default, `listFiles` with no links.
    package var listFilesFollowingLinks: @Sendable (_ folder: String, _ site: String) throws -> FolderListing {
        get { reader.listFilesFollowingLinks }
        set { reader.listFilesFollowingLinks = newValue }
    }
    /// Whether something exists at the path, and whether it is a folder.
    package var kind: @Sendable (_ path: String) -> FileKind {
        get { reader.kind }
        set { reader.kind = newValue }
    }
    /// Creates a new empty folder whose name starts with `prefix` inside `parent` and returns its path.
    /// `FileIO.local` gives it the mode the umask gives new folders (it becomes the published output)
    /// and locks it for this process until `releaseTemporaryFolder` (``StagingFolders``).
    package var makeTemporaryFolder: @Sendable (_ parent: String, _ prefix: String) throws -> String
    /// Renames `from` to `to` (same file system; atomic for a folder).
    package var move: @Sendable (_ from: String, _ to: String) throws -> Void
    /// Removes a file or a folder with everything in it.
    package var remove: @Sendable (_ path: String) throws -> Void
    /// Swaps `a` and `b` in one atomic step; `false` (nothing changed) where the file system cannot,
    /// and the caller falls back to two renames. `FileIO.local` uses `renameat2(RENAME_EXCHANGE)` and
    /// moves the lock of the temporary folder `a` to the previous output now named `a`
    /// (``StagingFolders/exchange(_:with:)``).
    package var exchange: @Sendable (_ a: String, _ b: String) throws -> Bool
    /// Lets go of a folder made by `makeTemporaryFolder` once it was removed or became the output.
    /// `FileIO.local` unlocks it (``StagingFolders``).
    package var releaseTemporaryFolder: @Sendable (_ path: String) -> Void
    /// Removes the temporary folders of the output folder `output` that no running build holds.
    /// `FileIO.local` uses ``StagingFolders/removeStale(beside:)``.
    package var removeStaleTemporaryFolders: @Sendable (_ output: String) -> Void
    /// Puts the file `previous` (from the output being replaced) at `path` without writing it, when it
    /// holds exactly `bytes`; `false` when it cannot, and the caller writes the file. `FileIO.local`
    /// hard-links a regular file of this user that has no other link (``POSIXFiles/linkIfSame``); by
    /// default nothing is reused.
    package var reuse: @Sendable (_ previous: String, _ path: String, _ bytes: [UInt8]) -> Bool
    /// Creates a folder and its missing parents (an existing folder is fine), or `nil` when this file
    /// system has no such step: `write` then makes a missing folder itself, after the write fails.
    /// `FileIO.local` uses `mkdir` (``POSIXFiles/makeFolders(_:)``), so a render that knows a folder
    /// is new makes it before its files instead of after a failed `open` (docs/scale.md, "Timing
    /// builds after a large deletion"). Like
    /// `write`, it never makes a removed temporary output folder (`.waymark-tmp-…`) again.
    package var makeFolder: (@Sendable (_ path: String) throws -> Void)?
    /// Renames the file `from` over the file `to` in one step, so a reader of `to` finds the old
    /// file or the new one, never a part (the cache files of `--cache`). `FileIO.local` uses
    /// `rename(2)`; by default, `remove` then `move`.
    package var replaceFile: @Sendable (_ from: String, _ to: String) throws -> Void
    /// What is at a path, a symbolic link itself rather than what it leads to (the stamps of
    /// `--cache`: an output file's size and time, an output folder's inode and times); `nil` when
    /// nothing is there or it cannot be examined. `FileIO.local` uses `lstat(2)`; by default `nil`.
    package var status: @Sendable (_ path: String) -> FileStatus? = { _ in nil }
    /// What a path leads to, following symbolic links (the input digest's walk of the site folder);
    /// `nil` when nothing is there, a link dangles or it cannot be examined. `FileIO.local` uses
    /// `stat(2)`; by default `nil`.
    package var statusFollowingLinks: @Sendable (_ path: String) -> FileStatus? = { _ in nil }
    /// The status of each of `paths`, relative to `folder` (`""` for `folder` itself), links not
    /// followed, in order; `nil` when the folder cannot be opened. The scan of an output folder whose
    /// folders the build cache listed stats every file this way, a part of a level at a time.
    /// `FileIO.local` opens the folder once and uses `fstatat(2)` against it, so no absolute path is
    /// made or resolved per file; by default `nil`.
    package var statuses: @Sendable (_ folder: String, _ paths: [String]) -> [FileStatus?]? = { _, _ in nil }
    /// The entries of a folder with their kinds as it lists them; `nil` when it cannot be read. With
    /// `withStatus`, also the folder's status taken before its entries are read and the status of
    /// each regular file and of each entry whose kind the folder does not list (links not followed),
    /// and `nil` when one of those cannot be examined. `FileIO.local` uses `opendir(3)` and
    /// `readdir(3)`; with status, `open(2)`, `fstat(2)`, `fdopendir(3)`, `readdir(3)` and one
    /// `fstatat(2)` per such entry against the open folder; by default `nil`.
    package var readFolder: @Sendable (_ path: String, _ withStatus: Bool) -> FolderContents? = { _, _ in nil }
    /// Reads a file from start to end through `buffer`, handing each piece read to `body`, so that no
    /// file is held whole (the input digest hashes every file of a site); `false` when it cannot be
    /// opened or read, and then `body` may have had part of it. `FileIO.local` uses `open(2)` and
    /// `read(2)`; by default `false`.
    package var readPieces: @Sendable (_ path: String, _ buffer: UnsafeMutableRawBufferPointer,
                                       _ body: (_ piece: UnsafeRawBufferPointer) -> Void) -> Bool = { _, _, _ in false }
    /// Opens a file and hands `body` a function returning exactly `count` bytes from `offset`, or
    /// `nil` when the file ends before or cannot be read, for a few parts of a large file (the build
    /// ID of the running program); `false` when it cannot be opened. `FileIO.local` opens it once
    /// and uses `pread(2)`; by default `false`.
    package var readParts: @Sendable (_ path: String,
                                      _ body: (_ part: (_ offset: Int, _ count: Int) -> [UInt8]?) -> Void) -> Bool = { _, _ in false }
    /// The text of the symbolic link at a path (what a dangling link of the site names); `nil` when
    /// it is no link. `FileIO.local` uses `readlink(2)`; by default `nil`.
    package var linkTarget: @Sendable (_ path: String) -> String? = { _ in nil }
    /// Makes `new` another name of the file `existing` (a hard link), creating no folder; `false`
    /// when it cannot, and the caller writes the file instead (`--cache` links the files it keeps
    /// from the previous output). `FileIO.local` uses `link(2)`; by default `false`.
    package var hardLink: @Sendable (_ existing: String, _ new: String) -> Bool = { _, _ in false }
    /// A path with every symbolic link in it resolved (the program and Pagefind whose identity
    /// `--cache` records). `FileIO.local` resolves them as `realpath(3)` does; by default the path
    /// as it is.
    package var resolvedPath: @Sendable (_ path: String) -> String = { $0 }

    /// What is at a path.
    package typealias FileKind = FileReader.FileKind

    /// Creates a file system from its operations.
    package init(read: @escaping @Sendable (String) throws -> [UInt8],
                write: @escaping @Sendable (String, [UInt8]) throws -> Void,
                listFiles: @escaping @Sendable (String) throws -> [String],
                kind: @escaping @Sendable (String) -> FileKind,
                makeTemporaryFolder: @escaping @Sendable (String, String) throws -> String,
                move: @escaping @Sendable (String, String) throws -> Void,
                remove: @escaping @Sendable (String) throws -> Void,
                exchange: @escaping @Sendable (String, String) throws -> Bool = { _, _ in false },
                releaseTemporaryFolder: @escaping @Sendable (String) -> Void = { _ in },
                removeStaleTemporaryFolders: @escaping @Sendable (String) -> Void = { _ in },
                listFilesFollowingLinks: (@Sendable (String, String) throws -> FolderListing)? = nil,
                reuse: @escaping @Sendable (String, String, [UInt8]) -> Bool = { _, _, _ in false }) {
        self.reader = FileReader(read: read, listFiles: listFiles, kind: kind, listFilesFollowingLinks: listFilesFollowingLinks)
        self.write = write
        self.makeTemporaryFolder = makeTemporaryFolder
        self.move = move
        self.remove = remove
        self.exchange = exchange
        self.releaseTemporaryFolder = releaseTemporaryFolder
        self.removeStaleTemporaryFolders = removeStaleTemporaryFolders
        self.reuse = reuse
        self.replaceFile = { from, to in
            if kind(to) != .missing { try remove(to) }
            try move(from, to)
        }
    }
}

extension FileIO {
    /// The real file system.
    package static let local: FileIO = {
        var io = localOperations
        io.makeFolder = { path in try POSIXFiles.makeFolders(path) }
        io.replaceFile = { from, to in
            guard rename(from, to) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO, path: to) }
        }
        io.status = { path in POSIXFiles.status(path, followingLinks: false) }
        io.statusFollowingLinks = { path in POSIXFiles.status(path, followingLinks: true) }
        io.statuses = { folder, paths in POSIXFiles.statuses(in: folder, paths) }
        io.readFolder = { path, withStatus in POSIXFiles.readFolder(path, withStatus: withStatus) }
        io.readPieces = { path, buffer, body in POSIXFiles.readPieces(path, through: buffer, body) }
        io.readParts = { path, body in POSIXFiles.readParts(path, body) }
        io.linkTarget = { path in POSIXFiles.linkTarget(path) }
        io.hardLink = { existing, new in POSIXFiles.hardLink(existing, new) }
        io.resolvedPath = { path in URL(fileURLWithPath: path).resolvingSymlinksInPath().path }
        return io
    }()

    private static let localOperations = FileIO(
        read: FileReader.local.read,
        write: { path, bytes in
            if try POSIXFiles.write(path, bytes) { return }
            if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
                try POSIXFiles.makeFolders(String(path[..<slash]))
            }
            if try !POSIXFiles.write(path, bytes) {
                throw POSIXError(.ENOENT, path: path)
            }
        },
        listFiles: FileReader.local.listFiles,
        kind: FileReader.local.kind,
        makeTemporaryFolder: { parent, prefix in
            try StagingFolders.make(in: parent, prefix: prefix)
        },
        move: { from, to in
            try FileManager.default.moveItem(atPath: from, toPath: to)
        },
        remove: { path in
            try POSIXFiles.removeTree(path)
        },
        exchange: { a, b in
            try StagingFolders.exchange(a, with: b)
        },
        releaseTemporaryFolder: { path in
            StagingFolders.release(path)
        },
        removeStaleTemporaryFolders: { output in
            StagingFolders.removeStale(beside: output)
        },
        listFilesFollowingLinks: FileReader.local.listFilesFollowingLinks,
        reuse: { previous, path, bytes in
            POSIXFiles.linkIfSame(previous, path, bytes)
        }
    )
}

extension FileIO {
    /// Writes the output file `relative` under `folder`, reusing the file at the same place under
    /// `previous` (the output folder being replaced) when it already holds these bytes.
    ///
    /// A rebuild that changes few pages then creates few new files: on ext4 creating files and
    /// freeing the old tree's blocks is most of a large site's write time (docs/scale.md, "Timing
    /// builds after a large deletion"). The
    /// previous output is only read and linked, never changed, so a failed build still leaves it as
    /// it was.
    package func write(_ relative: String, bytes: [UInt8], into folder: String, reusing previous: String?) throws {
        let path = folder + "/" + relative
        if let previous, reuse(previous + "/" + relative, path, bytes) { return }
        try write(path, bytes)
    }
}
