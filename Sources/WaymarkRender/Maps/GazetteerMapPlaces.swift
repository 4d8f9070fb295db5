import WaymarkCore
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

    /// Starts loading the embedded gazetteer on a thread of its own and returns at once: for a
    /// build whose maps will need it while other work runs (the first map then finds it loaded,
    /// or waits for the load already under way).
    package static func loadInBackground() {
        _ = Concurrently.onDispatchThread { _ = try? Gazetteer.embedded() }
    }
}
