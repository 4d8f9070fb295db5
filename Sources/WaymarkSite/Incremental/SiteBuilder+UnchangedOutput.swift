import Foundation
import WaymarkCore
import WaymarkRender

extension SiteBuilder {
    /// `--cache` when nothing changed (docs/scale.md, "Rebuilds that redo only what changed"): the
    /// output folder already is what this build would write when
    /// - the cache recorded every fingerprinted job with the same fingerprint, under the same shared
    ///   environment, and each of those files in the output still has its recorded stamp;
    /// - every other job (sitemap, `robots.txt`, static files, query GeoJSON) renders to the bytes the
    ///   output holds; and
    /// - the output holds no other file or folder (hidden ones included).
    ///
    /// Then it is left as it is — no temporary folder, no links, no swap — which keeps "a build's
    /// output is wholly old or wholly new" trivially, since old and new are the same. The files taken
    /// over and their bytes, or `nil` (then the build renders and swaps as usual, and reports any
    /// problem with the cache itself).
    func unchangedOutput(_ jobs: [PageJob], environment: RenderEnvironment, cache: BuildCacheRun,
                         output: String) async -> (files: Int, bytes: Int)? {
        let recorded = cache.recorded
        guard !recorded.isEmpty, io.kind(output) == .folder else { return nil }
        var others: [PageJob] = []
        var kept: [BuildCacheFile.Entry] = []
        kept.reserveCapacity(jobs.count)
        for job in jobs {
            guard let fingerprint = job.fingerprint else {
                others.append(job)
                continue
            }
            guard let entry = recorded[job.path.description], entry.job == fingerprint else { return nil }
            kept.append(entry)
        }
        let entries = kept
        let stamped = Concurrently.map(entries.count) { entries[$0].stamp.holds(output + "/" + entries[$0].path) }
        guard !stamped.contains(false), let rendered = try? await Self.render(others, environment: environment) else { return nil }
        var bytes = kept.reduce(0) { $0 + Int($1.stamp.size) }
        for file in rendered {
            guard let held = try? io.read(output + "/" + file.path.description), held == file.bytes else { return nil }
            bytes += file.bytes.count
        }
        guard Self.folder(output, holdsExactly: Set(jobs.map(\.path.description))) else { return nil }
        return (kept.count, bytes)
    }

    /// Whether `folder` holds exactly the files `paths` (relative) and the folders above them:
    /// no other file, folder, link or hidden entry.
    static func folder(_ folder: String, holdsExactly paths: Set<String>) -> Bool {
        var folders: Set<String> = []
        for path in paths {
            var parent = path
            while let slash = parent.lastIndex(of: "/") {
                parent = String(parent[..<slash])
                guard folders.insert(parent).inserted else { break }
            }
        }
        var files = 0
        guard walk(folder, relative: "", paths: paths, folders: folders, files: &files) else { return false }
        return files == paths.count
    }

    /// Visits `folder` (at `relative` below the output) with `readdir`, counting the files; false at
    /// the first entry that is not one of `paths` or `folders`, or that is neither a file nor a folder.
    private static func walk(_ folder: String, relative: String, paths: Set<String>, folders: Set<String>,
                             files: inout Int) -> Bool {
        guard let stream = opendir(folder) else { return false }
        defer { closedir(stream) }
        var subfolders: [(String, String)] = []
        while let entry = readdir(stream) {
            let name = directoryEntryName(entry)
            if name == "." || name == ".." { continue }
            let path = relative.isEmpty ? name : relative + "/" + name
            var kind = Int32(entry.pointee.d_type)
            if kind == Int32(DT_UNKNOWN) {
                var info = stat()
                guard lstat(folder + "/" + name, &info) == 0 else { return false }
                kind = (info.st_mode & S_IFMT) == S_IFDIR ? Int32(DT_DIR) : (info.st_mode & S_IFMT) == S_IFREG ? Int32(DT_REG) : -1
            }
            if kind == Int32(DT_REG) {
                guard paths.contains(path) else { return false }
                files += 1
            } else if kind == Int32(DT_DIR) {
                guard folders.contains(path) else { return false }
                subfolders.append((folder + "/" + name, path))
            } else {
                return false
            }
        }
        return subfolders.allSatisfy { walk($0.0, relative: $0.1, paths: paths, folders: folders, files: &files) }
    }
}
