import Foundation
import WaymarkConfig
import WaymarkGeo
import WaymarkMap
import WaymarkMarkdown
import WaymarkModel
import WaymarkOutput
import WaymarkRender
import WaymarkTheme

/// One country's airports page (`country.mustache`): a map of its airports coloured by the site's
/// legend mode (``AirportSiteSettings/legend``) and a table of them in ``ordered(_:)`` order, paged by the site's
/// `paginate` (the map stays on page 1 and shows every airport).
package struct CountryAirportsPage: Sendable {
    /// Map size in pixels.
    package static let mapSize = PixelSize(width: 900, height: 560)

    /// ISO 3166-1 alpha-2 code.
    package let code: String
    /// The country's name (from `countries.csv`), or its code.
    package let name: String
    /// Its airports with pages, in ``ordered(_:)`` order.
    package let airports: [Airport]
    /// Where the page is written.
    package let path: OutputPath

    /// A country page.
    package init(code: String, name: String, airports: [Airport], path: OutputPath) {
        self.code = code
        self.name = name
        self.airports = airports
        self.path = path
    }

    /// The order a pilot looks for an airport in a country's table: by name, ignoring case and
    /// accents (``sortKey(_:)``: "Aérodrome" with "Ae…", "de Kooy" with "De Kooy"), then by name as
    /// written, then by ident, so the order is total and the same on every build.
    package static func ordered(_ airports: [Airport]) -> [Airport] {
        airports.sorted { a, b in
            let (x, y) = (sortKey(a.name), sortKey(b.name))
            if x != y { return x < y }
            if a.name != b.name { return a.name < b.name }
            return a.ident < b.ident
        }
    }

    /// `name` without case and accents (no locale, so every machine sorts alike).
    static func sortKey(_ name: String) -> String {
        name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// The map: one pin per airport, linking to its page, coloured by `legend`, in `words`; drawn
    /// when the page renders.
    func overviewMap(legend: MapLegendMode, words: SiteWords = .english) -> LateMap {
        let page = path.description
        let pins = airports.compactMap { airport -> MapPin? in
            guard let c = airport.coordinate, c.isValid else { return nil }
            return MapPin(id: airport.ident, coordinate: c, label: "\(airport.ident) \(airport.name)",
                          href: AirportPagePaths.sitePath(airport).map { SiteLink.relative(from: page, to: $0) },
                          category: AirportLegend.category(of: airport, mode: legend))
        }
        let (id, name) = ("airports-\(code.lowercased())", self.name)
        return LateMap(kind: .overview, pins: pins, id: id) {
            var options = MapOptions(id: id, size: Self.mapSize,
                                     title: words.text("airports.country_map_title", ["country": name]), subject: .airports, legend: legend,
                                     unit: .nauticalMiles, credits: [.ourAirports], listHref: "#airport-table")
            if !pins.isEmpty {
                options.description = words.text("map.overview_description", [
                    "counted": words.plural("airports.counted", pins.filter(\.coordinate.isValid).count),
                    "tallies": words.mapWords.tallies(pins, legend: legend)])
            }
            options.words = words.mapWords
            return options
        }
    }

    /// The map's SVG (``overviewMap(legend:words:)``), drawn now.
    package func map(legend: MapLegendMode, words: SiteWords = .english) -> String {
        overviewMap(legend: legend, words: words).svg
    }

    /// The pages of the country's table, `perPage` rows each (0: one page): page 1 at ``path``,
    /// page k ≥ 2 at `page/<k>/` beside it (``Pager``).
    package func pagers(perPage: Int) -> [Pager] {
        Pager.pages(itemCount: airports.count, perPage: perPage, folder: Array(path.components.dropLast()))
    }
}
