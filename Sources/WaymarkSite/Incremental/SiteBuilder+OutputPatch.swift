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
    /// mount point (``OutputScan/canPatch(_:)``), or cannot be locked or read; then the build swaps in
    /// a new tree as a build without a cache does.
    func renderAndPatch(_ jobs: inout [PageJob], environment: RenderEnvironment, cache: BuildCacheRun,
                        _ run: BuildRun) async -> BuildResult? {
        let options = run.options
        let output = options.outputFolder
        guard let ahead = run.scanAhead ?? OutputScanAhead(output), let scan = await ahead.scan else { return nil }
        var cacheRun = cache
        let newPaths = jobs.map(\.path.description)
        // Which jobs the output already holds: same fingerprint for the same path, same stamp.
        var isKept = [Bool](repeating: false, count: jobs.count)
        var keptBytes = 0
        for index in jobs.indices {
            guard let fingerprint = jobs[index].fingerprint, let entry = cacheRun.recorded[newPaths[index]],
                  entry.job == fingerprint, scan.files[newPaths[index]] == entry.stamp else { continue }
            isKept[index] = true
            keptBytes += Int(entry.stamp.size)
        }
        cacheRun.reused = isKept.lazy.filter { $0 }.count
        let pending = jobs.indices.filter { !isKept[$0] }.map { jobs[$0] }
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
        outcome.byteCount += keptBytes
        run.totals.bytes = outcome.byteCount
        let written = outcome.written.map(\.description).sorted()
        run.clock.lap("render", "\(run.totals.pages) pages, \(run.totals.files) files: \(cacheRun.reused) unchanged by the "
                      + "build cache, \(pending.count) rendered, \(written.count) of them changed; \(scan.foldersRead) "
                      + "folders of the output read, \(scan.foldersListed) as the build cache recorded them")
        let steps = Self.patchSteps(scan: scan, newPaths: newPaths, written: written)
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
        var known = scan.files
        for path in written { known[path] = nil }
        let folders = Self.untouchedFolders(scan.folderStamps, by: steps)
        if let warning = saveBuildCache(cacheRun, run, known: known, folders: folders) { run.cacheWarnings.append(warning) }
        run.clock.lap("cache", "\(cacheRun.jobs.count) fingerprints kept in \(cacheRun.cache.path)")
        withExtendedLifetime(ahead) {}
        return run.finish(wrote: true)
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
    static func patchSteps(scan: OutputScan, newPaths: [String], written: [String]) -> [OutputPatch.Step] {
        let changes = OutputChanges(scan: scan, newPaths: newPaths)
        let depth = { (path: String) in path.utf8.count(where: { $0 == UInt8(ascii: "/") }) }
        var steps: [OutputPatch.Step] = changes.retired.sorted().map { .retire($0) }
        steps += changes.emptied.sorted { (depth($0), $1) > (depth($1), $0) }.map { .removeFolder($0) }
        steps += changes.made.sorted { (depth($0), $0) < (depth($1), $1) }.map { .makeFolder($0) }
        steps += written.map { .put($0, replacing: scan.files[$0] != nil) }
        return steps
    }
}
