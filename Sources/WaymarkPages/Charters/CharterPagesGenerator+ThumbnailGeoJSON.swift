import WaymarkModel
import WaymarkOutput
import WaymarkRender

extension CharterPagesGenerator {
    /// `charters/<id>/map.geojson` beside the page at `page`: the one feature its thumbnail map
    /// draws, with the same properties as in the overview maps' GeoJSON; `nil` for a charter
    /// without a map (no position). An unlisted charter's file exists only here, beside its own page.
    static func thumbnailGeoJSONJob(_ charter: Charter, catalog: CharterCatalog, page: OutputPath) -> PageJob? {
        guard charter.coordinate != nil else { return nil }
        return PageJob(path: MapGeoJSONPaths.beside(page), origin: charter.location.path, isPage: false, sitemap: nil, isFeed: true) { environment in
            let feature = entry(charter, catalog: catalog, config: environment.site.config, markdown: nil).feature
            return try GeoJSONFeatureCollection(features: [feature]).encoded()
        }
    }
}
