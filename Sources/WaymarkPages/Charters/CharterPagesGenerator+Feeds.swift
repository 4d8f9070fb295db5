import WaymarkConfig
import WaymarkCore
import WaymarkMarkdown
import WaymarkModel
import WaymarkOutput
import WaymarkRender
import WaymarkTheme

extension CharterPagesGenerator {
    /// The feed of discoverable charters (public, located, ending today or later), in discovery
    /// order: start date, then id.
    func feed(_ catalog: CharterCatalog, site: SiteContent) -> SiteFeed {
        SiteFeed(title: site.words.text("charters.feed_title", ["site": site.config.title]),
                 description: site.words.text("charters.feed_description"),
                 folder: "charters/", entries: [], today: site.today)
    }

    /// `charters/feed.json` and `charters/feed.atom`; entries are made once while rendering (in
    /// parallel with the pages), from the same catalog, and shared by both files.
    func feedJobs(_ feed: SiteFeed, catalog: CharterCatalog) -> [PageJob] {
        let cache = FeedEntryCache { environment in
            catalog.discoverable.map {
                Self.entry($0, catalog: catalog, config: environment.site.config, markdown: environment.site.markdown, words: environment.site.words)
            }
        }
        @Sendable func filled(_ environment: RenderEnvironment) -> SiteFeed {
            var feed = feed
            feed.entries = cache.value(environment)
            return feed
        }
        // The feed's title and description (from site.yml) and its entries in order.
        var inputs = StableHash()
        if catalog.fingerprinted {
            inputs.combine(feed.title)
            inputs.combine(feed.description)
            catalog.combine(catalog.discoverable, into: &inputs)
        }
        func fingerprint(_ path: OutputPath) -> UInt64? { catalog.fingerprint(of: name, path, inputs: inputs) }
        let json = OutputPath(trusted: ["charters", SiteFeed.jsonName]), atom = OutputPath(trusted: ["charters", SiteFeed.atomName])
        return [
            PageJob(path: json, origin: "(charters feed)", isPage: false,
                    sitemap: nil, fingerprint: fingerprint(json), isFeed: true) { environment in
                try filled(environment).jsonFeedBytes(config: environment.site.config)
            },
            PageJob(path: atom, origin: "(charters feed)", isPage: false,
                    sitemap: nil, fingerprint: fingerprint(atom), isFeed: true) { environment in
                filled(environment).atom(config: environment.site.config)
            },
        ]
    }

    /// The date a charter is published under in feeds: its start once it has started, else today (a
    /// feed never announces a date in the future; the value is stable once the trip has begun).
    static func published(_ c: Charter, today: CalendarDate) -> CalendarDate {
        guard let start = c.start, start <= today else { return today }
        return start
    }

    /// One sentence of a charter's boat, destination and dates, e.g. `Aboard Galeb, to Hvar, 1–8 July 2026`
    /// (no full stop): the summary of its feed entries and the start of its calendar event's description.
    static func summary(_ c: Charter, words: SiteWords) -> String {
        [c.boat.map { words.text("charters.feed_aboard", ["boat": $0]) },
         c.destination.map { words.text("charters.feed_to", ["destination": $0]) },
         RecordText.dateRange(c.start, c.end, words: words)]
            .compactMap { $0 }.joined(separator: ", ")
    }

    /// A charter as a feed entry: permalink, summary of boat, destination and dates, rendered
    /// description (links absolute from `baseURL`) when `markdown` is given, point and facts.
    static func entry(_ c: Charter, catalog: CharterCatalog, config: SiteConfig, markdown: MarkdownRenderer?,
                      words: SiteWords = .english) -> FeedEntry {
        let summary = summary(c, words: words)
        var properties: [String: GeoJSONValue] = ["kind": .text("charter"), "id": .text(c.id), "name": .text(c.name)]
        if let start = c.start { properties["start"] = .text(start.description) }
        if let end = c.end { properties["end"] = .text(end.description) }
        if let boat = c.boat { properties["boat"] = .text(boat) }
        if let vessel = c.vesselType { properties["vesselType"] = .text(vessel) }
        if let destination = c.destination { properties["destination"] = .text(destination) }
        if let region = c.region { properties["region"] = .text(region) }
        if let berths = c.berths { properties["berths"] = .integer(berths) }
        let html = markdown.map { $0.render(c.description, rootPrefix: config.baseURL) }
        return FeedEntry(permalink: config.absoluteURL(CharterCatalog.sitePath(c.id)), title: c.name, summary: summary + ".",
                         contentHTML: html.flatMap { $0.isEmpty ? nil : $0 }, date: published(c, today: catalog.today), coordinate: c.coordinate,
                         properties: properties, tags: c.tags)
    }
}
