import WaymarkData
import WaymarkModel
import WaymarkOutput

/// The outcome of a build: every diagnostic, what was produced, and how long each phase took.
package struct BuildResult: Sendable {
    /// Errors and warnings, sorted by path, line, column and message; warnings already promoted
    /// under `--strict`.
    package var diagnostics: [Diagnostic]
    /// The files produced, sorted by path, in mode `.validate` (`waymark serve`, tests) and for a
    /// builder with a `RenderCache`. Empty in mode `.write` without one: `waymark build` writes each
    /// file as soon as it is rendered and keeps no bytes (read the output folder instead). Empty too
    /// under `BuildOptions.keepsRenderedFiles == false` (`waymark check`) and when the build failed
    /// before rendering.
    package var files: [OutputFile]
    /// How many of the planned files are HTML pages (0 when the build stopped before planning).
    package var pageCount: Int
    /// True when the files were swapped into the output folder.
    package var wroteOutput: Bool
    /// Each phase in order with its duration (for `--verbose`; never written into output).
    package var phases: [PhaseTiming]
    /// The records the data phase loaded (for summaries such as `waymark check`'s); `nil` when the
    /// build stopped before loading them.
    package var data: SiteData? = nil
    /// Files planned (and, when `succeeded`, rendered and written or kept); 0 when the build stopped
    /// before planning.
    package var fileCount: Int = 0
    /// Bytes rendered over all files; 0 when the build stopped before rendering.
    package var byteCount: Int = 0
    /// SVG maps in the planned files, inline in pages or as `.svg` files, as the jobs declared them.
    package var mapCount: Int = 0
    /// Feed files among the planned files: JSON Feed, Atom, GeoJSON and iCalendar.
    package var feedCount: Int = 0
    /// One line for each reason the `--cache` folder was not used or not written (a warning that
    /// never fails the build, not even under `--strict`: the build then renders every file).
    package var cacheWarnings: [String] = []
    /// Files `--cache` took from the previous output without rendering them.
    package var cacheReusedCount: Int = 0
    /// Feed entries `--cache` joined from the previous output's feeds without rendering them, and
    /// those rendered (``FeedFragments``); both 0 when no feed kept its entries.
    package var feedEntriesReusedCount: Int = 0
    package var feedEntriesRenderedCount: Int = 0
    /// CSV rows of charters and announcements `--cache` took from the last build's data phase, and
    /// rows read from their files (``DataRowCache``).
    package var dataRowsKeptCount: Int = 0
    package var dataRowsReadCount: Int = 0
    /// Lines for standard error that are neither errors nor warnings, such as the `note:` of a
    /// `--shard` build of a site with search, which indexes nothing.
    package var notes: [String] = []
    /// Where `site.yml` says `search: true`, when it does and the build got as far as planning
    /// (`waymark serve` then indexes its preview once); `nil` otherwise.
    package var searchSetting: SourceLocation? = nil

    /// True when there is no error.
    package var succeeded: Bool { !diagnostics.contains { $0.severity == .error } }

    /// Total time over all phases.
    package var duration: Duration { phases.reduce(.zero) { $0 + $1.duration } }
}
