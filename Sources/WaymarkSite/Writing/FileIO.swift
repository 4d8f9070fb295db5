import Foundation

/// The file-system operations a build uses, as closures so tests can inject failures or record
/// writes. `FileIO.local` uses the real file system. Paths are plain `/`-separated strings.
public struct FileIO: Sendable {
    /// The bytes of a file; throws when it cannot be read.
    public var read: @Sendable (_ path: String) throws -> [UInt8]
    /// Writes a file, creating its parent folders; replaces an existing file.
    public var write: @Sendable (_ path: String, _ bytes: [UInt8]) throws -> Void
    /// Every regular file under a folder (recursively), as sorted relative paths; `[]` when the
    /// folder does not exist. Hidden files (starting with `.`) are skipped.
    public var listFiles: @Sendable (_ folder: String) throws -> [String]
    /// Whether something exists at the path, and whether it is a folder.
    public var kind: @Sendable (_ path: String) -> FileKind
    /// Creates a new empty folder whose name starts with `prefix` inside `parent` and returns its path.
    public var makeTemporaryFolder: @Sendable (_ parent: String, _ prefix: String) throws -> String
    /// Renames `from` to `to` (same file system; atomic for a folder).
    public var move: @Sendable (_ from: String, _ to: String) throws -> Void
    /// Removes a file or a folder with everything in it.
    public var remove: @Sendable (_ path: String) throws -> Void

    /// What is at a path.
    public enum FileKind: Sendable, Hashable {
        case missing, file, folder
    }

    /// Creates a file system from its operations.
    public init(read: @escaping @Sendable (String) throws -> [UInt8],
                write: @escaping @Sendable (String, [UInt8]) throws -> Void,
                listFiles: @escaping @Sendable (String) throws -> [String],
                kind: @escaping @Sendable (String) -> FileKind,
                makeTemporaryFolder: @escaping @Sendable (String, String) throws -> String,
                move: @escaping @Sendable (String, String) throws -> Void,
                remove: @escaping @Sendable (String) throws -> Void) {
        self.read = read
        self.write = write
        self.listFiles = listFiles
        self.kind = kind
        self.makeTemporaryFolder = makeTemporaryFolder
        self.move = move
        self.remove = remove
    }
}

extension FileIO {
    /// The real file system.
    public static let local = FileIO(
        read: { path in
            Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        },
        write: { path, bytes in
            if try POSIXFiles.write(path, bytes) { return }
            if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
                try POSIXFiles.makeFolders(String(path[..<slash]))
            }
            if try !POSIXFiles.write(path, bytes) {
                throw POSIXError(.ENOENT, path: path)
            }
        },
        listFiles: { folder in
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else { return [] }
            guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
            var files: [String] = []
            while let relative = enumerator.nextObject() as? String {
                let name = relative.split(separator: "/").last.map(String.init) ?? relative
                if name.hasPrefix(".") {
                    if (enumerator.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory { enumerator.skipDescendants() }
                    continue
                }
                if (enumerator.fileAttributes?[.type] as? FileAttributeType) == .typeRegular { files.append(relative) }
            }
            return files.sorted()
        },
        kind: { path in
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return .missing }
            return isFolder.boolValue ? .folder : .file
        },
        makeTemporaryFolder: { parent, prefix in
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
            var template = Array((parent + "/" + prefix + "XXXXXX").utf8CString)
            let made = template.withUnsafeMutableBufferPointer { buffer -> Bool in
                guard let base = buffer.baseAddress else { return false }
                return mkdtemp(base) != nil
            }
            guard made else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: parent]) }
            return String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        },
        move: { from, to in
            try FileManager.default.moveItem(atPath: from, toPath: to)
        },
        remove: { path in
            try POSIXFiles.removeTree(path)
        }
    )
}
