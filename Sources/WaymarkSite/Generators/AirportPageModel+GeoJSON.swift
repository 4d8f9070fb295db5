import WaymarkMap
import WaymarkModel

extension AirportPageModel {
    /// `airports/<cc>/<ident>/map.geojson` beside the page at `page`: the one pin of its thumbnail;
    /// `nil` when the airport has no valid position (its page has no map).
    static func thumbnailGeoJSONJob(_ airport: Airport, page: OutputPath, legend: MapLegendMode) -> PageJob? {
        guard let c = airport.coordinate, c.isValid else { return nil }
        return PageJob(path: MapGeoJSONPaths.beside(page), origin: airport.location.description, isPage: false, sitemap: nil) { environment in
            AirportGeoJSON.collection([airport], legend: legend, config: environment.site.config).encoded()
        }
    }
}
