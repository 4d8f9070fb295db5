import WaymarkConfig
import WaymarkCore
import WaymarkDiscovery
import WaymarkModel
import WaymarkRender

extension QueryBlockContext {
    /// The context of a build: its discovery indexes, today and its language's words. Airports link to their pages when
    /// `settings` gives them one; charters and announcements to the pages ``RecordPagePaths`` says
    /// the build writes and other pages may link to (public charters; every announcement), looked
    /// up by id in the site's records, so a block never links to a page that does not exist.
    package init(site: SiteContent, settings: AirportSiteSettings) {
        let airports = site.discovery.airports
        // Made when a block first links a record: a site whose pages hold no block never needs them
        // (the plan of a site with 100,000 announcements and no query blocks made them for nothing).
        let data = site.data
        let charters = OnceValue { Self.pages(data.charters, id: \.id, path: RecordPagePaths.linkableCharter) }
        let announcements = OnceValue { Self.pages(data.announcements, id: \.id, path: RecordPagePaths.linkableAnnouncement) }
        self.init(discovery: site.discovery, today: site.today, words: site.words) { subject, id in
            switch subject {
            case .airports:
                guard let airport = airports.airport(icao: id), settings.hasPage(airport) else { return nil }
                return AirportPagePaths.sitePath(airport)
            case .charters:
                return charters.value[id]
            case .announcements:
                return announcements.value[id]
            }
        }
    }

    /// The site path of each record's page by id, for the records `path` gives one.
    private static func pages<Record>(_ records: [Record], id: (Record) -> String, path: (Record) -> String?) -> [String: String] {
        var pages: [String: String] = [:]
        for record in records {
            if let page = path(record) { pages[id(record)] = page }
        }
        return pages
    }
}
