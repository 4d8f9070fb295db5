import WaymarkCore
import WaymarkData
import WaymarkModel
import WaymarkOutput
import WaymarkRender

/// What one ``SiteBuilder/build(_:)`` gathers while its phases run — the messages, the timed phases,
/// the totals, the files read — and the ``BuildResult`` made from it when the run ends, successful or
/// not. Each phase method of ``SiteBuilder`` is handed the same run, so the build reads as load →
/// resolve → plan → render → write with one place that ends it. Used by one build task only.
final class BuildRun {
    let options: BuildOptions
    /// The cache this build keeps (none, `serve`'s in memory, `--cache` on disk).
    let cacheMode: BuildCacheMode
    /// The site folder as messages name it.
    let display: String
    var clock = PhaseClock()
    var diagnostics = Diagnostics()
    var totals = BuildTotals()
    /// The records, once the data phase ran (for summaries such as `waymark check`'s).
    var data: SiteData?
    /// The files read, so that a message made after loading quotes its line without a second read:
    /// `site.yml` and the pages here, the record files in the data stage's own store.
    let sources = SourceStore()
    var stageSources = SourceStore()
    /// Why `--cache` was not used or not written, one line each.
    var cacheWarnings: [String] = []
    /// Files taken from the previous output through `--cache`.
    var cacheReused = 0
    /// Feed entries joined from the previous output's feeds through `--cache`, and rendered.
    var feedEntries = (reused: 0, rendered: 0)
    /// CSV rows taken from the last build's data phase through `--cache`, and read from their files.
    var dataRows = (taken: 0, read: 0)
    /// The data row cache being written beside the plan and render (``SiteBuilder/saveDataRows(_:stage:_:)``):
    /// the warning line when it could not be. The build ends only once it is written.
    var dataRowsSaved: Task<String?, Never>?
    /// The identity of the program (``BuildCache/toolIdentity(_:)``), read through the builder's
    /// ``FileIO`` when a `--cache` build starts; its cache files record it (0 without a cache).
    var toolIdentity: UInt64 = 0
    /// What this build reads (``InputDigest``), taken before it read anything, for `--cache`; `nil`
    /// without a cache or when it is not to be trusted.
    var inputDigest: UInt64?
    /// The cache file as this build found it (read once, by the first step that needs it).
    var cacheLoad: (file: BuildCacheFile?, warning: String?)?
    /// The output folder, locked and being scanned since the build began (`--cache` over an
    /// existing output).
    var scanAhead: OutputScanAhead?
    /// The indexer this build runs once its files are written (`search: true`, a whole write
    /// build); `nil` when it indexes nothing.
    var search: SearchIndexer?
    /// Where `site.yml` turns search on (``BuildResult/searchSetting``); `nil` when it is off.
    var searchSetting: SourceLocation?
    /// Lines for standard error that are neither errors nor warnings (`note: …`).
    var notes: [String] = []
    /// What the phases built, held to the end of the process when the options do not free memory
    /// (``BuildOptions/freesMemory``).
    private var heldUntilExit: [Any] = []

    init(options: BuildOptions, cacheMode: BuildCacheMode = .none) {
        self.options = options
        self.cacheMode = cacheMode
        display = options.displayFolder ?? options.siteFolder
    }

    /// Keeps `value` alive to the end of the process unless the options free memory: whatever it
    /// holds is then never freed piece by piece.
    func hold(_ value: Any) {
        if !options.freesMemory { heldUntilExit.append(value) }
    }

    /// Leaves this run, and all it holds, to the end of the process unless the options free memory.
    func leaveToExit() {
        if !options.freesMemory { _ = Unmanaged.passRetained(self) }
    }

    /// Whether the messages so far stop the build (warnings count under `--strict`).
    var hasErrors: Bool { diagnostics.promoted(strict: options.strict).hasErrors }

    /// The result: every message, promoted under `--strict`, sorted and quoting its source line.
    func finish(_ files: [OutputFile] = [], wrote: Bool = false) -> BuildResult {
        var result = BuildResult(diagnostics: located, files: files,
                                 pageCount: totals.pages, wroteOutput: wrote, phases: clock.phases, data: data)
        result.fileCount = totals.files
        result.byteCount = totals.bytes
        result.mapCount = totals.maps
        result.feedCount = totals.feeds
        result.cacheWarnings = cacheWarnings
        result.cacheReusedCount = cacheReused
        result.feedEntriesReusedCount = feedEntries.reused
        result.feedEntriesRenderedCount = feedEntries.rendered
        result.dataRowsKeptCount = dataRows.taken
        result.dataRowsReadCount = dataRows.read
        result.notes = notes
        result.searchSetting = searchSetting
        return result
    }

    /// Every message so far, promoted under `--strict`, sorted and quoting its source line.
    var located: [Diagnostic] {
        stageSources.quoting(sources.quoting(diagnostics.promoted(strict: options.strict).sorted))
    }

    /// Ends a build whose output could not be written; the previous output is left as it was.
    func failed(_ error: any Error, phase: String) -> BuildResult {
        if let failure = error as? RenderFailure {
            diagnostics.append(failure.diagnostic)
        } else if let failure = error as? SearchIndexFailure {
            diagnostics.append(.error("could not index the site for search: \(failure)", at: SourceLocation(path: options.outputFolder)))
        } else {
            diagnostics.append(.error("could not write the output: \(error)", at: SourceLocation(path: options.outputFolder)))
        }
        clock.lap(phase, "failed; previous output left as it was")
        return finish()
    }
}
