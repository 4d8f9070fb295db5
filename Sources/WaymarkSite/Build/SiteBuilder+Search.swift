import WaymarkConfig
import WaymarkModel
import WaymarkOutput
import WaymarkRender

/// Full-text search (`search: true`, README "Search"): the site is indexed by Pagefind once every
/// file is written and before the output changes, so a failed index leaves the output as it was.
extension SiteBuilder {
    /// The indexer this build runs, decided at plan time: one for a whole HTML write build of a site
    /// with `search: true`; none for `check`, `serve` (which indexes its preview itself), `--format
    /// markdown`, or `--shard` (a note says how to index the merged shards). A missing Pagefind is
    /// an error at `search:` that says how to install it, as is a file of the site's own under
    /// `pagefind/`, where the index goes.
    func searchIndexer(_ config: SiteConfig, jobs: [PageJob], _ run: BuildRun) -> SearchIndexer? {
        let options = run.options
        let at = config.searchLocation ?? SourceLocation(path: run.display + "/site.yml")
        run.searchSetting = config.search && options.format == .html ? at : nil
        guard config.search, options.format == .html, options.mode == .write, !run.cacheMode.isMemory else { return nil }
        let prefix = SearchIndexer.bundleFolder + "/"
        for job in jobs where job.path.description.hasPrefix(prefix) {
            run.diagnostics.append(.error(
                "\(job.path) is in \(prefix), where the search index goes: expected no file of the site there when search is on",
                at: SourceLocation(path: job.origin)))
        }
        if let shard = options.shard {
            run.notes.append("note: search index not built: shard \(shard) holds part of the site; copy the \(shard.count) "
                             + "shards' output folders together, then index the whole with `pagefind --site <merged folder>`")
            return nil
        }
        guard let indexer = options.searchIndexer else {
            run.diagnostics.append(.error(
                "search is on but Pagefind, which indexes the site, was not found (--pagefind, \(SearchIndexerLookup.environmentVariable), "
                + "PATH, \(SearchIndexerLookup.virtualenv)): \(SearchIndexerLookup.installAdvice)", at: at))
            return nil
        }
        return indexer
    }

    /// Indexes `folder`, which holds the whole new site, and returns the files of its index
    /// (`pagefind/…`), counted among the build's files.
    func indexForSearch(_ indexer: SearchIndexer, folder: String, _ run: BuildRun) throws(SearchIndexFailure) -> [String] {
        progress?.update("search", 0, 0)
        try indexer.index(folder)
        let files = SearchIndexer.files(in: folder)
        run.totals.files += files.count
        run.clock.lap("search", "\(files.count) files of the Pagefind index written into \(SearchIndexer.bundleFolder)/")
        return files
    }
}
