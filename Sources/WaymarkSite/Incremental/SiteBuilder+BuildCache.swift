import WaymarkConfig
import WaymarkCore
import WaymarkModel
import WaymarkOutput
import WaymarkRender

extension SiteBuilder {
    /// A write build's use of `--cache` (``BuildCache``): what it found and what it must remember.
    struct BuildCacheRun: Sendable {
        var cache: BuildCache
        /// The shared-environment fingerprint of this build (``SiteBuilder/environmentFingerprint(_:options:)``).
        var environment: UInt64
        /// Every fingerprinted job of this build: its output path and fingerprint.
        var jobs: [(path: String, job: UInt64)]
        /// The output paths of the other jobs.
        var others: [String] = []
        /// Files hard-linked from the previous output instead of rendered.
        var reused = 0
        /// Why the cache on disk was not used, as one warning line.
        var warning: String?
        /// What the cache on disk recorded, by output path; empty when there is none, it could not be
        /// used, or it was made under another shared environment.
        var recorded: [String: BuildCacheFile.Entry] = [:]
        /// The input digest the cache on disk recorded (0 for none).
        var recordedInputs: UInt64 = 0
        /// The feed entries this build's feeds look up and record (``FeedFragments``), when it keeps them.
        var feedFragments: FeedFragments?
        /// Where the last build's feed entries lie in its feed files, when usable (``FeedFragmentIndex``).
        var feedIndex: FeedFragmentIndex?
        /// Why the feed entry cache on disk was not used, as one warning line.
        var feedWarning: String?
        /// The search index this build leaves in the output: the Pagefind program's identity and
        /// the index's files; `nil` when the output has none.
        var search: SearchIndex?
        /// The search index the cache on disk recorded (indexer 0 and no files for none).
        var recordedSearch = SearchIndex(indexer: 0, files: [])
        /// The stamps the cache on disk recorded for the files of ``recordedSearch``.
        var recordedSearchStamps: [String: OutputStamp] = [:]

        /// A search index of an output: who made it, and its files.
        struct SearchIndex: Sendable, Equatable {
            var indexer: UInt64
            var files: [String]
        }
    }

    /// `--cache` for this build: the cache file read once (with why it cannot be used, if so; taken
    /// from ``BuildRun/cacheLoad`` when an earlier step read it) and the jobs to remember; `nil`
    /// unless the run keeps its cache on disk.
    func prepareBuildCache(_ jobs: [PageJob], environment: RenderEnvironment, _ build: BuildRun) -> BuildCacheRun? {
        guard case .disk(let folder) = build.cacheMode else { return nil }
        let options = build.options, found = build.cacheLoad
        var run = BuildCacheRun(cache: BuildCache(folder: folder, outputFolder: options.outputFolder, store: cacheStore(build)),
                                environment: environmentFingerprint(environment, options: options), jobs: [])
        // Through the index: a loop over the jobs would copy each one (its closure and strings retained).
        run.jobs.reserveCapacity(jobs.count)
        for index in jobs.indices {
            if let fingerprint = jobs[index].fingerprint {
                run.jobs.append((jobs[index].path.description, fingerprint))
            } else {
                run.others.append(jobs[index].path.description)
            }
        }
        let loaded = found ?? run.cache.load(siteFolder: options.siteFolder, outputFolder: options.outputFolder)
        run.warning = loaded.warning
        run.recordedInputs = loaded.file?.inputs ?? 0
        if let file = loaded.file, file.searchIndexer != 0 {
            run.recordedSearch = BuildCacheRun.SearchIndex(indexer: file.searchIndexer, files: file.searchFiles.map(\.path))
            for other in file.searchFiles { run.recordedSearchStamps[other.path] = other.stamp }
        }
        if let file = loaded.file, file.environment == run.environment {
            run.recorded.reserveCapacity(file.entries.count)
            for entry in file.entries { run.recorded[entry.path] = entry }
        }
        if let fragments = environment.site.feedFragments {
            let shared = run.environment
            run.feedFragments = fragments
            // A build cache already refused says so once; its feed entries are not looked at.
            if loaded.file != nil {
                let found = FeedFragmentIndex.load(FeedFragmentIndex.path(folder: folder, outputFolder: options.outputFolder),
                                                   from: run.cache.store, outputFolder: options.outputFolder,
                                                   environment: shared)
                run.feedIndex = found.index
                run.feedWarning = found.warning
            }
            let index = run.feedIndex, output = options.outputFolder
            // Read when a feed first renders, from the output as it is before this build changes it.
            let io = self.io
            fragments.activate { index?.previous(in: output, io: io) ?? FeedFragments.Previous() }
        }
        return run
    }

