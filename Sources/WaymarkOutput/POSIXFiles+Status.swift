#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WaymarkCore

/// What `FileIO.local` examines: the stamps and listings of `--cache`, with the system calls the
/// scans made before they went through ``FileIO`` (one `fstatat` per file of a 200,000-file output,
/// against a folder opened once).
extension POSIXFiles {
    /// The status of `path` by `lstat(2)`, or by `stat(2)` when `followingLinks`; `nil` when it
    /// cannot be examined.
    static func status(_ path: String, followingLinks: Bool) -> FileStatus? {
        var info = stat()
        let done = followingLinks ? stat(path, &info) : lstat(path, &info)
        return done == 0 ? FileStatus(info) : nil
    }

    /// The status of each of `paths`, relative to `folder` (`""` for the folder itself), links not
    /// followed, in order: the folder opened once and each path examined with `fstatat(2)` against
    /// it. `nil` when the folder cannot be opened.
    static func statuses(in folder: String, _ paths: [String]) -> [FileStatus?]? {
        let top = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard top >= 0 else { return nil }
        defer { close(top) }
        var info = stat()
        return paths.map { path in
            let done = path.isEmpty ? fstatat(top, ".", &info, AT_SYMLINK_NOFOLLOW) : fstatat(top, path, &info, AT_SYMLINK_NOFOLLOW)
            return done == 0 ? FileStatus(info) : nil
        }
    }

    /// The entries of the folder `path` with their kinds from `readdir(3)` (`opendir(3)`); with
    /// `withStatus`, the folder opened with `open(2)`, its status taken with `fstat(2)` before its
    /// entries are read, and each regular file or entry of unlisted kind examined with `fstatat(2)`
    /// against it. `nil` when the folder, or an entry to examine, cannot be read.
    static func readFolder(_ path: String, withStatus: Bool) -> FolderContents? {
        if withStatus { return readFolderWithStatus(path) }
        guard let stream = opendir(path) else { return nil }
        defer { closedir(stream) }
        var contents = FolderContents(entries: [])
        while let entry = readdir(stream) {
            let name = directoryEntryName(entry)
            if name == "." || name == ".." { continue }
            contents.entries.append(FolderContents.Entry(name: name, kind: kind(listed: entry.pointee.d_type)))
        }
        return contents
    }

    private static func readFolderWithStatus(_ path: String) -> FolderContents? {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        var info = stat()
        guard descriptor >= 0, fstat(descriptor, &info) == 0, let stream = fdopendir(descriptor) else {
            if descriptor >= 0 { close(descriptor) }
            return nil
        }
        defer { closedir(stream) }
        var contents = FolderContents(status: FileStatus(info), entries: [])
        while let entry = readdir(stream) {
            let name = directoryEntryName(entry)
            if name == "." || name == ".." { continue }
            let listed = kind(listed: entry.pointee.d_type)
            guard listed == .regular || listed == nil else {
                contents.entries.append(FolderContents.Entry(name: name, kind: listed))
                continue
            }
            guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
            let status = FileStatus(info)
            contents.entries.append(FolderContents.Entry(name: name, kind: status.kind, status: status))
        }
        return contents
    }

    /// The kind a folder lists for an entry (`d_type`), or `nil` when it does not say.
    private static func kind(listed type: UInt8) -> FileStatus.Kind? {
        switch type {
        case UInt8(DT_REG): .regular
        case UInt8(DT_DIR): .folder
        case UInt8(DT_LNK): .symbolicLink
        case UInt8(DT_UNKNOWN): nil
        default: .other
        }
    }

    /// The text of the symbolic link at `path` (`readlink(2)`, up to 4,096 bytes), or `nil`.
    static func linkTarget(_ path: String) -> String? {
        var bytes = [CChar](repeating: 0, count: 4_096)
        let count = bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { readlink(path, $0, buffer.count) } ?? -1
        }
        guard count >= 0 else { return nil }
        return String(decoding: bytes[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
