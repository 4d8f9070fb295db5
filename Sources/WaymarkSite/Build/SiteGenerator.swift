import WaymarkModel

/// A producer of output files: the Markdown pages, static files, and later charters, pets, airports
/// and feeds. Add a page kind by writing a generator and passing it to `SiteBuilder`.
///
/// `plan` runs once in the validate phase and must not render: it says which files will exist (so
/// menus, sitemaps and link checks see all of them) and returns the problems it found. The jobs'
/// `render` closures run later, in parallel.
public protocol SiteGenerator: Sendable {
    /// Shown in `--verbose` output.
    var name: String { get }
    /// The files this generator will write and the problems found while planning them.
    func plan(_ site: SiteContent) -> GeneratorPlan
}

/// What a generator will produce.
public struct GeneratorPlan: Sendable {
    /// One job per output file.
    public var jobs: [PageJob]
    /// Errors and warnings found while planning.
    public var diagnostics: [Diagnostic]
    /// Feeds to advertise in every page's `<head>` (`<link rel="alternate">`).
    public var feedLinks: [FeedLink]
    /// Links written by authors that must lead to a file of the build; each one that does not is a
    /// warning at its location.
    public var links: [LinkReference]

    /// Creates a plan.
    public init(jobs: [PageJob] = [], diagnostics: [Diagnostic] = [], feedLinks: [FeedLink] = [],
                links: [LinkReference] = []) {
        self.jobs = jobs
        self.diagnostics = diagnostics
        self.feedLinks = feedLinks
        self.links = links
    }
}

/// One output file to render.
public struct PageJob: Sendable {
    /// Where the file goes.
    public var path: OutputPath
    /// What it is made from, for messages when two jobs claim one path (e.g. `Content/pages/about.md`).
    public var origin: String
    /// True for an HTML page (counted in the summary).
    public var isPage: Bool
    /// When set, the page is listed in `sitemap.xml` with this entry's `lastModified` (a content date).
    public var sitemap: SitemapInclusion?
    /// Produces the bytes. Runs concurrently with other jobs; must be deterministic.
    public var render: @Sendable (RenderEnvironment) -> [UInt8]

    /// How a page appears in the sitemap.
    public struct SitemapInclusion: Sendable, Hashable {
        /// The content date, or `nil` to omit `lastmod`.
        public var lastModified: CalendarDate?
        /// Creates an inclusion.
        public init(lastModified: CalendarDate?) { self.lastModified = lastModified }
    }

    /// Creates a job.
    public init(path: OutputPath, origin: String, isPage: Bool, sitemap: SitemapInclusion?,
                render: @escaping @Sendable (RenderEnvironment) -> [UInt8]) {
        self.path = path
        self.origin = origin
        self.isPage = isPage
        self.sitemap = sitemap
        self.render = render
    }
}

/// A feed advertised in `<head>` as `<link rel="alternate" type="…" title="…" href="…">`.
public struct FeedLink: Sendable, Hashable {
    /// Human title, e.g. `Charters (JSON Feed)`.
    public var title: String
    /// MIME type, e.g. `application/feed+json`.
    public var type: String
    /// Site path of the feed, e.g. `charters/feed.json` (made relative in each page).
    public var sitePath: String

    /// Creates a feed link.
    public init(title: String, type: String, sitePath: String) {
        self.title = title
        self.type = type
        self.sitePath = sitePath
    }
}

/// One link of the header navigation.
public struct NavigationItem: Sendable, Hashable {
    /// The link text.
    public var title: String
    /// A site path (`about/`) or an external URL.
    public var target: String
    /// True for `http(s)://`, `mailto:` and `//` targets.
    public var isExternal: Bool

    /// Creates an item.
    public init(title: String, target: String, isExternal: Bool) {
        self.title = title
        self.target = target
        self.isExternal = isExternal
    }
}

/// A link to a site path written in the input (Markdown, a data file), checked once every
/// generator has planned its files.
public struct LinkReference: Sendable, Hashable {
    /// The site path as written, e.g. `/about/#team`.
    public var target: String
    /// Where it was written.
    public var location: SourceLocation
    /// The source line, quoted in the warning.
    public var sourceLine: String?

    /// Creates a reference.
    public init(target: String, location: SourceLocation, sourceLine: String?) {
        self.target = target
        self.location = location
        self.sourceLine = sourceLine
    }

    /// The output file the target names (`/about/#x` → `about/index.html`).
    public var file: String {
        var file = SiteLink.file(forSitePath: target)
        if let cut = file.firstIndex(where: { $0 == "#" || $0 == "?" }) { file = String(file[..<cut]) }
        return file
    }
}