    /// The render phase of a write build: each job is rendered and written into `staging`, reusing
    /// `previous`'s file when its bytes are the same — except that with `options.cacheFolder`, a job
    /// whose fingerprint and environment are the ones the cache recorded for its path, and whose file
    /// in `previous` still has the recorded stamp, is not rendered at all: that file is hard-linked.
    func renderIntoFolder(_ jobs: consuming [PageJob], environment: RenderEnvironment, staging: String, previous: String?,
                          cache: BuildCacheRun?) async -> (RenderOutcome, BuildCacheRun?) {
        guard var run = cache else {
            let outcome = await Self.render(PendingJobs(consume jobs), environment: environment,
                                            destination: .folder(staging, previous: previous), io: io, progress: progress)
            return (outcome, nil)
        }
        let recorded = previous == nil ? [:] : run.recorded
        // Which jobs may come from the previous output: same fingerprint for the same path.
        var candidates: [(index: Int, entry: BuildCacheFile.Entry)] = []
        if !recorded.isEmpty {
            for (index, job) in jobs.enumerated() {
                guard let fingerprint = job.fingerprint, let entry = recorded[job.path.description],
                      entry.job == fingerprint else { continue }
                candidates.append((index, entry))
            }
        }
        let linked = await Self.link(candidates.map(\.entry), from: previous ?? "", into: staging, io: io)
        var isReused = [Bool](repeating: false, count: jobs.count)
        var reusedBytes = 0
        for (candidate, done) in zip(candidates, linked) where done {
            isReused[candidate.index] = true
            reusedBytes += Int(candidate.entry.stamp.size)
            run.reused += 1
        }
        let pending = jobs.indices.filter { !isReused[$0] }.map { jobs[$0] }
        _ = consume jobs
        var outcome = await Self.render(PendingJobs(consume pending), environment: environment,
                                        destination: .folder(staging, previous: previous), io: io, progress: progress)
        outcome.byteCount += reusedBytes
        return (outcome, run)
    }

    /// Hard-links each entry's file from `previous` into `staging` when it still has its stamp (read
    /// through `io`), on every core; whether each one was linked, in the order of `entries`.
    static func link(_ entries: [BuildCacheFile.Entry], from previous: String, into staging: String,
                     io: FileIO) async -> [Bool] {
        guard !entries.isEmpty else { return [] }
        let chunk = 2_048
        let chunks = stride(from: 0, to: entries.count, by: chunk).map { $0..<min($0 + chunk, entries.count) }
        return await withTaskGroup(of: (Int, [Bool]).self) { group in
            for (number, range) in chunks.enumerated() {
                let part = Array(entries[range])
                group.addTask {
                    (number, part.map { $0.stamp.link(previous + "/" + $0.path, to: staging + "/" + $0.path, io: io) })
                }
            }
            var parts = [[Bool]](repeating: [], count: chunks.count)
            for await (number, done) in group { parts[number] = done }
            return parts.flatMap { $0 }
        }
    }

    /// After the output was swapped in (or found to hold this build already): records each file's
    /// stamp in the cache file, with the fingerprints, the build's input digest (``InputDigest``, when
    /// it has one), its messages and its counts, atomically. A warning line when the cache cannot be
    /// written (the build itself succeeded). `known`: stamps already read after the output took its
    /// final form (an in-place update's scan, less the files it put), so those files are not read again.
    /// `folders`: the stamps of the output's folders that hold what the scan saw (folders the build
    /// did not change), kept with the other files for the next build's scan (``OutputListing``).
    func saveBuildCache(_ cacheRun: BuildCacheRun, _ run: BuildRun, known: KnownStamps = KnownStamps(),
                        folders: [String: OutputFolderStamp] = [:]) -> String? {
        let environment = cacheRun.environment
        let options = run.options
        let output = options.outputFolder
        let jobs = cacheRun.jobs
        let entries = Self.stamps(of: jobs.map(\.path), in: output, known: known, io: io).enumerated().compactMap { index, stamp in
            stamp.map { BuildCacheFile.Entry(path: jobs[index].path, job: jobs[index].job, stamp: $0) }
        }
        let others = zip(cacheRun.others, Self.stamps(of: cacheRun.others, in: output, known: known, io: io)).compactMap { path, stamp in
            stamp.map { BuildCacheFile.Other(path: path, stamp: $0) }
        }
        let searchPaths = cacheRun.search?.files ?? []
        let searchFiles = zip(searchPaths, Self.stamps(of: searchPaths, in: output, known: known, io: io)).compactMap { path, stamp in
            stamp.map { BuildCacheFile.Other(path: path, stamp: $0) }
        }
        let searchComplete = searchFiles.count == searchPaths.count
        // A file without a stamp is not in the output as recorded: then no digest may stand for it.
        let complete = entries.count == cacheRun.jobs.count && others.count == cacheRun.others.count && searchComplete
        var file = BuildCacheFile(tool: cacheRun.cache.store.tool, siteFolder: BuildCache.absolute(options.siteFolder),
                                  outputFolder: BuildCache.absolute(output), environment: environment,
                                  entries: entries)
        // An index with a file not as written is not recorded: the next build makes it again.
        if let search = cacheRun.search, searchComplete {
            file.searchIndexer = search.indexer
            file.searchFiles = searchFiles
        }
        if complete, let digest = run.inputDigest {
            file.inputs = digest
            file.others = others
            file.folders = folders.map { BuildCacheFile.Folder(path: $0.key, stamp: $0.value) }
            file.diagnostics = run.located
            file.summary = BuildCacheFile.Summary(pages: run.totals.pages, files: run.totals.files, maps: run.totals.maps,
                                                  feeds: run.totals.feeds, bytes: run.totals.bytes)
        }
        // The feed index is made and written beside the build cache file (neither reads the other).
        let outputFolder = options.outputFolder, finished = file
        let saved = Concurrently.mapOnOwnThreads(2) { part -> String? in
            if part == 1 { return Self.saveFeedIndex(cacheRun, outputFolder: outputFolder, entries: entries, environment: environment) }
            do {
                try cacheRun.cache.save(finished)
                return nil
            } catch {
                return "\(cacheRun.cache.path): warning: build cache not written (\(error)); the next build renders every file"
            }
        }
        if let fragments = cacheRun.feedFragments {
            if let warning = cacheRun.feedWarning { run.cacheWarnings.append(warning) }
            run.feedEntries = fragments.counts
        }
        // One warning line: the build cache's when both failed. (A feed index written beside a build
        // cache file that failed is still checked against the feed files' stamps by the next build.)
        return saved[0] ?? saved[1]
    }

