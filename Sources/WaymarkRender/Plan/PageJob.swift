import WaymarkModel
import WaymarkOutput

/// One output file to render.
package struct PageJob: Sendable {
    /// Where the file goes.
    package var path: OutputPath
    /// What it is made from, for messages when two jobs claim one path (e.g. `Content/pages/about.md`).
    package var origin: String
    /// True for an HTML page (counted in the summary).
    package var isPage: Bool
    /// When set, the page is listed in `sitemap.xml` with this entry's `lastModified` (a content date).
    package var sitemap: SitemapInclusion?
    /// Produces the bytes. Runs concurrently with other jobs; must be deterministic. A thrown error
    /// (e.g. a value JSON cannot encode) fails the build with a message naming the file and `origin`.
    package var render: @Sendable (RenderEnvironment) throws -> [UInt8]
    /// A stable hash (`StableHash`) of every input the bytes depend on besides the shared
    /// `RenderEnvironment` (the charter, pet and airport pages: ``RecordFingerprint``), or `nil`
    /// when those inputs cannot be listed completely (sitemaps, query-block GeoJSON): only jobs
    /// with a fingerprint may come from a `RenderCache` or `--cache`.
    package var fingerprint: UInt64?
    /// How many SVG maps the file holds once rendered: inline `<svg>` maps in a page, or 1 for a
    /// map written as its own `.svg` file. Declared at plan time for the build summary.
    package var maps: Int
    /// True for a feed file (JSON Feed, Atom, GeoJSON, iCalendar), counted in the build summary.
    package var isFeed: Bool

    /// How a page appears in the sitemap.
    package struct SitemapInclusion: Sendable, Hashable {
        /// The content date, or `nil` to omit `lastmod`.
        package var lastModified: CalendarDate?
        /// Creates an inclusion.
        package init(lastModified: CalendarDate?) { self.lastModified = lastModified }
    }

    /// Creates a job.
    package init(path: OutputPath, origin: String, isPage: Bool, sitemap: SitemapInclusion?,
                fingerprint: UInt64? = nil, maps: Int = 0, isFeed: Bool = false,
                render: @escaping @Sendable (RenderEnvironment) throws -> [UInt8]) {
        self.path = path
        self.maps = maps
        self.isFeed = isFeed
        self.origin = origin
        self.isPage = isPage
        self.sitemap = sitemap
        self.render = render
        self.fingerprint = fingerprint
    }
}
