import WaymarkConfig
import WaymarkCore
import WaymarkData
import WaymarkModel
import WaymarkOutput
import WaymarkRender
import WaymarkResolve
import WaymarkTheme

/// The phases of ``SiteBuilder/build(_:)``, in order: load → resolve → plan → render → write. Each
/// takes the values the one before returned and the run's ``BuildRun``; none reaches back into an
/// earlier one (docs/architecture.md, "From `Content/` to `Output/`").
extension SiteBuilder {
    /// Load: `site.yml`, templates, Markdown files.
    func load(_ run: BuildRun) -> SiteLoader.Loaded {
        progress?.update("load", 0, 0)
        let loaded = SiteLoader(io: io, siteFolder: run.options.siteFolder, displayFolder: run.display,
                                contentCache: caches?.content, themeFolder: run.options.themeFolder, sources: run.sources).load()
        run.diagnostics.append(contentsOf: loaded.diagnostics)
        run.clock.lap("load", "\(loaded.pages.count) Markdown files")
        return loaded
    }

    /// Resolve (the `data` phase): records of `data/`, geocoded, indexed once; a preview reuses them
    /// while `data/` is unchanged, and `--cache` keys them by the data files too, unless rows come
    /// from `sources:` (``BuildCache``). Also the key (`nil` without a cache) data-only plans use.
    func resolve(_ loaded: SiteLoader.Loaded, _ run: BuildRun) async -> (ResolvedData, dataKey: UInt64?) {
        let options = run.options
        let config = loaded.usableConfig
        let buildCacheKeysData = run.cacheMode.isDisk && Self.dataIsInFiles(loaded.config)
        let dataKey = !run.cacheMode.isMemory && !buildCacheKeysData
            ? nil : DataFingerprint.stage(of: options.siteFolder, config: config, options: options, displayFolder: run.display, io: io)
        progress?.update("data", 0, 0)
        let stage: ResolvedData
        if let kept = caches?.data.stage(for: dataKey) {
            stage = kept
            run.clock.lap("data", "unchanged: " + stage.summary)
        } else {
            let kept = keptDataRows(run)
            stage = await SiteDataStage(options: options, config: config, displayFolder: run.display, kept: kept?.cache).run()
            if let dataKey { caches?.data.storeStage(stage, for: dataKey) }
            run.clock.lap("data", stage.summary + (kept.map { saveDataRows($0, stage: stage, run) } ?? ""))
        }
        run.diagnostics.append(contentsOf: stage.diagnostics)
        run.stageSources = stage.sources
        run.data = stage.data
        return (stage, dataKey)
    }

    /// Plan (the `validate` phase): drafts, generators' plans, path collisions, menus; `nil` when the
    /// messages so far stop the build. Under `--shard K/N` every check runs on the whole plan and
    /// only this shard's jobs are kept.
    func plan(_ loaded: SiteLoader.Loaded, stage: ResolvedData, theme: Theme, dataKey: UInt64?,
              _ run: BuildRun) -> (SiteContent, Planned)? {
        let options = run.options
        let config = loaded.usableConfig
        progress?.update("validate", 0, 0)
        // Records kept from the last build were not geocoded, so the gazetteer the maps label places
        // from is not loaded yet: it loads beside the plan rather than when the first map renders.
        if run.dataRows.taken > 0 { GazetteerMapPlaces.loadInBackground() }
        let published = loaded.pages.filter { options.includeDrafts || !$0.frontMatter.draft }
            .sorted { $0.outputPath == $1.outputPath ? $0.sourcePath < $1.sourcePath : $0.outputPath < $1.outputPath }
        var site = SiteContent(config: config, pages: config.isMultilingual ? published.filter { $0.language == nil } : published,
                               theme: theme, today: options.today,
                               siteFolder: options.siteFolder, displayFolder: run.display, io: io,
                               data: stage.data, discovery: stage.discovery, geocoded: stage.geocoded)
        site.translatedPages = published.filter { $0.language != nil }
        // Only a cache reads the jobs' fingerprints: a build without one does not make them.
        if case .none = run.cacheMode { site.wantsFingerprints = false }
        // `--cache` keeps feed entries between builds, keyed by the record fingerprints it also keeps.
        if run.cacheMode.isDisk, dataKey != nil {
            site.feedFragments = FeedFragments()
        }
        var planned = plan(site, generators: options.format == .markdown ? markdownGenerators : generators,
                           dataKey: dataKey, diagnostics: &run.diagnostics)
        if options.mode == .write,
           let problem = SiteBuilder.outputFolderProblem(siteFolder: options.siteFolder, outputFolder: options.outputFolder) {
            run.diagnostics.append(.error(problem, at: SourceLocation(path: options.outputFolder)))
        }
        run.search = searchIndexer(config, jobs: planned.jobs, run)
        run.totals = BuildTotals(planned.jobs)
        run.clock.lap("validate", "\(run.totals.files) files planned by \(generators.map(\.name).joined(separator: ", "))")
        if run.hasErrors { return nil }
        if let shard = options.shard {
            planned.jobs.removeAll { !shard.contains($0.path.description) }
            run.totals = BuildTotals(planned.jobs)
        }
        return (site, planned)
    }

