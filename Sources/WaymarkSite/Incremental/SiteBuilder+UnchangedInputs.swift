import WaymarkOutput

extension SiteBuilder {
    /// `--cache` when nothing the build reads has changed (docs/scale.md, "Rebuilds that redo only
    /// what changed"): the cache recorded the same ``InputDigest`` after the last build of this output,
    /// and the output folder still holds exactly the files that build wrote, each with its stamp.
    /// Then this build would write the same files and report the same messages, so it reports the
    /// recorded ones and leaves the output as it is, without loading, planning or rendering anything.
    /// `nil` otherwise, and the build runs in full.
    func unchangedInputs(_ run: BuildRun) -> BuildResult? {
        let options = run.options
        guard let digest = run.inputDigest, digest != 0, case .disk(let folder) = run.cacheMode else { return nil }
        let loaded = BuildCache(folder: folder, outputFolder: options.outputFolder, store: cacheStore(run))
            .load(siteFolder: options.siteFolder, outputFolder: options.outputFolder)
        run.cacheLoad = loaded
        guard let file = loaded.file, file.inputs == digest, io.kind(options.outputFolder) == .folder else { return nil }
        var stamps: [String: OutputStamp] = [:]
        stamps.reserveCapacity(file.entries.count + file.others.count)
        for entry in file.entries { stamps[entry.path] = entry.stamp }
        for other in file.others { stamps[other.path] = other.stamp }
        for other in file.searchFiles { stamps[other.path] = other.stamp }
        guard stamps.count == file.summary.files,
              OutputTree(options.outputFolder, io: io).holdsExactly(stamps, listing: file.listing)
        else { return nil }
        run.diagnostics.append(contentsOf: file.diagnostics)
        run.totals = BuildTotals(files: file.summary.files, pages: file.summary.pages, maps: file.summary.maps,
                                 feeds: file.summary.feeds, bytes: file.summary.bytes)
        run.cacheReused = file.summary.files
        run.clock.lap("inputs", "unchanged since the last build of \(options.outputFolder) (the build cache's digest "
                      + "of the site folder, the options and the program), which wrote \(file.summary.files) files")
        run.clock.lap("write", "nothing to write: \(options.outputFolder) already holds this build")
        return run.finish(wrote: true)
    }
}
