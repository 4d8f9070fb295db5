import WaymarkMap

extension MapRenderer {
    /// The renderer of every map a site draws: the standard coastlines, and place labels from the
    /// embedded gazetteer (docs/geo.md, "Place labels").
    package static let site = MapRenderer(places: GazetteerMapPlaces.embedded)
}
