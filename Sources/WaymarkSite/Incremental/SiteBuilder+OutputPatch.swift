import WaymarkCore
import WaymarkOutput
import WaymarkRender

extension SiteBuilder {
    /// Render and write for a `--cache` build over an existing output folder (docs/scale.md,
    /// "Rebuilds that redo only what changed"): the output is updated in place instead of being
    /// replaced by a new tree.
    /// - A job whose fingerprint the cache recorded for its path, and whose file in the output still
    ///   has the recorded stamp, is neither rendered nor touched.
    /// - Every other job is rendered; a file the output already holds with the same bytes is left
    ///   alone, and the others are written into a temporary folder.
    /// - ``OutputPatch`` then renames those into the output and moves out whatever the output holds
    ///   that this build does not write (files, links, folders), under a journal, so a failure leaves
    ///   the output as it was and a killed build's update is finished by the next build.
    ///
    /// The output folder is locked (``OutputLock``) from its scan (``OutputScanAhead``, from the
    /// build's start) to the saved cache. `nil`, having done nothing, when the output is a link, a
    /// mount point (``OutputScan/canPatch(_:io:)``), or cannot be locked or read; then the build
    /// swaps in a new tree as a build without a cache does.
    func renderAndPatch(_ jobs: inout [PageJob], environment: RenderEnvironment, cache: BuildCacheRun,
                        _ run: BuildRun) async -> BuildResult? {
        let options = run.options
        let output = options.outputFolder
        guard let ahead = run.scanAhead ?? OutputScanAhead(output, io: io), let scan = await ahead.scan else { return nil }
        var cacheRun = cache
        var newPaths = jobs.map(\.path.description)
        let sorting = Self.sortKept(jobs, paths: newPaths, recorded: cacheRun.recorded, scan: scan)
        cacheRun.reused = sorting.kept
        let pending = sorting.pending.map { jobs[$0] }
        run.hold(jobs)
        run.hold(scan)
        jobs = []
        let swap = OutputFolderSwap(io: io, output: output)
        let staging: String
        do {
            staging = try swap.stage()
        } catch {
            return run.failed(error, phase: "render")
        }
        var outcome = await Self.render(PendingJobs(pending), environment: environment,
                                        destination: .changes(OutputPatch.newFiles(in: staging), current: output,
                                                              regular: scan.files),
                                        io: io, progress: progress)
        if let warning = cacheRun.warning { run.cacheWarnings.append(warning) }
        run.cacheReused = cacheRun.reused
        if let error = outcome.writeError {
            swap.discard(staging)
            return run.failed(error, phase: "render")
        }
        outcome.byteCount += sorting.keptBytes
        run.totals.bytes = outcome.byteCount
        var written = outcome.written.map(\.description).sorted()
        run.clock.lap("render", "\(run.totals.pages) pages, \(run.totals.files) files: \(cacheRun.reused) unchanged by the "
                      + "build cache, \(pending.count) rendered, \(written.count) of them changed; \(scan.foldersRead) "
                      + "folders of the output read, \(scan.foldersListed) as the build cache recorded them")
        var absent = sorting.absent
        if let indexer = run.search {
            do {
                let search = try updateSearchIndex(indexer, scan: scan, newPaths: newPaths, written: written, staging: staging,
                                                   output: output, cache: cacheRun, run)
                cacheRun.search = search.index
                newPaths += search.index.files
                absent += search.index.files.filter { scan.files[$0] == nil }
                written = (written + search.written).sorted()
            } catch {
                swap.discard(staging)
                return run.failed(error, phase: "search")
            }
        }
        let steps = Self.patchSteps(scan: scan, newPaths: newPaths, absent: absent, written: written)
        do {
            try OutputPatch(output: output, staging: staging).apply(steps)
        } catch {
            swap.discard(staging)
            return run.failed(error, phase: "write")
        }
        swap.discard(staging)
        let retired = steps.filter { if case .retire = $0 { true } else { false } }.count
        run.clock.lap("write", "\(written.count) files put in place and \(retired) removed in \(output); "
                      + "the other files left as they were")
        // The stamps the scan read stay true for every file the patch did not touch, and for every
        // folder whose entries it did not change.
        let known = KnownStamps(stamps: scan.files, stale: Set(written))
        let folders = Self.untouchedFolders(scan.folderStamps, by: steps)
        if let warning = saveBuildCache(cacheRun, run, known: known, folders: folders) { run.cacheWarnings.append(warning) }
        run.clock.lap("cache", "\(cacheRun.jobs.count) fingerprints kept in \(cacheRun.cache.path)")
        withExtendedLifetime(ahead) {}
        return run.finish(wrote: true)
    }

