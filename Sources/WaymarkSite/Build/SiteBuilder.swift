import WaymarkCore
import WaymarkData
import WaymarkModel
import WaymarkOutput
import WaymarkRender
import WaymarkResolve

/// Builds a site in five named, timed phases — load → data → validate → render → write — the library entry
/// point behind `waymark build`, `waymark check` (mode `.validate`) and `waymark serve`.
///
/// Pages come from `generators`; pass more of them to add page kinds. Every problem of a run is
/// collected and returned sorted. Mode `.write` renders only when validation found no error, writes
/// each file into a temporary folder beside the output folder as soon as it is rendered (so memory
/// holds a handful of files, not the site), and replaces the output folder with it only when every
/// file was written; on any failure the temporary folder is removed and the output left as it was.
package struct SiteBuilder: Sendable {
    /// The file system (inject one in tests).
    package var io: FileIO
    /// The producers of output files, in order; later generators cannot overwrite earlier files
    /// (two jobs for one path is an error).
    package var generators: [any SiteGenerator]
    /// The producers of a `--format markdown` build.
    package var markdownGenerators: [any SiteGenerator]
    /// URLs per sitemap file (50,000 by the protocol; lower only in tests).
    package var maxURLsPerSitemap: Int
    /// What `waymark serve` keeps between builds (parses, the data phase, rendered files); `nil`
    /// loads, resolves, plans and renders everything every time, as `waymark build` does.
    package var caches: PreviewCaches?
    /// The render cache of ``caches``.
    package var renderCache: RenderCache? { caches?.render }
    /// Hears how far the build has got (a progress line on a terminal); `nil` reports nothing.
    package var progress: BuildProgress?

    /// A builder running `pageKinds` (Waymark's own are WaymarkPages' `PageKinds.standard`).
    package init(io: FileIO = .local, pageKinds: PageKinds, maxURLsPerSitemap: Int = SitemapWriter.protocolLimit) {
        self.io = io
        self.generators = pageKinds.site
        self.markdownGenerators = pageKinds.markdownReports
        self.maxURLsPerSitemap = maxURLsPerSitemap
    }

    /// Runs the build. Never throws: problems are diagnostics in the result.
    package func build(_ options: BuildOptions) async -> BuildResult {
        let run = BuildRun(options: options, cacheMode: BuildCacheMode(caches: caches, options: options))
        Self.startSharedTables()
        var result = await build(run)
        run.leaveToExit()
        // The data row cache is written beside the plan and render; the build ends once it is.
        if let saving = run.dataRowsSaved, let warning = await saving.value { result.cacheWarnings.append(warning) }
        return result
    }

    /// The phases of ``build(_:)``, from the input digest to the output written.
    private func build(_ run: BuildRun) async -> BuildResult {
        let options = run.options
        // Temporary folders of earlier builds of this output that were killed: remove them now.
        if options.mode == .write { io.removeStaleTemporaryFolders(options.outputFolder) }
        if run.cacheMode.isDisk {
            run.toolIdentity = BuildCache.toolIdentity(io)
            run.inputDigest = InputDigest.of(options, generators: generators.map(\.name), maxURLsPerSitemap: maxURLsPerSitemap,
                                             tool: run.toolIdentity, io: io)
            if let result = unchangedInputs(run) { return result }
            run.scanAhead = OutputScanAhead(options.outputFolder, io: io, recorded: run.cacheLoad?.file)
        }
        let loaded = load(run)
        // Rows from a database, or answers of the online geocoder, can change with no file changing.
        if !Self.dataIsInFiles(loaded.config) || options.online { run.inputDigest = nil }
        let (stage, dataKey) = await resolve(loaded, run)
        run.hold(loaded)
        run.hold(stage)
        // Without a usable theme, template checks would only add noise.
        guard let theme = loaded.theme else { return run.finish() }
        guard let (site, planned) = plan(loaded, stage: stage, theme: theme, dataKey: dataKey, run) else { return run.finish() }
        let environment = RenderEnvironment(site: site, navigation: planned.navigation, feedLinks: planned.feedLinks,
                                            languages: planned.languages)
        run.hold(site)
        run.hold(environment)
        // The render phase gets the only reference to the jobs, so each job's closure (and what it
        // captured) is freed as soon as its file is written (``PendingJobs``).
        let jobs = (consume planned).jobs
        if options.mode == .write, !run.cacheMode.isMemory {
            return await renderAndSwap(jobs, environment: environment, run)
        }
        return await renderInMemory(jobs, environment: environment, run)
    }

    /// What the validate phase hands to the render phase.
    struct Planned {
        var jobs: [PageJob]
        var feedLinks: [FeedLink]
        var navigation: [NavigationItem]
        /// The languages as the default language's pages see them (multilingual sites).
        var languages: PageLanguages?
    }

    /// Runs every generator's plan, adds the sitemap and `robots.txt`, and checks what only the whole
    /// set of planned files can tell: two jobs for one path, menu and Markdown links to nothing.
    /// `dataKey` (preview builds) keys the jobs of data-only generators for the render cache and
    /// their plans for the data cache.
    func plan(_ site: SiteContent, generators: [any SiteGenerator], dataKey: UInt64?,
              diagnostics: inout Diagnostics) -> Planned {
        var jobs: [PageJob] = []
        var feedLinks: [FeedLink] = []
        var links: [LinkReference] = []
        // The generators plan on all cores at once (each reads only `site`); their plans are taken
        // in generator order, so jobs and messages come out as a serial plan gives them. On threads
        // of their own, so that a generator's own parts (100,000 announcements) still use every core.
        let plans = Concurrently.mapOnOwnThreads(generators.count) { index in
            dataOnlyPlan(generators[index], site: site, dataKey: dataKey) ?? generators[index].plan(site)
        }
        jobs.reserveCapacity(plans.reduce(0) { $0 + $1.jobs.count } + 16)
        for plan in plans {
            diagnostics.append(contentsOf: plan.diagnostics)
            jobs.append(contentsOf: plan.jobs)
            feedLinks.append(contentsOf: plan.feedLinks)
            links.append(contentsOf: plan.links)
        }
        // Multilingual sites: every other language planned as the same site in that language, under its folder.
        var languages: PageLanguages?
        var indexFiles = SiteIndexFiles(config: site.config, maxURLsPerSitemap: maxURLsPerSitemap)
        var translatedLinks: [Diagnostic] = []
        if site.config.isMultilingual {
            let translated = planTranslations(site, generators: generators, defaultJobs: jobs, dataKey: dataKey,
                                              diagnostics: &diagnostics)
            languages = translated.defaultLanguages
            indexFiles.languages = translated.defaultLanguages
            translatedLinks = translated.brokenLinks
            let fingerprint = translated.defaultFingerprint
            for index in jobs.indices { jobs[index].fingerprint = fingerprint(jobs[index]) }
            jobs.append(contentsOf: translated.jobs)
        }
        jobs.append(contentsOf: indexFiles.jobs(for: jobs, cache: renderCache))
        let sorted = uniqueJobs(jobs, diagnostics: &diagnostics)
        jobs = sorted.jobs
        let paths = sorted.paths
        let navigation = Navigation(site: site, isWritten: paths.contains)
        // Another language's menu may be the same entries (the list form, or a language without its
        // own `menus`): a broken link there was already reported at the same place.
        let reportedItems = Set(diagnostics.items.map(\.description))
        diagnostics.append(contentsOf: navigation.diagnostics.filter { !reportedItems.contains($0.description) })
        let brokenLinks = links.filter { !paths.contains($0.file) }.map(Self.brokenLink)
        diagnostics.append(contentsOf: brokenLinks)
        let reported = Set(brokenLinks.map(\.description))
        var seen: Set<String> = []
        for problem in translatedLinks where !reported.contains(problem.description) && seen.insert(problem.description).inserted {
            diagnostics.append(problem)
        }
        let feeds = feedLinks.sorted { ($0.sitePath, $0.title) < ($1.sitePath, $1.title) }
        return Planned(jobs: jobs, feedLinks: feeds, navigation: navigation.items, languages: languages)
    }

    /// The warning for a Markdown link to a path no job writes.
    static func brokenLink(_ link: LinkReference) -> Diagnostic {
        .warning("link \"\(link.target)\" leads to no page or file of the site: expected the site path of something the build writes, e.g. /about/",
                 at: link.location, sourceLine: link.sourceLine)
    }

    /// The plan of a data-only generator in a preview build: taken from the data cache when the data,
    /// site.yml, today and theme are unchanged, else made and stored. The charter, pet and airport
    /// generators fingerprint each job by the records it shows (``RecordFingerprint``); a job left
    /// without one is fingerprinted by the whole data, so the render cache (or `--cache`)
    /// reuses it only while no data file changed. `nil` for other generators. Without a cache key
    /// (no cache, or `--cache` with `sources:` rows, which can change with no file changing) the
    /// plan is made with no fingerprints (``SiteContent/wantsFingerprints`` off, so the
    /// generators do not compute them), so those pages always render.
    /// `language`: the plan of a language other than the default of a multilingual site, kept apart.
    func dataOnlyPlan(_ generator: any SiteGenerator, site: SiteContent, dataKey: UInt64?,
                      language: String? = nil) -> GeneratorPlan? {
        guard generator.rendersFromDataOnly else { return nil }
        guard let dataKey else {
            var site = site
            site.wantsFingerprints = false
            var plan = generator.plan(site)
            for index in plan.jobs.indices { plan.jobs[index].fingerprint = nil }
            return plan
        }
        let name = generator.name + (language.map { "\u{0}" + $0 } ?? "")
        let key = DataFingerprint.plan(stage: dataKey, theme: site.theme.fingerprint, generator: name)
        if let kept = caches?.data.plan(of: name, for: key) { return kept }
        var plan = generator.plan(site)
        for index in plan.jobs.indices where plan.jobs[index].fingerprint == nil {
            plan.jobs[index].fingerprint = DataFingerprint.job(data: dataKey, generator: name, path: plan.jobs[index].path)
        }
        caches?.data.storePlan(plan, of: name, for: key)
        return plan
    }

    /// Renders jobs concurrently and keeps them in memory; the result is in the order of `jobs`
    /// (already sorted by path). Throws the ``RenderFailure`` of the first job (in job order) that failed.
    static func render(_ jobs: [PageJob], environment: RenderEnvironment) async throws -> [OutputFile] {
        let outcome = await render(PendingJobs(jobs), environment: environment, destination: .memory, io: .local, progress: nil)
        if let error = outcome.writeError { throw error }
        return outcome.files
    }

    /// Jobs sorted by path, keeping the first job for each path and reporting the others; with
    /// their paths as text, in the same order. The order is `OutputPath`'s (the paths' text). The
    /// jobs are sorted through their indexes, by path and then by index, so the jobs of one path lie
    /// together with the first planned first: no dictionary of 200,000 paths is needed to find
    /// them, and the sort is cheap since each generator plans its jobs mostly in path order already.
    func uniqueJobs(_ jobs: [PageJob], diagnostics: inout Diagnostics) -> (jobs: [PageJob], paths: SortedPaths) {
        let texts = jobs.map(\.path.description)
        let textOrder = PathTextOrder(texts)
        let order = textOrder.sortedIndexes()
        var keptJobs: [PageJob] = []
        var keptTexts: [String] = []
        keptJobs.reserveCapacity(jobs.count)
        keptTexts.reserveCapacity(jobs.count)
        var duplicates: [(index: Int, problem: Diagnostic)] = []
        var owner = ""
        var lastKept: Int?
        for index in order {
            let job = jobs[index]
            if let last = lastKept, textOrder.equal(last, index) {
                // Located at the site's file when one of the two is a file, not a generated page
                // such as "(charters)"; the message names the other.
                let (here, other) = job.origin.hasPrefix("(") && !owner.hasPrefix("(") ? (owner, job.origin) : (job.origin, owner)
                let what = other.hasPrefix("(") ? "the generated \(other.dropFirst().dropLast()) page" : other
                duplicates.append((index, .error("\(job.path) is also written by \(what): expected one source per output file",
                                                 at: SourceLocation(path: here))))
                continue
            }
            owner = job.origin
            lastKept = index
            keptJobs.append(job)
            keptTexts.append(texts[index])
        }
        // Reported in the order the jobs were planned, as a walk over them would.
        for duplicate in duplicates.sorted(by: { $0.index < $1.index }) { diagnostics.append(duplicate.problem) }
        return (keptJobs, SortedPaths(sorted: keptTexts))
    }
}
