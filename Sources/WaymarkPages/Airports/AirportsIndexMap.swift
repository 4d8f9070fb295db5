import WaymarkConfig
import WaymarkGeo
import WaymarkMap
import WaymarkMarkdown
import WaymarkModel
import WaymarkTheme

/// The overview map of the airports index (`airports/index.html`): one pin per country, named with
/// its number of airports with pages and linking to the country's page, so readers start from a map
/// as well as from the table of countries below it.
///
/// A country's pin stands on its most central airport (``WaymarkGeo/Coordinate/mostCentral(of:)``),
/// never in the sea between a mainland and its islands, and right across 180° (Fiji).
struct AirportsIndexMap: Sendable {
    /// How the pins are counted in the map's description.
    static let subject = MapSubject.countries
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
            guard let centre = Coordinate.mostCentral(of: positions) else { return nil }
            return Entry(code: country.code, name: country.name, count: country.airports.count,
                         folder: country.path.folderPath, coordinate: centre)
        }
    }

    /// One pin's text: `France: 1,234 airports`.
    static func label(_ entry: Entry, words: SiteWords = .english) -> String {
        words.text("airports.index_pin_label", ["country": entry.name, "counted": words.plural("airports.counted", entry.count)])
    }

    /// The pins, each linking to its country's page, labelled in `words`.
    func pins(words: SiteWords = .english) -> [MapPin] {
        entries.map { entry in
            MapPin(id: entry.code.lowercased(), coordinate: entry.coordinate, label: Self.label(entry, words: words),
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

    /// The figure in `words`, or `nil` when no country is on the map.
    func figure(words: SiteWords = .english) -> MapFigure? {
        IndexOverviewMap(id: "airports-countries-map", page: Self.path, dataPath: Self.dataPath, subject: Self.subject,
                         titleKey: "airports.index_map_title", countedKey: "airports.countries_counted",
                         captionKey: "airports.index_map_caption", credits: [.ourAirports],
                         listHref: "#countries").figure(pins(words: words), words: words)
    }
}
