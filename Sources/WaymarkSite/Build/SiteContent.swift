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

    /// Creates the content of a build.
    public init(config: SiteConfig, pages: [ContentPage], theme: Theme, today: CalendarDate, siteFolder: String,
                displayFolder: String, io: FileIO) {
        self.config = config
        self.pages = pages
        self.theme = theme
        self.today = today
        self.siteFolder = siteFolder
        self.displayFolder = displayFolder
        self.io = io
        self.markdown = MarkdownRenderer(unsafeHTML: config.markdown.unsafeHTML)
    }

    /// `displayFolder/relative`, the way a file of the site is named in messages.
    public func displayPath(_ relative: String) -> String { SitePaths.join(displayFolder, relative) }
}
