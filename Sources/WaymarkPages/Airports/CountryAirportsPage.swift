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

    /// The map: one pin per airport, linking to its page, coloured by `legend`, in `words`.
    package func map(legend: MapLegendMode, words: SiteWords = .english) -> String {
        let page = path.description
        let pins = airports.compactMap { airport -> MapPin? in
            guard let c = airport.coordinate, c.isValid else { return nil }
            return MapPin(id: airport.ident, coordinate: c, label: "\(airport.ident) \(airport.name)",
                          href: AirportPagePaths.sitePath(airport).map { SiteLink.relative(from: page, to: $0) },
                          category: AirportLegend.category(of: airport, mode: legend))
        }
        var options = MapOptions(id: "airports-\(code.lowercased())", size: Self.mapSize,
                                 title: words.text("airports.country_map_title", ["country": name]), subject: .airports, legend: legend,
                                 unit: .nauticalMiles, credits: [.ourAirports], listHref: "#airport-table")
        if !pins.isEmpty {
            options.description = words.text("map.overview_description", [
                "counted": words.plural("airports.counted", pins.filter(\.coordinate.isValid).count),
                "tallies": words.mapWords.tallies(pins, legend: legend)])
        }
        options.words = words.mapWords
        return MapRenderer.site.overview(pins, options: options)
    }

    /// The pages of the country's table, `perPage` rows each (0: one page): page 1 at ``path``,
    /// page k ≥ 2 at `page/<k>/` beside it (``Pager``).
    package func pagers(perPage: Int) -> [Pager] {
        Pager.pages(itemCount: airports.count, perPage: perPage, folder: Array(path.components.dropLast()))
    }

    /// The variables of the whole table on one page (paging off).
    package func variables(legend: MapLegendMode) throws -> [String: Any] {
        try variables(legend: legend, pager: Pager(number: 1, pagination: Pagination(itemCount: airports.count, perPage: 0),
                                               folder: Array(path.components.dropLast())))
    }

    /// The variables of one page of the country: page 1 has the map of ALL the country's airports
    /// (the overview) and the first rows; later pages have their rows only and `country.mapURL`, a
    /// link back to the map on page 1. `pager` is the page's ``Pager/variables``.
    package func variables(legend: MapLegendMode, pager: Pager, words: SiteWords = .english) throws -> [String: Any] {
        let page = pager.path.description
        let rows = airports[pager.itemRange.clamped(to: airports.indices)].map { airport -> [String: Any] in
            var row: [String: Any] = [
                "ident": airport.ident, "code": AirportText.code(airport).text, "isICAO": AirportText.code(airport).isICAO,
                "name": airport.name, "type": words.airportType(airport.type),
                "municipality": airport.municipality ?? "",
                "longestRunwayFt": airport.longestRunwayFt.map(words.feet) ?? "–",
                "bestApproach": airport.bestApproach.map(words.approach) ?? words.text("airports.none"),
                "legendKey": words.legendLabel(AirportLegend.category(of: airport, mode: legend), mode: legend),
            ]
            if let iata = airport.iataCode, !iata.isEmpty { row["iata"] = iata }
            if let target = AirportPagePaths.sitePath(airport) { row["url"] = SiteLink.relative(from: page, to: target) }
            return row
        }
        var country: [String: Any] = [
            "code": code, "name": name, "count": words.integer(airports.count),
            "airportsURL": SiteLink.relative(from: page, to: AirportPagePaths.index.folderPath),
            "heading": words.plural("airports.country_heading", airports.count),
        ]
        var values: [String: Any] = [
            "page": ["title": words.text("airports.country_title", ["country": name]), "kind": "airports-country"] as [String: Any],
            "airports": rows, "hasAirports": !rows.isEmpty, "pager": try TemplateValueEncoder().encode(pager.model(words: words)),
        ]
        if pager.number == 1 {
            let caption = words.plural("airports.country_map_caption", airports.count, ["country": name, "legend": words.legendTitle(legend)])
            let figure = RecordMapFigure(svg: map(legend: legend, words: words), caption: caption,
                                         geoJSONURL: SiteLink.relative(from: page, to: MapGeoJSONPaths.beside(path).description))
            for (key, value) in figure.variables(words) { values[key] = value }
        } else {
            country["mapURL"] = SiteLink.relative(from: page, to: path.description)
            country["mapLink"] = words.plural("airports.country_map_link", airports.count, ["country": name])
        }
        values["country"] = country
        return values
    }
}
