import WaymarkDiscovery
import WaymarkMarkdown
import WaymarkModel
import WaymarkOutput

extension PetPagesGenerator {
    /// `feed.json` and `feed.atom` in `feed.folder`, listing `announcements` in the order given.
    /// With `fragments` (`--cache`) and record fingerprints, each entry's bytes are taken from an
    /// earlier build when its record is unchanged (``FeedFragments``), and only the others render.
    func feedJobs(_ feed: SiteFeed, announcements: [Announcement], catalog: PetCatalog,
                  fragments: FeedFragments? = nil) -> [PageJob] {
        let folder = feed.folder.split(separator: "/").map(String.init)
        let cache = FeedEntryCache { environment in
            announcements.map { Self.entry($0, config: environment.site.config, markdown: environment.site.markdown, words: environment.site.words) }
        }
        @Sendable func filled(_ environment: RenderEnvironment) -> SiteFeed {
            var feed = feed
            feed.entries = cache.entries(environment)
            return feed
        }
        // The feed's title and description (from the place and site.yml) and its entries in order.
        var inputs = StableHash()
        let records = catalog.fingerprinted ? announcements.map { catalog.fingerprint(of: $0) } : []
        if catalog.fingerprinted {
            inputs.combine(feed.title)
            inputs.combine(feed.description)
            inputs.combine(announcements.count)
            for record in records { inputs.combine(record) }
        }
        func fingerprint(_ path: OutputPath) -> UInt64? {
            guard catalog.fingerprinted else { return nil }
            var hash = RecordFingerprint.job(name, path)
            hash.combine(inputs.value)
            return hash.value
        }
        let kept = catalog.fingerprinted ? fragments : nil
        let json = OutputPath(trusted: folder + [SiteFeed.jsonName]), atom = OutputPath(trusted: folder + [SiteFeed.atomName])
        return [
            PageJob(path: json, origin: "(pets feed)", isPage: false,
                    sitemap: nil, fingerprint: fingerprint(json), isFeed: true) { environment in
                if let kept, kept.isActive,
                   let bytes = Self.jsonFeed(feed, path: json, announcements: announcements, records: records,
                                             fragments: kept, cache: cache, environment: environment) {
                    return bytes
                }
                return try filled(environment).jsonFeedBytes(config: environment.site.config)
            },
            PageJob(path: atom, origin: "(pets feed)", isPage: false,
                    sitemap: nil, fingerprint: fingerprint(atom), isFeed: true) { environment in
                if let kept, kept.isActive {
                    return Self.atomFeed(feed, path: atom, announcements: announcements, records: records,
                                         fragments: kept, cache: cache, environment: environment)
                }
                return filled(environment).atom(config: environment.site.config)
            },
        ]
    }

    /// An announcement as a feed entry: permalink, one-sentence summary, rendered description (links
    /// absolute from `baseURL`) when `markdown` is given, point and facts.
    static func entry(_ a: Announcement, config: SiteConfig, markdown: MarkdownRenderer?, words: SiteWords = .english) -> FeedEntry {
        var properties: [String: GeoJSONValue] = ["kind": .text("announcement"), "id": .text(a.id), "status": .text(a.status.rawValue),
                                                  "name": .text(a.displayName)]
        if let species = a.species { properties["species"] = .text(species) }
        if let name = a.petName { properties["petName"] = .text(name) }
        if let breed = a.breed { properties["breed"] = .text(breed) }
        if let color = a.color { properties["color"] = .text(color) }
        if let date = a.date { properties["date"] = .text(date.description) }
        let html = markdown.map { $0.render(a.description, rootPrefix: config.baseURL) }
        return FeedEntry(permalink: config.absoluteURL(PetCatalog.announcementPath(a.id)), title: AnnouncementText.title(a, words: words),
                         summary: AnnouncementText.summary(a, words: words), contentHTML: html.flatMap { $0.isEmpty ? nil : $0 },
                         date: a.date, coordinate: a.coordinate, properties: properties,
                         tags: [a.status.rawValue] + (a.species.map { [$0] } ?? []))
    }
}
