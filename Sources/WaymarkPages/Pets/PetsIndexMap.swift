import WaymarkConfig
import WaymarkGeo
import WaymarkMap
import WaymarkMarkdown
import WaymarkModel
import WaymarkOutput
import WaymarkTheme

/// The overview map of the pets index (`pets/index.html`): one pin per place that is on the map,
/// named with its open lost and found counts and its radius and linking to its landing page, so
/// readers start from a map as well as from the table of places below it.
struct PetsIndexMap: Sendable {
    /// How the pins are counted in the map's description and badges.
    static let subject = MapSubject.places

    /// The places of the index, in the catalog's order.
    let places: [PetCatalog.PlaceEntry]
    /// The index page's path.
    static let path = OutputPath(trusted: ["pets", "index.html"])
    /// Where ``geoJSON(config:)`` is written, beside the page.
    static let dataPath = MapGeoJSONPaths.beside(path)

    /// The index page's path as text.
    var page: String { Self.path.description }

    /// One pin's text: `Croix-Rousse: 3 lost, 1 found within 2 km`.
    static func label(_ entry: PetCatalog.PlaceEntry, words: SiteWords = .english) -> String {
        words.text("pets.index_pin_label", ["place": entry.place.name, "lost": words.integer(entry.lost),
                                            "found": words.integer(entry.found),
                                            "distance": RecordText.distance(entry.place.radiusKm * 1_000, words: words)])
    }

    /// The pins: every place with a valid coordinate.
    var pins: [MapPin] { pins(words: .english) }

    /// The pins, labelled in `words`; with a `filter`, each in the layers of the filter choices its
    /// place's pets match.
    func pins(words: SiteWords, filter: PetFilter? = nil) -> [MapPin] {
        places.compactMap { entry in
            guard let coordinate = entry.place.coordinate, coordinate.isValid else { return nil }
            var pin = MapPin(id: entry.place.slug, coordinate: coordinate, label: Self.label(entry, words: words),
                             href: SiteLink.relative(from: page, to: entry.folder), category: "place")
            if let filter { pin.layers = filter.keys(entry.pins.map(\.record)) }
            return pin
        }
    }

    /// The map's data, written beside the page (`pets/map.geojson`): one point per place on the
    /// map with its name, slug, radius, open counts and page.
    func geoJSON(config: SiteConfig) -> GeoJSONFeatureCollection {
        GeoJSONFeatureCollection(features: places.compactMap { entry -> GeoJSONFeature? in
            guard let coordinate = entry.place.coordinate, coordinate.isValid else { return nil }
            let url = config.absoluteURL(entry.folder)
            return GeoJSONFeature(id: url, geometry: .point(coordinate), properties: [
                "kind": .text("place"), "name": .text(entry.place.name), "slug": .text(entry.place.slug),
                "radiusKm": .number(entry.place.radiusKm), "lost": .number(Double(entry.lost)),
                "found": .number(Double(entry.found)), "url": .text(url),
            ])
        })
    }

    /// The figure's variables (`map`, `mapData`), or none when no place is on the map; with a
    /// `filter`, the pins are drawn once per filter choice (``PetFilter/layerKeys``).
    func variables(words: SiteWords, filter: PetFilter? = nil) -> [String: Any] {
        let geocoded = places.contains { $0.geocoded != nil && $0.place.coordinate != nil }
        return IndexOverviewMap(id: "pets-places-map", page: Self.path, dataPath: Self.dataPath, subject: Self.subject,
                                titleKey: "pets.index_map_title", countedKey: "pets.places_counted",
                                captionKey: "pets.index_map_caption", credits: geocoded ? [.geoNames] : [],
                                listHref: "#places", pinLayers: filter?.layerKeys ?? [])
            .variables(pins(words: words, filter: filter), words: words)
    }
}
