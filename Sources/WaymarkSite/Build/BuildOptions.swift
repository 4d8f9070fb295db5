import WaymarkData
import WaymarkModel
import WaymarkOutput
import WaymarkRender

/// How to run one build.
package struct BuildOptions: Sendable {
    /// Whether files are written.
    package enum Mode: Sendable, Hashable {
        /// Render and swap the result into the output folder.
        case write
        /// Load, validate and render, but write nothing (`waymark check`, previews from memory).
        case validate
    }

    /// The site folder (holds `site.yml`).
    package var siteFolder: String
    /// The output folder, replaced as a whole on success.
    package var outputFolder: String
    /// The build's "today".
    package var today: CalendarDate
    /// Warnings become errors.
    package var strict: Bool
    /// Pages with `draft: true` are built too.
    package var includeDrafts: Bool
    /// Write or only validate.
    package var mode: Mode
    /// How the site folder is named in messages; `siteFolder` when `nil`.
    package var displayFolder: String?
    /// Ask the online geocoder configured in `site.yml` (`geocoding.online`) for texts the embedded
    /// gazetteer and the geocode cache cannot place (`waymark build --online`). Off by default: a
    /// build never touches the network unless both the site and this flag ask for it.
    package var online: Bool
    /// `html` (the site) or `markdown` (only the reports, as `.md` files with `.svg` maps).
    package var format: OutputFormat = .html
    /// A folder laid out like the repository's `Templates/` to read the default theme from instead of
    /// the copy embedded in the binary (`waymark serve` in a Waymark checkout, so theme edits show
    /// without recompiling); `nil` uses the embedded theme. The site's own `Templates/` still wins.
    package var themeFolder: String? = nil
    /// In mode `.validate`, whether `BuildResult.files` holds the rendered files (`waymark serve` and
    /// tests read them). `waymark check` only needs every page to render and sets `false`, so memory
    /// holds a handful of rendered files at a time, as in a write build. Ignored by a builder with a
    /// `RenderCache`, which keeps what it rendered.
    package var keepsRenderedFiles: Bool = true
    /// The drivers that read `sources:` of `site.yml` (the `waymark` program passes WaymarkPostgres's);
    /// a site that declares a source no driver reads fails with an error at that source.
    package var sourceDrivers: [any RecordSourceDriver] = []
    /// Bumped by `waymark serve` to read the `sources:` again (its `r` key and `--source-poll`): part
    /// of the key under which a preview keeps the data phase, so a rebuild with the same number
    /// never queries the database again.
    package var sourceRefresh: Int = 0
    /// `--shard K/N`: render and write only the files of shard K of N (``OutputShard``); `nil` builds
    /// every file.
    package var shard: OutputShard? = nil
    /// `--cache DIR`: the folder where a write build keeps what it rendered between processes
    /// (``BuildCache``), so the next build renders only the files whose inputs changed and reuses
    /// the others from the previous output folder; `nil` (`--no-cache`) renders every file.
    package var cacheFolder: String? = nil
    /// Whether the build frees what it built before returning. `waymark build` is a process that
    /// ends right after the build and sets `false`: its records, plan, output scan and cache tables
    /// are then left to the end of the process, which takes the whole heap back at once, instead of
    /// being freed object by object (a rebuild of a 110,000-page site spent its last 0.2 s in
    /// `free`; docs/scale.md, "Background work at low priority"). A long-lived caller (`serve`,
    /// tests) keeps the default.
    package var freesMemory: Bool = true
    /// The Pagefind program a site with `search: true` is indexed with (``SearchIndexerLookup``
    /// finds it for `waymark build` and `serve`); without one, such a site fails to build with an
    /// error at `search:` that says how to install it. Unused when the site has no search.
    package var searchIndexer: SearchIndexer? = nil

    /// Creates options.
    package init(siteFolder: String, outputFolder: String, today: CalendarDate, strict: Bool = false,
                includeDrafts: Bool = false, mode: Mode = .write, displayFolder: String? = nil,
                online: Bool = false) {
        self.siteFolder = siteFolder
        self.outputFolder = outputFolder
        self.today = today
        self.strict = strict
        self.includeDrafts = includeDrafts
        self.mode = mode
        self.displayFolder = displayFolder
        self.online = online
    }
}
