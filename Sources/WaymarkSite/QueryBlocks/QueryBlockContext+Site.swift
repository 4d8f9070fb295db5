import WaymarkDiscovery
import WaymarkModel

extension QueryBlockContext {
    /// The context of a build: its discovery indexes and today. Airports link to their pages when
    /// `settings` gives them one; charters to `charters/<id>/` and announcements to
    /// `pets/announcements/<id>/` (the pages the charter and pet generators write; ids are validated
    /// `[a-z0-9-]` by the data loader).
    public init(site: SiteContent, settings: AirportSiteSettings) {
        let airports = site.discovery.airports
        self.init(discovery: site.discovery, today: site.today) { subject, id in
            switch subject {
            case .airports:
                guard let airport = airports.airport(icao: id), settings.hasPage(airport) else { return nil }
                return AirportPagePaths.sitePath(airport)
            case .charters:
                return OutputPath(components: ["charters", id, "index.html"])?.folderPath
            case .announcements:
                return OutputPath(components: ["pets", "announcements", id, "index.html"])?.folderPath
            }
        }
    }
}
