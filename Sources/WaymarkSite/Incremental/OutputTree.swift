#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WaymarkCore

/// An output folder as `--cache` checks it before leaving it as it is: does it hold exactly the
/// files a build records, and the folders above them — no other file, folder, link or hidden entry?
struct OutputTree {
    /// The output folder.
    let folder: String

    init(_ folder: String) { self.folder = folder }

    /// Whether the folder holds exactly the files `paths` (relative) and the folders above them.
    func holdsExactly(_ paths: Set<String>) -> Bool {
        holdsExactly(files: paths.count, folders: Self.folders(above: paths)) { path, _ in paths.contains(path) }
    }

    /// Whether the folder holds exactly the files of `stamps` (relative paths), each a regular file
    /// with its recorded stamp, and the folders above them.
    func holdsExactly(_ stamps: [String: OutputStamp]) -> Bool {
        holdsExactly(files: stamps.count, folders: Self.folders(above: stamps.keys)) { path, full in
            guard let stamp = stamps[path] else { return false }
            var info = stat()
            return lstat(full, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG && OutputStamp(info) == stamp
        }
    }

    /// Every folder above the files `paths`, as relative paths.
    static func folders(above paths: some Sequence<String>) -> Set<String> {
        var folders: Set<String> = []
        for path in paths {
            var parent = path
            while let slash = parent.lastIndex(of: "/") {
                parent = String(parent[..<slash])
                guard folders.insert(parent).inserted else { break }
            }
        }
        return folders
    }

    /// Walks the folder: every file must pass `accepts(relative path, full path)`, every folder be one
    /// of `folders`, and the files number `files`.
    private func holdsExactly(files expected: Int, folders: Set<String>,
                              accepts: (String, String) -> Bool) -> Bool {
        var files = 0
        guard walk(folder, relative: "", folders: folders, files: &files, accepts: accepts) else { return false }
        return files == expected
    }

    /// Visits `path` (at `relative` below the output) with `readdir`, counting the files; false at
    /// the first entry that is not accepted, or that is neither a file nor a folder.
    private func walk(_ path: String, relative: String, folders: Set<String>, files: inout Int,
                      accepts: (String, String) -> Bool) -> Bool {
        guard let stream = opendir(path) else { return false }
        defer { closedir(stream) }
        var subfolders: [(String, String)] = []
        while let entry = readdir(stream) {
            let name = directoryEntryName(entry)
            if name == "." || name == ".." { continue }
            let inside = relative.isEmpty ? name : relative + "/" + name
            let full = path + "/" + name
            var kind = Int32(entry.pointee.d_type)
            if kind == Int32(DT_UNKNOWN) {
                var info = stat()
                guard lstat(full, &info) == 0 else { return false }
                kind = (info.st_mode & S_IFMT) == S_IFDIR ? Int32(DT_DIR) : (info.st_mode & S_IFMT) == S_IFREG ? Int32(DT_REG) : -1
            }
            if kind == Int32(DT_REG) {
                guard accepts(inside, full) else { return false }
                files += 1
            } else if kind == Int32(DT_DIR) {
                guard folders.contains(inside) else { return false }
                subfolders.append((full, inside))
            } else {
                return false
            }
        }
        return subfolders.allSatisfy { walk($0.0, relative: $0.1, folders: folders, files: &files, accepts: accepts) }
    }
}
