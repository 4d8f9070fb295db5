import Foundation
import WaymarkCore
import WaymarkData
import WaymarkModel
import WaymarkOutput
import WaymarkServe

/// The build `waymark serve` injects into `PreviewServer`: WaymarkSite's `SiteBuilder` rendering in
/// memory (mode `.validate`), then only the files whose bytes changed written into a private
/// output folder (never the user's `Output/`); its diagnostics turned into a `RebuildOutcome`.
/// Source files are read from memory unless a change batch named them (`SourceReadCache`); unless
/// `incremental` is off, unchanged Markdown files are not parsed again (`ContentPageCache`), `data/`
/// is not loaded, geocoded and planned again while its bytes are unchanged (`DataStageCache`) and
/// pages whose inputs did not change are not rendered again (`RenderCache`).
/// "Today" is re-evaluated on every rebuild unless `--now` fixed it, so a preview left open past
/// midnight moves on with the date, as a fresh `waymark build` would.
package struct SitePreviewBuild: Sendable {
    /// The site folder as the user typed it; diagnostics name files through it (`Content/pages/a.md`).
    package var siteFolder: String
    /// The private folder the preview is written to and served from.
    package var outputFolder: URL
    /// `--now`, or `nil` for `SOURCE_DATE_EPOCH` or the current UTC date.
    package var now: String?
    /// `--strict`: warnings fail the build.
    package var strict: Bool
    /// `--drafts`: pages marked `draft: true` are built too.
    package var includeDrafts: Bool
    /// The builder (its generators decide which pages exist); its file system is wrapped by the
    /// source cache.
    package var builder: SiteBuilder
    /// A folder to read the default theme from instead of the embedded copy (the repository's
    /// `Templates/` while working on the theme), or `nil`; it is watched too.
    package var themeFolder: String?
    /// The drivers the `sources:` of `site.yml` are read with (`waymark serve` passes PostgreSQL's).
    /// Sources are read by the first build and then only after ``refreshSources()``: saving a page
    /// never queries the database (a change under `data/` reloads the data phase, and so reads them too).
    package var sourceDrivers: [any RecordSourceDriver] = []
    /// The Pagefind program that indexes the preview of a site with `search: true`: once, after the
    /// first build that succeeds, beside the server, so the preview is served while Pagefind runs
    /// (README, "Search"); later rebuilds keep that index. `nil`: the preview has no index, and the
    /// first build warns at `search:`.
    package var searchIndexer: SearchIndexer? = nil
    /// Told when the preview's search index is written (`nil`) or could not be (a warning at
    /// `search:` of `site.yml`, the location it is given); called on the indexing thread.
    package var searchIndexDone: (@Sendable (_ setting: SourceLocation, _ problem: String?) -> Void)? = nil
    /// Whether the preview was indexed for search (or found that it cannot be).
    private let searchIndexed = MutexBox(false)
    private let sourceRefresh = MutexBox(0)
    private let sync: PreviewOutputSync
    private let sources: SourceReadCache
    private let phases = MutexBox<[PhaseTiming]>([])

    /// The named phases of the last build with their durations (for `--verbose`).
    package var lastPhases: [PhaseTiming] { phases.current }

    /// A build of `siteFolder` into `outputFolder`; nothing runs until `rebuild(_:)`. `incremental`
    /// gives `builder` a render cache, a content cache and a data cache when it has none (off: every save parses
    /// and renders everything, as `waymark build` does). `sourceDrivers` read the `sources:` of `site.yml`.
    package init(
        siteFolder: String, outputFolder: URL, now: String? = nil, strict: Bool = false,
        includeDrafts: Bool = false, builder: SiteBuilder, themeFolder: String? = nil,
        incremental: Bool = true, sourceDrivers: [any RecordSourceDriver] = []
    ) {
        self.sourceDrivers = sourceDrivers
        self.siteFolder = siteFolder
        self.outputFolder = outputFolder
        self.now = now
        self.strict = strict
        self.includeDrafts = includeDrafts
        self.builder = builder
        self.themeFolder = themeFolder
        if incremental {
            if self.builder.caches == nil { self.builder.caches = PreviewCaches() }
        }
        sync = PreviewOutputSync(folder: outputFolder)
        let site = URL(fileURLWithPath: siteFolder).standardizedFileURL
        sources = SourceReadCache(roots: [site])
        self.builder.io = sources.fileIO(over: builder.io)
    }

    /// The folders whose changes trigger a rebuild: the site folder (pages, reports, data, static and
    /// the site's own `Templates/`) and, when the site sits in a Waymark checkout, the default theme
    /// `Templates/` beside it.
    package var watchedFolders: [URL] {
        let site = URL(fileURLWithPath: siteFolder).standardizedFileURL
        let theme = site.deletingLastPathComponent().appendingPathComponent("Templates")
        var isFolder: ObjCBool = false
        let hasTheme = FileManager.default.fileExists(atPath: theme.path, isDirectory: &isFolder) && isFolder.boolValue
        var folders = hasTheme && theme != site.appendingPathComponent("Templates") ? [site, theme] : [site]
        if let themeFolder {
            let folder = URL(fileURLWithPath: themeFolder).standardizedFileURL
            if !folders.contains(folder) { folders.append(folder) }
        }
        return folders
    }

    /// The repository's `Templates/` to read the default theme from while serving: the first of
    /// `<workingFolder>/Templates` and `<siteFolder>/../Templates` that holds `base.mustache` and is
    /// not the site's own `Templates/`; `nil` outside a Waymark checkout.
    package static func themeFolder(siteFolder: String, workingFolder: String) -> String? {
        let site = URL(fileURLWithPath: siteFolder).standardizedFileURL
        let candidates = [
            URL(fileURLWithPath: workingFolder).standardizedFileURL.appendingPathComponent("Templates"),
            site.deletingLastPathComponent().appendingPathComponent("Templates"),
        ]
        return candidates.first { folder in
            folder != site.appendingPathComponent("Templates")
                && FileManager.default.fileExists(atPath: folder.appendingPathComponent("base.mustache").path)
        }?.path
    }

    /// Makes the next rebuild read the `sources:` of `site.yml` again (the `r` key and
    /// `--source-poll` of `waymark serve`).
    package func refreshSources() {
        sourceRefresh.withLock { $0 += 1 }
    }

    /// Builds the site after `changes`: only changed sources are read, only changed Markdown files
    /// are parsed again, only pages whose inputs changed are rendered again (`RenderCache`; pages
    /// built from data or with query blocks always render), and only changed outputs are written.
    package func rebuild(_ changes: ChangeSet) async -> RebuildOutcome {
        let today: CalendarDate
        switch CalendarDate.today(now: now, environment: ProcessInfo.processInfo.environment, clock: {
            Int64(Date().timeIntervalSince1970)
        }) {
        case .success(let date):
            today = date
        case .failure(let problem):
            return .failure(diagnostics: [.error(problem.description, at: SourceLocation(path: "--now"))])
        }
        sources.invalidate(changes)
        var options = BuildOptions(
            siteFolder: siteFolder, outputFolder: outputFolder.path, today: today, strict: strict,
            includeDrafts: includeDrafts, mode: .validate)
        options.themeFolder = themeFolder
        options.sourceDrivers = sourceDrivers
        options.sourceRefresh = sourceRefresh.current
        let result = await builder.build(options)
        phases.withLock { $0 = result.phases }
        guard result.succeeded else {
            return .failure(diagnostics: result.diagnostics)
        }
        do {
            try sync.apply(result.files.map { (path: $0.path.description, bytes: $0.bytes) })
        } catch {
            return .failure(diagnostics: [
                .error("could not write the preview: \(error)", at: SourceLocation(path: outputFolder.path)),
            ])
        }
        var warnings = result.diagnostics.filter { $0.severity == .warning }
        if let setting = result.searchSetting, let problem = startIndexingForSearch(at: setting) {
            warnings.append(.warning(problem, at: setting))
        }
        return .success(outputDirectory: outputFolder, warnings: warnings)
    }

    /// Starts indexing the preview for search the first time it is asked, on a thread of its own
    /// (Pagefind takes tens of seconds over a large site, and the preview is served meanwhile), and
    /// tells ``searchIndexDone`` how it went; returns at once what stops it from starting, if anything.
    private func startIndexingForSearch(at setting: SourceLocation) -> String? {
        guard searchIndexed.withLock({ done in defer { done = true }; return !done }) else { return nil }
        guard let searchIndexer else {
            return "search is on but Pagefind was not found, so the preview has no search index: \(SearchIndexerLookup.installAdvice)"
        }
        let folder = outputFolder.path, done = searchIndexDone
        let thread = Thread {
            do {
                try searchIndexer.index(folder)
                done?(setting, nil)
            } catch {
                done?(setting, "could not index the preview for search: \(error)")
            }
        }
        thread.name = "waymark-search-index"
        thread.start()
        return nil
    }
}
