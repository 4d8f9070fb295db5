import WaymarkDiscovery
import WaymarkModel

extension QueryBlockContext {
    /// The context of a build: its discovery indexes and today, with airports linking to their
    /// pages when `settings` gives them one.
    public init(site: SiteContent, settings: AirportSiteSettings) {
        let airports = site.discovery.airports
        self.init(discovery: site.discovery, today: site.today) { subject, id in
            guard subject == .airports, let airport = airports.airport(icao: id), settings.hasPage(airport) else { return nil }
            return AirportPagePaths.sitePath(airport)
        }
    }
}
