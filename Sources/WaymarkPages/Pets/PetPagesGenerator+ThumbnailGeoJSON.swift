import WaymarkGeo
import WaymarkModel
import WaymarkOutput
import WaymarkRender

extension PetPagesGenerator {
    /// Where an announcement's page draws its thumbnail: its position when it is open (lost or
    /// found) and valid; `nil` for a closed one (its page has no map) or one without a position.
    static func thumbnailCoordinate(_ a: Announcement) -> Coordinate? {
        guard a.status != .closed, let c = a.coordinate, c.isValid else { return nil }
        return c
    }

    /// `pets/announcements/<id>/map.geojson` beside the page at `page`: the one feature its
    /// thumbnail draws, with the same properties as in the landing maps' GeoJSON; `nil` when the
    /// page has no map.
    static func thumbnailGeoJSONJob(_ a: Announcement, page: OutputPath) -> PageJob? {
        guard thumbnailCoordinate(a) != nil else { return nil }
        return PageJob(path: MapGeoJSONPaths.beside(page), origin: a.location.path, isPage: false, sitemap: nil, isFeed: true) { environment in
            try GeoJSONFeatureCollection(features: [entry(a, config: environment.site.config, markdown: nil).feature]).encoded()
        }
    }
}
