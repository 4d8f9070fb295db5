import WaymarkConfig
import WaymarkMap
import WaymarkModel

/// The GeoJSON of the airport maps: an airport page's thumbnail (`airports/<cc>/<ident>/map.geojson`)
/// and a country's map (`airports/<cc>/map.geojson`), one Point feature per pin the map draws.
enum AirportGeoJSON {
    /// `airport` as a Point feature: `id` the absolute URL of its page (else its ident); properties
    /// `kind` (`airport`), `ident`, `name`, `type`, `country`, `iata` and `municipality` when known,
    /// `category` (the pin's legend key under `legend`) and `url` when it has a page. `nil` without a
    /// valid position (the map draws no pin for it).
    static func feature(_ airport: Airport, legend: MapLegendMode, config: SiteConfig) -> GeoJSONFeature? {
        guard let c = airport.coordinate, c.isValid else { return nil }
        var properties: [String: GeoJSONValue] = [
            "kind": .text("airport"), "ident": .text(airport.ident), "name": .text(airport.name),
            "type": .text(airport.type), "country": .text(airport.isoCountry),
            "category": .text(AirportLegend.category(of: airport, mode: legend)),
        ]
        if let iata = airport.iataCode, !iata.isEmpty { properties["iata"] = .text(iata) }
        if let municipality = airport.municipality, !municipality.isEmpty { properties["municipality"] = .text(municipality) }
        var id = airport.ident
        if let page = AirportPagePaths.sitePath(airport) {
            id = config.absoluteURL(page)
            properties["url"] = .text(id)
        }
        return GeoJSONFeature(id: id, geometry: .point(c), properties: properties)
    }

    /// The features of `airports` in the order given (the map's pins), airports without a valid
    /// position left out as the map leaves them out.
    static func collection(_ airports: [Airport], legend: MapLegendMode, config: SiteConfig) -> GeoJSONFeatureCollection {
        GeoJSONFeatureCollection(features: airports.compactMap { feature($0, legend: legend, config: config) })
    }
}
