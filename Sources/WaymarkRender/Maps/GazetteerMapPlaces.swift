import WaymarkGeo
import WaymarkGeocoding
import WaymarkMap

/// The site's maps take their place labels from the embedded GeoNames gazetteer (docs/geo.md,
/// "Place labels"): WaymarkMap asks for the most populous places in each fitted view.
package struct GazetteerMapPlaces: MapPlaceSource {
    let gazetteer: Gazetteer

    /// Labels from `gazetteer`.
    package init(gazetteer: Gazetteer) {
        self.gazetteer = gazetteer
    }

    package func mapPlaces(in bounds: GeoBounds, limit: Int) -> [MapPlaceLabel] {
        gazetteer.populousPlaceLabels(in: bounds, limit: limit).map {
            MapPlaceLabel(id: $0.id, name: $0.name, coordinate: $0.coordinate, population: $0.population)
        }
    }

    /// The embedded gazetteer's places (loaded once per process), or nil when it cannot be read:
    /// maps then go without labels, and the data stage reports the damaged install whenever a
    /// record needs the gazetteer.
    package static var embedded: GazetteerMapPlaces? {
        (try? Gazetteer.embedded()).map { GazetteerMapPlaces(gazetteer: $0) }
    }
}
