import WaymarkConfig
import WaymarkGeo
import WaymarkMap
import WaymarkModel
import WaymarkOutput
import WaymarkRender

extension AirportPageModel {
    /// `airports/<cc>/<ident>/map.geojson` beside the page at `page`: the features of its map — the
    /// airport (`kind` `anchor`, with the circle's radius in NM), the circle (`kind` `radius`) and one
    /// point per neighbour, in the map's order; or the one airport of a map without neighbours. `nil`
    /// when the airport has no valid position (its page has no map). `neighbours` holds the
    /// airport's neighbours as page `position`, as for its page.
    static func thumbnailGeoJSONJob(_ airport: Airport, page: OutputPath, neighbours: AirportNeighbours, position: Int,
                                    settings: AirportSiteSettings) -> PageJob? {
        guard let c = airport.coordinate, c.isValid else { return nil }
        return PageJob(path: MapGeoJSONPaths.beside(page), origin: airport.location.description, isPage: false, sitemap: nil, isFeed: true) { environment in
            let model = AirportPageModel(airport: airport, path: page, nearest: neighbours.nearest(ofPage: position))
            let config = environment.site.config
            guard let place = model.neighbourhood else {
                return try AirportGeoJSON.collection([airport], legend: settings.legend, config: config).encoded()
            }
            var anchor = AirportGeoJSON.feature(airport, legend: settings.legend, config: config)
            anchor?.properties["kind"] = .text("anchor")
            anchor?.properties["radiusNM"] = .number((place.radius / 1_852 * 1_000).rounded() / 1_000)
            var features = anchor.map { [$0] } ?? []
            var circle: [String: GeoJSONValue] = ["kind": .text("radius"), "name": .text(airport.ident)]
            circle["radiusNM"] = anchor?.properties["radiusNM"]
            let ring = GeodesicCircle.polygon(center: c, radius: place.radius, vertices: 96)
            features.append(GeoJSONFeature(id: "radius", geometry: AntimeridianCut.polygon(ring), properties: circle))
            features += AirportGeoJSON.collection(model.nearest.map(\.record), legend: settings.legend, config: config).features
            return try GeoJSONFeatureCollection(features: features).encoded()
        }
    }
}
