import WaymarkMarkdown
import WaymarkRender
import WaymarkTheme

/// The template context of `airports/index.html` (`airports.mustache`): the map of the countries
/// (``AirportsIndexMap``) and the table of countries with their counts, in the site's words.
struct AirportsIndexPageModel: PageModel {
    /// The `page` variable.
    struct Page: Encodable, Sendable {
        var title: String
        var kind = "airports"
    }

    /// One country of the table.
    struct Country: Encodable, Sendable {
        var code: String
        var name: String
        /// Its airports with pages.
        var count: String
        /// Its page, relative to the index.
        var url: String
    }

    var page: Page
    var countries: [Country]
    var countryCount: String
    var airportCount: String
    /// One sentence counting both.
    var lead: String
    var map: MapFigure?
    var mapData: [MapFigure.DataLink]?

    var preview: PagePreview { PagePreview(title: page.title) }

    /// The index of `countries` (in table order) with `total` airports with pages, and `map`, in `words`.
    init(countries listed: [CountryAirportsPage], total: Int, map: AirportsIndexMap, words: SiteWords) {
        let index = AirportsIndexMap.path.description
        page = Page(title: words.text("airports.title"))
        countries = listed.map { country in
            Country(code: country.code, name: country.name, count: words.integer(country.airports.count),
                    url: SiteLink.relative(from: index, to: country.path.folderPath))
        }
        countryCount = words.integer(countries.count)
        airportCount = words.integer(total)
        lead = words.plural("airports.index_lead", countries.count, ["airports": words.plural("airports.counted", total)])
        self.map = map.figure(words: words)
        mapData = self.map?.mapData(words)
    }
}
