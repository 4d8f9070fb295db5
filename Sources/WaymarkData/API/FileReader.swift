import Foundation

/// The read half of the file system a build uses: what the load and data phases read, as closures
/// so tests can inject failures or count reads. `FileReader.local` reads the real file system
/// through ``SiteFileSystem``. Paths are plain `/`-separated strings. WaymarkOutput's `FileIO`
/// holds one beside its write operations.
package struct FileReader: Sendable {
    /// The bytes of a file; throws when it cannot be read. `FileReader.local` reads regular files
    /// only and never blocks (a named pipe is a `FileAccessError`, not a wait for a writer).
    package var read: @Sendable (_ path: String) throws -> [UInt8]
    /// Every regular file under a folder (recursively), as sorted relative paths; `[]` when the
    /// folder does not exist. Hidden files (starting with `.`) are skipped. `FileReader.local` throws
    /// a `FileAccessError` naming every folder it cannot read and everything that is neither a
    /// regular file, a folder nor a symbolic link (named pipes, sockets, devices).
    package var listFiles: @Sendable (_ folder: String) throws -> [String]
    /// Every file under a folder (recursively), following symbolic links that stay inside the site
    /// folder given second; the links not followed are listed apart. `FileReader.local` uses
    /// `SiteFileSystem.filesFollowingLinks(under:)`; by default, `listFiles` with no links.
    package var listFilesFollowingLinks: @Sendable (_ folder: String, _ site: String) throws -> FolderListing
    /// Whether something exists at the path, and whether it is a folder.
    package var kind: @Sendable (_ path: String) -> FileKind

    /// What is at a path.
    package enum FileKind: Sendable, Hashable {
        case missing, file, folder
    }

    /// A reader from its operations.
    package init(read: @escaping @Sendable (String) throws -> [UInt8],
                listFiles: @escaping @Sendable (String) throws -> [String],
                kind: @escaping @Sendable (String) -> FileKind,
                listFilesFollowingLinks: (@Sendable (String, String) throws -> FolderListing)? = nil) {
        self.read = read
        self.listFiles = listFiles
        self.kind = kind
        self.listFilesFollowingLinks = listFilesFollowingLinks ?? { folder, _ in FolderListing(files: try listFiles(folder)) }
    }
}

extension FileReader {
    /// The real file system.
    package static let local = FileReader(
        read: { path in
            try SiteFileSystem(root: nil).read(path)
        },
        listFiles: { folder in
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else { return [] }
            return try SiteFileSystem(root: nil).regularFiles(under: folder)
        },
        kind: { path in
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return .missing }
            return isFolder.boolValue ? .folder : .file
        },
        listFilesFollowingLinks: { folder, site in
            try SiteFileSystem(root: site).filesFollowingLinks(under: folder)
        }
    )
}
