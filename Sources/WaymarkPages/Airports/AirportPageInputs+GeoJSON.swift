import WaymarkConfig
import WaymarkGeo
import WaymarkMap
import WaymarkModel
import WaymarkOutput
import WaymarkRender

extension AirportPageInputs {
    /// What `airports/<cc>/<ident>/map.geojson` is made from: the airport's point, its neighbours'
    /// points in the map's order, and the circle out to the farthest of them. Its hash is the
    /// file's fingerprint (``PageJob/fingerprint(path:data:)``): the points as their compact text
    /// (``CompactGeoJSON``), the circle as its centre and radius (its polygon is made only when the
    /// file is written).
    struct MapData: Encodable, Sendable {
        /// The circle the page's map draws around the airport.
        struct Circle: Encodable, Sendable {
            var name: String
            var latitude: Double
            var longitude: Double
            /// Metres.
            var radius: Double
        }

        /// The airport as a point (``AirportGeoJSON/feature(_:legend:config:)``).
        var anchor: GeoJSONFeature?
        /// Its neighbours as points; none for a map without neighbours.
        var neighbours: [GeoJSONFeature]
        /// `nil` for a map without neighbours: one point only.
        var circle: Circle?

        private enum Key: String, CodingKey {
            case points, circle
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(CompactGeoJSON(features: (anchor.map { [$0] } ?? []) + neighbours), forKey: .points)
            try container.encodeIfPresent(circle, forKey: .circle)
        }

        /// The file's features: the airport (`kind` `anchor`, with the circle's radius in NM), the
        /// circle (`kind` `radius`) and one point per neighbour, in the map's order; or the one
        /// airport of a map without neighbours.
        var collection: GeoJSONFeatureCollection {
            guard let circle else { return GeoJSONFeatureCollection(features: anchor.map { [$0] } ?? []) }
            let radiusNM = GeoJSONValue.number((circle.radius / 1_852 * 1_000).rounded() / 1_000)
            var anchor = self.anchor
            anchor?.properties["kind"] = .text("anchor")
            anchor?.properties["radiusNM"] = radiusNM
            var features = anchor.map { [$0] } ?? []
            let centre = Coordinate(latitude: circle.latitude, longitude: circle.longitude)
            let ring = GeodesicCircle.polygon(center: centre, radius: circle.radius, vertices: 96)
            features.append(GeoJSONFeature(id: "radius", geometry: AntimeridianCut.polygon(ring), properties: [
                "kind": .text("radius"), "name": .text(circle.name), "radiusNM": radiusNM,
            ]))
            return GeoJSONFeatureCollection(features: features + neighbours)
        }
    }

    /// The map data beside the page, `nil` when the airport has no valid position (its page has no map).
    func mapData(legend: MapLegendMode, config: SiteConfig) -> MapData? {
        guard let c = airport.coordinate, c.isValid else { return nil }
        guard let place = neighbourhood else {
            return MapData(anchor: AirportGeoJSON.feature(airport, legend: legend, config: config), neighbours: [], circle: nil)
        }
        return MapData(anchor: AirportGeoJSON.feature(airport, legend: legend, config: config),
                       neighbours: AirportGeoJSON.collection(nearest.map(\.record), legend: legend, config: config).features,
                       circle: MapData.Circle(name: airport.ident, latitude: c.latitude, longitude: c.longitude, radius: place.radius))
    }

    /// The job of `airports/<cc>/<ident>/map.geojson` beside the page at `page` (``MapData``), `nil`
    /// when the airport has no valid position. `neighbours` holds the airport's neighbours as page
    /// `position`, as for its page; `fingerprint` is the file's, when a cache wants one.
    static func thumbnailGeoJSONJob(_ airport: Airport, page: OutputPath, neighbours: AirportNeighbours, position: Int,
                                    settings: AirportSiteSettings, fingerprint: UInt64?) -> PageJob? {
        guard let c = airport.coordinate, c.isValid else { return nil }
        return PageJob(path: MapGeoJSONPaths.beside(page), origin: airport.location.description, isPage: false, sitemap: nil,
                       fingerprint: fingerprint, isFeed: true) { environment in
            let inputs = AirportPageInputs(airport: airport, path: page, nearest: neighbours.nearest(ofPage: position))
            let data = inputs.mapData(legend: settings.legend, config: environment.site.config)
            return try (data?.collection ?? GeoJSONFeatureCollection(features: [])).encoded()
        }
    }
}
