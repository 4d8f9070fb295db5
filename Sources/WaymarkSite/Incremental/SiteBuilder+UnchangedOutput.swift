import WaymarkCore
import WaymarkOutput
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
    ///
    /// `scan`: the output folder as the build found it (``OutputScanAhead``), when it has it.
    ///
    /// `search`: the indexer of a site with search; then the output must also hold the search index
    /// the cache recorded, made by the same program, each file with its stamp.
    func unchangedOutput(_ jobs: [PageJob], environment: RenderEnvironment, cache: BuildCacheRun,
                         output: String, scan: OutputScan? = nil, search: SearchIndexer? = nil) async -> (files: Int, bytes: Int)? {
        let recorded = cache.recorded
        guard !recorded.isEmpty, io.kind(output) == .folder else { return nil }
        var others: [PageJob] = []
        var kept: [BuildCacheFile.Entry] = []
        kept.reserveCapacity(jobs.count)
        for index in jobs.indices {
            guard let fingerprint = jobs[index].fingerprint else {
                others.append(jobs[index])
                continue
            }
            guard let entry = recorded[jobs[index].path.description], entry.job == fingerprint else { return nil }
            kept.append(entry)
        }
        let entries = kept
        let stamped = if let scan {
            entries.allSatisfy { scan.files[$0.path] == $0.stamp }
        } else {
            !Concurrently.map(entries.count) { entries[$0].stamp.holds(output + "/" + entries[$0].path, io: io) }.contains(false)
        }
        guard stamped, let rendered = try? await Self.render(others, environment: environment) else { return nil }
        var bytes = kept.reduce(0) { $0 + Int($1.stamp.size) }
        for file in rendered {
            guard let held = try? io.read(output + "/" + file.path.description), held == file.bytes else { return nil }
            bytes += file.bytes.count
        }
        var paths = Set(jobs.map(\.path.description))
        if let search {
            guard let found = scan ?? OutputScan.of(output, io: io),
                  Self.holdsRecordedSearchIndex(found, cache: cache, indexer: Self.identity(of: search, io: io)) else { return nil }
            paths.formUnion(cache.recordedSearch.files)
            bytes += cache.recordedSearchStamps.values.reduce(0) { $0 + Int($1.size) }
        }
        guard OutputTree(output, io: io).holdsExactly(paths, scan: scan) else { return nil }
        return (kept.count, bytes)
    }
}
