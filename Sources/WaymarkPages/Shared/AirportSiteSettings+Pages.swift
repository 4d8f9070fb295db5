import WaymarkConfig
import WaymarkModel

extension AirportSiteSettings {
    /// Whether `airport` gets a page: one of the page types, with a position and a path of its own.
    package func hasPage(_ airport: Airport) -> Bool {
        pageTypes.contains(airport.type) && airport.coordinate != nil && AirportPagePaths.airport(airport) != nil
    }
}