    /// After the build cache: where each entry lies in the feed files the output now holds
    /// (``FeedFragmentIndex``), with the files' stamps in `entries`: the files this build rendered
    /// as it rendered them, the others as the last build's index had them while their stamp is
    /// unchanged. A warning line when it cannot be written.
    static func saveFeedIndex(_ cacheRun: BuildCacheRun, outputFolder: String, entries: [BuildCacheFile.Entry],
                              environment: UInt64) -> String? {
        guard let fragments = cacheRun.feedFragments else { return nil }
        let made = fragments.made
        var before: [String: FeedFragmentIndex.File] = [:]
        for file in cacheRun.feedIndex?.files ?? [] { before[file.path] = file }
        var files: [FeedFragmentIndex.File] = []
        for entry in entries {
            if let rendered = made[entry.path] {
                files.append(FeedFragmentIndex.File(path: entry.path, stamp: entry.stamp, fragments: rendered))
            } else if let kept = before[entry.path], kept.stamp == entry.stamp {
                files.append(kept)
            }
        }
        let index = FeedFragmentIndex(tool: cacheRun.cache.store.tool, outputFolder: BuildCache.absolute(outputFolder),
                                      environment: environment, files: files)
        let path = FeedFragmentIndex.path(folder: cacheRun.cache.folder, outputFolder: outputFolder)
        do {
            try index.save(to: path, in: cacheRun.cache.store)
            return nil
        } catch {
            return "\(path): warning: feed entry cache not written (\(error)); the next build renders every feed entry"
        }
    }

    /// The ``OutputStamp`` of each of `paths` in `folder` (`nil` for one that is not a regular
    /// file), in order: `known` when it has the path, else one ``FileIO/status`` each through `io`,
    /// on every core (196,000 of them took 0.5 s on one).
    static func stamps(of paths: [String], in folder: String, known: KnownStamps = KnownStamps(),
                       io: FileIO) -> [OutputStamp?] {
        let ranges = Concurrently.ranges(total: paths.count, parts: max(1, min(paths.count / 4_096, 64)))
        return Concurrently.map(ranges.count) { part in
            paths[ranges[part]].map { known[$0] ?? OutputStamp.of(folder + "/" + $0, io: io) }
        }.flatMap { $0 }
    }

    /// Stamps read after the output took its final form: a scan's, less the files written since
    /// (kept apart rather than removed, so the scan's table of 200,000 paths is not copied).
    struct KnownStamps: Sendable {
        var stamps: [String: OutputStamp] = [:]
        var stale: Set<String> = []

        subscript(path: String) -> OutputStamp? {
            stale.contains(path) ? nil : stamps[path]
        }
    }

    /// Where this build reads and writes its `--cache` files: through ``io``, for the program
    /// identity ``BuildRun/toolIdentity``.
    func cacheStore(_ run: BuildRun) -> CacheFileStore {
        CacheFileStore(io: io, tool: run.toolIdentity)
    }

    /// Whether the data-only generators' jobs may be fingerprinted by the data files for `--cache`:
    /// not when site.yml declares `sources:`, whose rows can change with no file changing.
    static func dataIsInFiles(_ config: SiteConfig?) -> Bool {
        config.map { $0.sources.isEmpty } ?? false
    }
}
