import WaymarkConfig
import WaymarkCore
import WaymarkDiscovery
import WaymarkMarkdown
import WaymarkModel
import WaymarkOutput
import WaymarkRender
import WaymarkTheme

extension PetPagesGenerator {
    /// `feed.json` and `feed.atom` in `feed.folder`, listing `announcements` in the order given.
    /// With `fragments` (`--cache`) and record fingerprints, each entry's bytes are taken from an
    /// earlier build when its record is unchanged (``FeedFragments``), and only the others render.
    ///
    /// The two files share the rendered descriptions (made once, ``FeedEntryCache``); every other
    /// part of an entry is made as it is written and dropped after it, so a site-wide feed of
    /// 100,000 announcements is never held as entries beside its bytes (docs/scale.md, "Memory").
    func feedJobs(_ feed: SiteFeed, announcements: [Announcement], catalog: PetCatalog,
                  fragments: FeedFragments? = nil) -> [PageJob] {
        let folder = feed.folder.split(separator: "/").map(String.init)
        let cache = FeedEntryCache { environment in
            announcements.map { Self.description($0, config: environment.site.config, markdown: environment.site.markdown) }
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
                let entry = Self.entries(announcements, descriptions: cache.value(environment), site: environment.site)
                return try feed.jsonFeed(config: environment.site.config, items: [])
                    .encoded(count: announcements.count) { SiteFeed.jsonItem(entry($0)) }
            },
            PageJob(path: atom, origin: "(pets feed)", isPage: false,
                    sitemap: nil, fingerprint: fingerprint(atom), isFeed: true) { environment in
                if let kept, kept.isActive {
                    return Self.atomFeed(feed, path: atom, announcements: announcements, records: records,
                                         fragments: kept, cache: cache, environment: environment)
                }
                let entry = Self.entries(announcements, descriptions: cache.value(environment), site: environment.site)
                return feed.atom(config: environment.site.config, updated: Self.updated(announcements, today: feed.today),
                                 count: announcements.count) { index, writer in
                    SiteFeed.writeAtomEntry(entry(index), today: feed.today, into: &writer)
                }
            },
        ]
    }

    /// The entry of the announcement at an index, its description taken from `descriptions`
    /// (``description(_:config:markdown:)`` of each, in the same order).
    static func entries(_ announcements: [Announcement], descriptions: [String?], site: SiteContent) -> (Int) -> FeedEntry {
        { entry(announcements[$0], config: site.config, html: descriptions[$0], words: site.words) }
    }

    /// A pets feed's `updated`: the newest announcement date, else today (``SiteFeed/updated`` of its entries).
    static func updated(_ announcements: [Announcement], today: CalendarDate) -> CalendarDate {
        announcements.compactMap(\.date).max() ?? today
    }

    /// An announcement as a feed entry: permalink, one-sentence summary, rendered description (links
    /// absolute from `baseURL`) when `markdown` is given, point and facts.
    static func entry(_ a: Announcement, config: SiteConfig, markdown: MarkdownRenderer?, words: SiteWords = .english) -> FeedEntry {
        entry(a, config: config, html: description(a, config: config, markdown: markdown), words: words)
    }

    /// The rendered description of `a` for its feed entry (links absolute from `baseURL`); `nil`
    /// without `markdown` or when it renders to nothing.
    static func description(_ a: Announcement, config: SiteConfig, markdown: MarkdownRenderer?) -> String? {
        guard let html = markdown?.render(a.description, rootPrefix: config.baseURL), !html.isEmpty else { return nil }
        return html
    }

    /// An announcement as a feed entry with its description already rendered (`html`).
    static func entry(_ a: Announcement, config: SiteConfig, html: String?, words: SiteWords) -> FeedEntry {
        var properties: [String: GeoJSONValue] = ["kind": .text("announcement"), "id": .text(a.id), "status": .text(a.status.rawValue),
                                                  "name": .text(AnnouncementText.name(a, words: words))]
        if let species = a.species { properties["species"] = .text(species) }
        if let name = a.petName { properties["petName"] = .text(name) }
        if let breed = a.breed { properties["breed"] = .text(breed) }
        if let color = a.color { properties["color"] = .text(color) }
        if let date = a.date { properties["date"] = .text(date.description) }
        return FeedEntry(permalink: config.absoluteURL(PetCatalog.announcementPath(a.id)), title: AnnouncementText.title(a, words: words),
                         summary: AnnouncementText.summary(a, words: words), contentHTML: html,
                         date: a.date, coordinate: a.coordinate, properties: properties,
                         tags: AnnouncementText.tags(a, words: words))
    }
}
