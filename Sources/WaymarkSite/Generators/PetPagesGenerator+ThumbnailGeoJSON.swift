import WaymarkGeo
import WaymarkGeocoding
import WaymarkMap
import WaymarkModel

extension PetPagesGenerator {
    /// Where an announcement's page draws its thumbnail: its position when it is open (lost or
    /// found) and valid; `nil` for a closed one (its page has no map) or one without a position.
    static func thumbnailCoordinate(_ a: Announcement) -> Coordinate? {
        guard a.status != .closed, let c = a.coordinate, c.isValid else { return nil }
        return c
    }

    /// The announcement's nearest gazetteer place as the centre of its map, with a circle out to the
    /// announcement (a metre at least); `nil` without one.
    static func nearbyPlace(of a: Announcement, _ nearby: NearbyPlace?) -> MapPlace? {
        guard let nearby, thumbnailCoordinate(a) != nil else { return nil }
        return MapPlace(name: nearby.place.name, coordinate: nearby.place.coordinate, radius: max(nearby.distance, 1))
    }

    /// `pets/announcements/<id>/map.geojson` beside the page at `page`: the features its map draws —
    /// the nearest place (`kind` `anchor`) and the circle out to the pet (`kind` `radius`) when the
    /// map shows them, then the pet with the same properties as in the landing maps' GeoJSON; `nil`
    /// when the page has no map.
    static func thumbnailGeoJSONJob(_ a: Announcement, page: OutputPath) -> PageJob? {
        guard thumbnailCoordinate(a) != nil else { return nil }
        return PageJob(path: MapGeoJSONPaths.beside(page), origin: a.location.path, isPage: false, sitemap: nil, isFeed: true) { environment in
            var features: [GeoJSONFeature] = []
            if let place = nearbyPlace(of: a, environment.site.geocoded.nearestToAnnouncements[a.id]) {
                let properties: [String: GeoJSONValue] = [
                    "kind": .text("anchor"), "name": .text(place.name),
                    "radiusKm": .number((place.radius / 1_000 * 1_000).rounded() / 1_000),
                ]
                features.append(GeoJSONFeature(id: "anchor", geometry: .point(place.coordinate), properties: properties))
                var circle = properties
                circle["kind"] = .text("radius")
                let ring = GeodesicCircle.polygon(center: place.coordinate, radius: place.radius, vertices: 96)
                features.append(GeoJSONFeature(id: "radius", geometry: AntimeridianCut.polygon(ring), properties: circle))
            }
            features.append(entry(a, config: environment.site.config, markdown: nil).feature)
            return GeoJSONFeatureCollection(features: features).encoded()
        }
    }
}