    /// Render and write for `waymark build`: with `--cache` and an existing output, that output
    /// updated in place (``renderAndPatch(_:environment:cache:_:)``); otherwise every job in
    /// parallel, each file written into a temporary folder beside the output as soon as it is
    /// rendered, then the folder swapped in.
    func renderAndSwap(_ jobs: consuming [PageJob], environment: RenderEnvironment, _ run: BuildRun) async -> BuildResult {
        let options = run.options
        let cache = prepareBuildCache(jobs, environment: environment, run)
        run.hold(cache as Any)
        let scan = await run.scanAhead?.scan
        if var cache, let kept = await unchangedOutput(jobs, environment: environment, cache: cache,
                                                        output: options.outputFolder, scan: scan, search: run.search) {
            if run.search != nil {
                cache.search = cache.recordedSearch
                run.totals.files += cache.recordedSearch.files.count
            }
            run.cacheReused = kept.files
            run.totals.bytes = kept.bytes
            run.clock.lap("render", "\(run.totals.pages) pages, \(run.totals.files) files already in \(options.outputFolder): "
                          + "\(kept.files) unchanged by the build cache, the others rendered to the same bytes")
            run.clock.lap("write", "nothing to write: \(options.outputFolder) already holds this build")
            // Something was read that changed nothing: the next build need not read further than its digest.
            if run.inputDigest.map({ $0 != cache.recordedInputs }) ?? false {
                // The output is as the scan saw it: so are its folders.
                if let warning = saveBuildCache(cache, run, folders: scan?.folderStamps ?? [:]) { run.cacheWarnings.append(warning) }
                run.clock.lap("cache", "input digest recorded in \(cache.cache.path)")
            }
            return run.finish(wrote: true)
        }
        var remaining = consume jobs
        if let cache, io.kind(options.outputFolder) == .folder,
           let result = await renderAndPatch(&remaining, environment: environment, cache: cache, run) {
            return result
        }
        let swap = OutputFolderSwap(io: io, output: options.outputFolder)
        let staging: String
        do {
            staging = try swap.stage()
        } catch {
            return run.failed(error, phase: "render")
        }
        var (outcome, cacheRun) = await renderIntoFolder(consume remaining, environment: environment, staging: staging,
                                                         previous: swap.previous, cache: cache)
        if let warning = cacheRun?.warning { run.cacheWarnings.append(warning) }
        run.cacheReused = cacheRun?.reused ?? 0
        if let error = outcome.writeError {
            swap.discard(staging)
            return run.failed(error, phase: "render")
        }
        run.totals.bytes = outcome.byteCount
        run.clock.lap("render", "\(run.totals.pages) pages, \(run.totals.files) files written into the temporary folder"
                      + (cacheRun.map { ", \($0.reused) of them reused through the build cache" } ?? ""))
        // The whole new site is in the temporary folder: indexed there, so a failure changes nothing.
        if let indexer = run.search {
            do {
                let files = try indexForSearch(indexer, folder: staging, run)
                cacheRun?.search = BuildCacheRun.SearchIndex(indexer: Self.identity(of: indexer, io: io), files: files)
            } catch {
                swap.discard(staging)
                return run.failed(error, phase: "search")
            }
        }
        let swapped = OutputFolderStamp.now()
        do {
            try swap.commit(staging)
        } catch {
            return run.failed(error, phase: "write")
        }
        run.clock.lap("write", "\(run.totals.files) files swapped into \(options.outputFolder)")
        if let cacheRun {
            let folders = Self.folderStamps(above: cacheRun.jobs.map(\.path) + cacheRun.others + (cacheRun.search?.files ?? []),
                                            in: options.outputFolder,
                                            swapped: swapped, io: io)
            if let warning = saveBuildCache(cacheRun, run, folders: folders) { run.cacheWarnings.append(warning) }
            run.clock.lap("cache", "\(cacheRun.jobs.count) fingerprints kept in \(cacheRun.cache.path)")
        }
        return run.finish(wrote: true)
    }

    /// Render for `check` and `serve` (and a preview's writes): the files kept in memory in path
    /// order, through the preview caches when there are any; in mode `.write` then written at once.
    func renderInMemory(_ jobs: [PageJob], environment: RenderEnvironment, _ run: BuildRun) async -> BuildResult {
        let options = run.options
        let files: [OutputFile]
        if caches != nil {
            do {
                files = try await renderPhase(jobs, environment: environment, options: options)
            } catch {
                return run.failed(error, phase: "render")
            }
            run.totals.bytes = files.reduce(0) { $0 + $1.bytes.count }
        } else {
            let outcome = await Self.render(PendingJobs(jobs), environment: environment,
                                            destination: options.keepsRenderedFiles ? .memory : .nowhere,
                                            io: io, progress: progress)
            if let error = outcome.writeError { return run.failed(error, phase: "render") }
            files = outcome.files
            run.totals.bytes = outcome.byteCount
        }
        run.clock.lap("render", "\(run.totals.pages) pages, \(run.totals.files) files")
        guard options.mode == .write else { return run.finish(files) }
        do {
            try OutputFolderSwap(io: io, output: options.outputFolder).write(files)
        } catch {
            return run.failed(error, phase: "write")
        }
        run.clock.lap("write", "\(files.count) files into \(options.outputFolder)")
        return run.finish(files, wrote: true)
    }
}

extension SiteLoader.Loaded {
    /// `site.yml`'s configuration, or without a usable one a stand-in, so that data and planning
    /// still run and every content error of the run is reported at once.
    var usableConfig: SiteConfig {
        config ?? SiteConfig(title: "", baseURL: "https://invalid.example/")
    }
}
