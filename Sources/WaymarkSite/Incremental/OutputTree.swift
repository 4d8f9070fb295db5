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
        holdsExactly(files: paths.count, folders: Self.folders(above: paths)) { path, _, _ in paths.contains(path) }
    }

    /// Whether the folder holds exactly the files of `stamps` (relative paths), each a regular file
    /// with its recorded stamp, and the folders above them.
    func holdsExactly(_ stamps: [String: OutputStamp]) -> Bool {
        holdsExactly(files: stamps.count, folders: Self.folders(above: stamps.keys)) { path, folder, name in
            guard let stamp = stamps[path] else { return false }
            var info = stat()
            return fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 && (info.st_mode & S_IFMT) == S_IFREG
                && OutputStamp(info) == stamp
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

    /// What one folder holds: whether every entry was accepted, its files, its folders.
    private struct Visit: Sendable {
        var accepted = true
        var files = 0
        var subfolders: [(full: String, relative: String)] = []
    }

    /// Walks the folder a level at a time, the folders of a level on every core: every file must pass
    /// `accepts(relative path, its folder's descriptor, its name)`, every folder be one of `folders`,
    /// and the files number `expected`.
    private func holdsExactly(files expected: Int, folders: Set<String>,
                              accepts: @escaping @Sendable (String, Int32, String) -> Bool) -> Bool {
        var level = [(full: folder, relative: "")]
        var files = 0
        while !level.isEmpty {
            let current = level
            let visits = Concurrently.map(current.count) { index in
                Self.visit(current[index].full, relative: current[index].relative, folders: folders, accepts: accepts)
            }
            level = []
            for visit in visits {
                guard visit.accepted else { return false }
                files += visit.files
                level.append(contentsOf: visit.subfolders)
            }
        }
        return files == expected
    }

    /// Reads the folder `path` (at `relative` below the output) with `readdir`; not accepted at the
    /// first entry that is not, or that is neither a file nor a folder.
    private static func visit(_ path: String, relative: String, folders: Set<String>,
                              accepts: (String, Int32, String) -> Bool) -> Visit {
        var visit = Visit()
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0, let stream = fdopendir(descriptor) else {
            if descriptor >= 0 { close(descriptor) }
            return Visit(accepted: false)
        }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = directoryEntryName(entry)
            if name == "." || name == ".." { continue }
            let inside = relative.isEmpty ? name : relative + "/" + name
            var kind = Int32(entry.pointee.d_type)
            if kind == Int32(DT_UNKNOWN) {
                var info = stat()
                guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return Visit(accepted: false) }
                kind = (info.st_mode & S_IFMT) == S_IFDIR ? Int32(DT_DIR) : (info.st_mode & S_IFMT) == S_IFREG ? Int32(DT_REG) : -1
            }
            if kind == Int32(DT_REG) {
                guard accepts(inside, descriptor, name) else { return Visit(accepted: false) }
                visit.files += 1
            } else if kind == Int32(DT_DIR) {
                guard folders.contains(inside) else { return Visit(accepted: false) }
                visit.subfolders.append((path + "/" + name, inside))
            } else {
                return Visit(accepted: false)
            }
        }
        return visit
    }
}