    /// Which jobs the output already holds — same fingerprint for the same path as `recorded`, and the
    /// file still with its recorded stamp in `scan` — counted with their bytes; the indexes of the
    /// others; and the paths the output does not hold at all. Over parts of the jobs on every core:
    /// each job costs two look-ups by path, 400,000 for a 110,000-page site.
    static func sortKept(_ jobs: [PageJob], paths: [String], recorded: [String: BuildCacheFile.Entry],
                         scan: OutputScan) -> (kept: Int, keptBytes: Int, pending: [Int], absent: [String]) {
        let ranges = Concurrently.ranges(total: jobs.count, parts: max(1, min(jobs.count / 4_096, 64)))
        let parts = Concurrently.map(ranges.count) { part in
            var kept = 0, keptBytes = 0
            var pending: [Int] = [], absent: [String] = []
            for index in ranges[part] {
                let held = scan.files[paths[index]]
                if held == nil { absent.append(paths[index]) }
                if let fingerprint = jobs[index].fingerprint, let held, let entry = recorded[paths[index]],
                   entry.job == fingerprint, held == entry.stamp {
                    kept += 1
                    keptBytes += Int(entry.stamp.size)
                } else {
                    pending.append(index)
                }
            }
            return (kept: kept, keptBytes: keptBytes, pending: pending, absent: absent)
        }
        return (parts.reduce(0) { $0 + $1.kept }, parts.reduce(0) { $0 + $1.keptBytes },
                parts.flatMap(\.pending), parts.flatMap(\.absent))
    }

    /// The folders of `stamps` that `steps` left as they were: not the folder of any path a step
    /// puts, moves out, removes or makes (its entries changed, so its stamp did), nor a folder removed.
    static func untouchedFolders(_ stamps: [String: OutputFolderStamp], by steps: [OutputPatch.Step]) -> [String: OutputFolderStamp] {
        var untouched = stamps
        for step in steps {
            untouched[String(OutputListing.parent(step.path[...]))] = nil
            if case .removeFolder(let folder) = step { untouched[folder] = nil }
        }
        return untouched
    }

    /// The steps that turn the output `scan` found into one holding exactly `newPaths`, given the
    /// files `written` into the staging folder: entries the build does not write move out, folders
    /// left empty go (deepest first), new folders are made (shallowest first), then the new files
    /// are put in place.
    /// `absent`: the paths of `newPaths` the scan did not find, when already known.
    static func patchSteps(scan: OutputScan, newPaths: [String], absent: [String]? = nil, written: [String]) -> [OutputPatch.Step] {
        let changes = OutputChanges(scan: scan, newPaths: newPaths, absent: absent)
        let depth = { (path: String) in path.utf8.count(where: { $0 == UInt8(ascii: "/") }) }
        var steps: [OutputPatch.Step] = changes.retired.sorted().map { .retire($0) }
        steps += changes.emptied.sorted { (depth($0), $1) > (depth($1), $0) }.map { .removeFolder($0) }
        steps += changes.made.sorted { (depth($0), $0) < (depth($1), $1) }.map { .makeFolder($0) }
        steps += written.map { .put($0, replacing: scan.files[$0] != nil) }
        return steps
    }
}
