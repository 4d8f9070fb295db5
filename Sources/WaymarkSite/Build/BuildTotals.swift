import WaymarkRender

/// What a build's planned files add up to, for the summary line: counted from what the jobs declare
/// when they are planned (`PageJob.isPage`, `maps`, `isFeed`), never by reading the rendered output.
struct BuildTotals: Sendable, Hashable {
    /// Files planned.
    var files = 0
    /// HTML pages among them.
    var pages = 0
    /// SVG maps they hold, inline in pages or as `.svg` files.
    var maps = 0
    /// Feed files among them: JSON Feed, Atom, GeoJSON, iCalendar.
    var feeds = 0
    /// Bytes rendered (known once the render phase is over).
    var bytes = 0
}

extension BuildTotals {
    /// The totals of `jobs`.
    init(_ jobs: [PageJob]) {
        files = jobs.count
        for job in jobs {
            if job.isPage { pages += 1 }
            if job.isFeed { feeds += 1 }
            maps += job.maps
        }
    }
}
