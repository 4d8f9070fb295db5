import WaymarkConfig
import WaymarkCore
import WaymarkData
import WaymarkDiscovery
import WaymarkMarkdown
import WaymarkModel
import WaymarkOutput
import WaymarkResolve
import WaymarkTheme

/// Everything loaded and validated from a site folder, handed to every `SiteGenerator`.
package struct SiteContent: Sendable {
    /// `site.yml`.
    package let config: SiteConfig
    /// The Markdown pages and reports to publish (drafts removed unless `--drafts`), sorted by output
    /// path, each parsed once with ``markdown``.
    package let pages: [ContentPage]
    /// The ```` ```waymark ```` blocks of each of `pages` (by ``ContentPage/displayPath``), parsed and
    /// their queries run once for the whole build; pages without blocks are not listed.
    package let queryRuns: [String: [QueryBlockRun]]
    /// Templates and theme static files.
    package let theme: Theme
    /// The build's "today" (`--now`, else `SOURCE_DATE_EPOCH`, else the UTC date).
    package let today: CalendarDate
    /// The site folder, for generators that read more files (data, static).
    package let siteFolder: String
    /// How the site folder is named in messages; join with `SitePaths`-style `folder/relative`.
    package let displayFolder: String
    /// The file system to read through.
    package let io: FileIO
    /// The Markdown renderer configured from `site.yml`.
    package let markdown: MarkdownRenderer
    /// The site's records from `data/` (charters, announcements, places, airports), validated, with
    /// the coordinates geocoding found filled in; `private` charters are never here.
    package let data: SiteData
    /// The discovery indexes over `data`, built once per build (pin eligibility, charter discovery,
    /// airport queries).
    package let discovery: DiscoveryIndex
    /// What geocoding found for records without coordinates (for GeoNames attribution and subtitles).
    package let geocoded: GeocodedPlaces
    /// The words and formats of the site's language (`site.yml` `language:`), from the theme's catalogues.
    package let words: SiteWords
    /// The translations of a multilingual site (`about.sv.md`), planned with their own language;
    /// `pages` holds the default language's pages only.
    package var translatedPages: [ContentPage] = []
    /// Whether the generators fingerprint each job: the data generators (charters, pets, airports)
    /// by the records it shows (``RecordFingerprint``), the Markdown pages by the page and what it
    /// lists. Only a cache uses them (`serve`'s render cache, `--cache`); a build without one
    /// (`--no-cache`, `waymark check`) sets this to `false` and the generators skip the hashing
    /// (and leave every job's fingerprint `nil`).
    package var wantsFingerprints = true
    /// Feed entries kept between builds by `--cache` (``FeedFragments``); `nil` renders every entry.
    package var feedFragments: FeedFragments?

    /// Creates the content of a build. `discovery` defaults to the indexes built from `data`.
    package init(config: SiteConfig, pages: [ContentPage], theme: Theme, today: CalendarDate, siteFolder: String,
                displayFolder: String, io: FileIO, data: SiteData = SiteData(), discovery: DiscoveryIndex? = nil,
                geocoded: GeocodedPlaces = GeocodedPlaces()) {
        self.config = config
        let markdown = MarkdownRenderer(unsafeHTML: config.markdown.unsafeHTML)
        self.pages = pages.map { $0.parsed(with: markdown) }
        self.theme = theme
        self.today = today
        self.siteFolder = siteFolder
        self.displayFolder = displayFolder
        self.io = io
        self.markdown = markdown
        self.data = data
        self.discovery = discovery ?? DiscoveryIndex(announcements: data.announcements, charters: data.charters,
                                                         airports: data.airports, places: data.places,
                                                         defaults: config.defaults)
        self.geocoded = geocoded
        self.words = theme.words(for: config.language)
        self.queryRuns = Self.runQueries(of: self.pages, discovery: self.discovery, today: today)
    }

    /// Runs the blocks of every page that has any, pages in parallel.
    private static func runQueries(of pages: [ContentPage], discovery: DiscoveryIndex, today: CalendarDate) -> [String: [QueryBlockRun]] {
        let withBlocks = pages.filter { !$0.parsed.blocks.isEmpty }
        guard !withBlocks.isEmpty else { return [:] }
        let runs = Concurrently.map(withBlocks.count) { QueryBlockRun.runs(of: withBlocks[$0], discovery: discovery, today: today) }
        return Dictionary(zip(withBlocks.map(\.displayPath), runs)) { _, last in last }
    }

    /// `displayFolder/relative`, the way a file of the site is named in messages.
    package func displayPath(_ relative: String) -> String { SitePaths.join(displayFolder, relative) }

    /// The pages' Content-Security-Policy: the theme's inline scripts and `site.yml`'s `scriptSources`.
    package var contentSecurityPolicy: ContentSecurityPolicy {
        ContentSecurityPolicy(inlineScripts: theme.inlineScripts, scriptSources: config.scriptSources)
    }
}
