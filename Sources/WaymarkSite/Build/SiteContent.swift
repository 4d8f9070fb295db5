import WaymarkData
import WaymarkDiscovery
import WaymarkModel

/// Everything loaded and validated from a site folder, handed to every `SiteGenerator`.
public struct SiteContent: Sendable {
    /// `site.yml`.
    public let config: SiteConfig
    /// The Markdown pages and reports to publish (drafts removed unless `--drafts`), sorted by output path.
    public let pages: [ContentPage]
    /// Templates and theme static files.
    public let theme: Theme
    /// The build's "today" (`--now`, else `SOURCE_DATE_EPOCH`, else the UTC date).
    public let today: CalendarDate
    /// The site folder, for generators that read more files (data, static).
    public let siteFolder: String
    /// How the site folder is named in messages; join with `SitePaths`-style `folder/relative`.
    public let displayFolder: String
    /// The file system to read through.
    public let io: FileIO
    /// The Markdown renderer configured from `site.yml`.
    public let markdown: MarkdownRenderer
    /// The site's records from `data/` (charters, announcements, places, airports), validated, with
    /// the coordinates geocoding found filled in; `private` charters are never here.
    public let data: SiteData
    /// The discovery indexes over `data`, built once per build (pin eligibility, charter discovery,
    /// airport queries).
    public let discovery: DiscoveryIndex
    /// What geocoding found for records without coordinates (for GeoNames attribution and subtitles).
    public let geocoded: GeocodedPlaces
    /// The words and formats of the site's language (`site.yml` `language:`), from the theme's catalogues.
    public let words: SiteWords
    /// The translations of a multilingual site (`about.sv.md`), planned with their own language;
    /// `pages` holds the default language's pages only.
    public var translatedPages: [ContentPage] = []

    /// Creates the content of a build. `discovery` defaults to the indexes built from `data`.
    public init(config: SiteConfig, pages: [ContentPage], theme: Theme, today: CalendarDate, siteFolder: String,
                displayFolder: String, io: FileIO, data: SiteData = SiteData(), discovery: DiscoveryIndex? = nil,
                geocoded: GeocodedPlaces = GeocodedPlaces()) {
        self.config = config
        self.pages = pages
        self.theme = theme
        self.today = today
        self.siteFolder = siteFolder
        self.displayFolder = displayFolder
        self.io = io
        self.markdown = MarkdownRenderer(unsafeHTML: config.markdown.unsafeHTML)
        self.data = data
        self.discovery = discovery ?? DiscoveryIndex(announcements: data.announcements, charters: data.charters,
                                                         airports: data.airports, places: data.places)
        self.geocoded = geocoded
        self.words = theme.words(for: config.language)
    }

    /// `displayFolder/relative`, the way a file of the site is named in messages.
    public func displayPath(_ relative: String) -> String { SitePaths.join(displayFolder, relative) }
}
