import WaymarkMap
import WaymarkMarkdown
import WaymarkRender
import WaymarkTheme

/// The template context of one page of a country's airports (`country.mustache`): page 1 has the
/// map of all the country's airports (the overview) and the first rows; later pages have their rows
/// only and `country.mapURL`, a link back to the map on page 1.
struct CountryAirportsPageModel: PageModel {
    /// The `page` variable.
    struct Page: Encodable, Sendable {
        /// `Airports in France`.
        var title: String
        var kind = "airports-country"
    }

    /// One row of the table, in the site's words; `–` for what is not known.
    struct Row: Encodable, Sendable {
        var ident: String
        var code: String
        var isICAO: Bool
        var name: String
        var type: String
        var municipality: String
        var longestRunwayFt: String
        var bestApproach: String
        /// The pin's legend entry.
        var legendKey: String
        var iata: String?
        var url: String?
    }

    /// The `country` variable.
    struct Country: Encodable, Sendable {
        var code: String
        var name: String
        var count: String
        var airportsURL: String
        var heading: String
        /// On pages after the first: the link back to the map on page 1, and its text.
        var mapURL: String?
        var mapLink: String?
    }

    var page: Page
    var airports: [Row]
    var hasAirports: Bool
    var pager: Pager.Model
    var map: MapFigure?
    var mapData: [MapFigure.DataLink]?
    var country: Country

    var preview: PagePreview { PagePreview(title: page.title) }

    /// Page `pager` of `country`'s table, its pins coloured by `legend`, in `words`.
    init(_ country: CountryAirportsPage, legend: MapLegendMode, pager: Pager, words: SiteWords) {
        let page = pager.path.description
        let name = country.name
        airports = country.airports[pager.itemRange.clamped(to: country.airports.indices)].map { airport in
            let code = AirportText.code(airport)
            return Row(ident: airport.ident, code: code.text, isICAO: code.isICAO,
                       name: airport.name, type: words.airportType(airport.type), municipality: airport.municipality ?? "",
                       longestRunwayFt: airport.longestRunwayFt.map(words.feet) ?? "–",
                       bestApproach: airport.bestApproach.map(words.approach) ?? words.text("airports.none"),
                       legendKey: words.legendLabel(AirportLegend.category(of: airport, mode: legend), mode: legend),
                       iata: airport.iataCode.flatMap { $0.isEmpty ? nil : $0 },
                       url: AirportPagePaths.sitePath(airport).map { SiteLink.relative(from: page, to: $0) })
        }
        hasAirports = !airports.isEmpty
        self.page = Page(title: words.text("airports.country_title", ["country": name]))
        self.pager = pager.model(words: words)
        var summary = Country(code: country.code, name: name, count: words.integer(country.airports.count),
                              airportsURL: SiteLink.relative(from: page, to: AirportPagePaths.index.folderPath),
                              heading: words.plural("airports.country_heading", country.airports.count))
        if pager.number == 1 {
            let caption = words.plural("airports.country_map_caption", country.airports.count,
                                       ["country": name, "legend": words.legendTitle(legend)])
            map = MapFigure(svg: country.overviewMap(legend: legend, words: words), caption: caption,
                            geojson: SiteLink.relative(from: page, to: MapGeoJSONPaths.beside(country.path).description))
            mapData = map?.mapData(words)
        } else {
            summary.mapURL = SiteLink.relative(from: page, to: country.path.description)
            summary.mapLink = words.plural("airports.country_map_link", country.airports.count, ["country": name])
        }
        self.country = summary
    }
}
