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
    func unchangedOutput(_ jobs: [PageJob], environment: RenderEnvironment,
                         options: BuildOptions) async -> (files: Int, bytes: Int)? {
        let output = options.outputFolder
        guard let folder = options.cacheFolder, io.kind(output) == .folder,
              let shared = environmentFingerprint(environment, options: options),
              let file = BuildCache(folder: folder, outputFolder: output)
                .load(siteFolder: options.siteFolder, outputFolder: output).file,
              file.environment == shared
        else { return nil }
        var recorded: [String: BuildCacheFile.Entry] = [:]
        recorded.reserveCapacity(file.entries.count)
        for entry in file.entries { recorded[entry.path] = entry }
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
        guard let entries = FileManager.default.enumerator(atPath: folder) else { return false }
        var files = 0
        for case let entry as String in entries {
            var info = stat()
            guard lstat(folder + "/" + entry, &info) == 0 else { return false }
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                guard paths.contains(entry) else { return false }
                files += 1
            case S_IFDIR:
                guard folders.contains(entry) else { return false }
            default:
                return false
            }
        }
        return files == paths.count
    }
}
