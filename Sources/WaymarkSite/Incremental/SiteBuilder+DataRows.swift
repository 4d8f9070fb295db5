import WaymarkCore
import WaymarkData
import WaymarkResolve

extension SiteBuilder {
    /// `--cache` for the data phase of a write build (``DataRowCache``): the rows and nearest places
    /// the last build of this output kept, and where to keep this build's; `nil` without a cache
    /// folder or in `serve`. When the build cache itself was refused (another program, a damaged
    /// file), its warning is the only one and nothing of the data phase is taken either.
    func keptDataRows(_ run: BuildRun) -> (cache: DataRowCache, path: String)? {
        let options = run.options
        guard case .disk(let folder) = run.cacheMode else { return nil }
        let path = DataRowCache.path(folder: folder, outputFolder: options.outputFolder)
        if run.cacheLoad?.warning != nil { return (DataRowCache(), path) }
        let loaded = DataRowCache.load(path, from: cacheStore(run))
        if let warning = loaded.warning { run.cacheWarnings.append(warning) }
        return (loaded.cache, path)
    }

    /// Keeps what this build's data phase read and found for the next one; what the `data` line
    /// of `--verbose` adds about it. The file is made and written on a thread of its own while the
    /// build plans and renders (``BuildRun/dataRowsSaved``; ``build(_:)`` waits for it): the 12 MB
    /// of a 110,000-row site cost a tenth of a second that no later phase needs to wait for. A cache
    /// that cannot be written is a warning line.
    func saveDataRows(_ kept: (cache: DataRowCache, path: String), stage: ResolvedData, _ run: BuildRun) -> String {
        let counts = kept.cache.counts
        run.dataRows = counts
        let (cache, path) = kept
        let data = stage.data, geocoded = stage.geocoded, store = cacheStore(run)
        // Needed only when the build ends: beside the plan and render, at a lower priority.
        run.dataRowsSaved = Concurrently.inBackground { () -> String? in
            do {
                try cache.save(to: path, in: store, nearest: KnownNearestPlaces.found(in: data, geocoded: geocoded))
                return nil
            } catch {
                return "\(path): warning: data row cache not written (\(error)); the next build reads every data row"
            }
        }
        return "; CSV rows: \(CheckSummary.grouped(counts.taken)) kept from the last build, \(CheckSummary.grouped(counts.read)) read"
    }
}
