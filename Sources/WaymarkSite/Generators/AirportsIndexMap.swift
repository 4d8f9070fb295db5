import Foundation
import WaymarkGeo
import WaymarkMap
import WaymarkModel

/// The overview map of the airports index (`airports/index.html`): one pin per country, named with
/// its number of airports with pages and linking to the country's page, so readers start from a map
/// as well as from the table of countries below it.
///
/// A country's pin stands on its most central airport: the one closest to the mean direction of all
/// its airports on the sphere. That point is always an airport of the country, so the pin never
/// lands in the sea between a mainland and its islands, and the mean works across 180° (Fiji).
struct AirportsIndexMap: Sendable {
    /// Map size in pixels.
    static let size = PixelSize(width: 800, height: 480)
    /// How the pins are counted in the map's description.
    static let subject = MapSubject(singular: "country", plural: "countries")
    /// The index page's path.
    static let path = AirportPagePaths.index
    /// Where ``geoJSON(config:)`` is written, beside the page.
    static let dataPath = MapGeoJSONPaths.beside(path)

    /// One country on the map.
    struct Entry: Sendable {
        /// ISO 3166-1 alpha-2 code.
        let code: String
        /// The country's name.
        let name: String
        /// Airports with pages in the country.
        let count: Int
        /// The country page's folder, relative to the output root (`airports/fr/`).
        let folder: String
        /// Where the pin stands: the country's most central airport.
        let coordinate: Coordinate
    }

    /// The countries with at least one airport with a valid position, in the given order.
    let entries: [Entry]

    /// One entry per country page that has an airport with a valid position.
    init(countries: [CountryAirportsPage]) {
        entries = countries.compactMap { country in
            let positions = country.airports.compactMap(\.coordinate).filter(\.isValid)
            guard let centre = Self.mostCentral(positions) else { return nil }
            return Entry(code: country.code, name: country.name, count: country.airports.count,
                         folder: country.path.folderPath, coordinate: centre)
        }
    }

    /// The position closest to the normalised mean of the positions' unit vectors (the first one
    /// when the mean is zero, e.g. two antipodes); `nil` for none.
    static func mostCentral(_ positions: [Coordinate]) -> Coordinate? {
        let vectors = positions.map(vector)
        let sum = vectors.reduce((0.0, 0.0, 0.0)) { ($0.0 + $1.0, $0.1 + $1.1, $0.2 + $1.2) }
        var best: (index: Int, dot: Double)?
        for (index, v) in vectors.enumerated() {
            let dot = v.0 * sum.0 + v.1 * sum.1 + v.2 * sum.2
            if let current = best, dot <= current.dot { continue }
            best = (index, dot)
        }
        return best.map { positions[$0.index] }
    }

    private static func vector(_ c: Coordinate) -> (Double, Double, Double) {
        let phi = c.latitude * .pi / 180, lambda = c.longitude * .pi / 180
        return (cos(phi) * cos(lambda), cos(phi) * sin(lambda), sin(phi))
    }

    /// One pin's text: `France: 1,234 airports`.
    static func label(_ entry: Entry) -> String {
        "\(entry.name): \(AirportText.grouped(entry.count)) airport\(entry.count == 1 ? "" : "s")"
    }

    /// The pins, each linking to its country's page.
    var pins: [MapPin] {
        entries.map { entry in
            MapPin(id: entry.code.lowercased(), coordinate: entry.coordinate, label: Self.label(entry),
                   href: SiteLink.relative(from: Self.path.description, to: entry.folder), category: "country")
        }
    }

    /// The map's data, written beside the page (`airports/map.geojson`): one point per country on
    /// the map with its code, name, number of airports and page.
    func geoJSON(config: SiteConfig) -> GeoJSONFeatureCollection {
        GeoJSONFeatureCollection(features: entries.map { entry in
            let url = config.absoluteURL(entry.folder)
            return GeoJSONFeature(id: url, geometry: .point(entry.coordinate), properties: [
                "kind": .text("country"), "code": .text(entry.code), "name": .text(entry.name),
                "airports": .number(Double(entry.count)), "url": .text(url),
            ])
        })
    }

    /// The figure's variables (`map`, `mapData`), or none when no country is on the map.
    var variables: [String: Any] {
        let pins = pins
        guard !pins.isEmpty else { return [:] }
        let options = MapOptions(id: "airports-countries-map", size: Self.size, title: "Countries with airports",
                                 subject: Self.subject, showsLegend: false, credits: [.ourAirports],
                                 listHref: "#countries")
        let caption = "\(Self.subject.counted(pins.count)), each at its most central airport and linking to its page, as does the table below."
        let data = SiteLink.relative(from: Self.path.description, to: Self.dataPath.description)
        return RecordMapFigure(svg: MapRenderer().overview(pins, options: options), caption: caption, geoJSONURL: data).variables
    }
}
