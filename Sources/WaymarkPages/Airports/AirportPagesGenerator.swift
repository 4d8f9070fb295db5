import WaymarkConfig
import WaymarkCore
import WaymarkDiscovery
import WaymarkMarkdown
import WaymarkMap
import WaymarkModel
import WaymarkRender
import WaymarkTheme

/// The airports section: `airports/index.html` (a map of the countries, ``AirportsIndexMap``, with
/// its `map.geojson`, and the countries with counts), one page per country
/// (`airports/<cc>/index.html`: map and table, the table paged by `paginate` into
/// `airports/<cc>/page/<k>/index.html`) and one page per airport
/// (`airports/<cc>/<ident>/index.html`), each map with its `map.geojson` beside the page. Which types
/// get pages and how maps are coloured comes from
/// the `airports` section of `site.yml` (``AirportSiteSettings``). A site without airports gets none
/// of these pages.
package struct AirportPagesGenerator: SiteGenerator {
    /// `airports`, in `--verbose` output.
    package let name = "airports"
    /// Pages and feeds come from the data alone (and the shared environment).
    package var rendersFromDataOnly: Bool { true }

    /// Creates the generator.
    package init() {}

    /// One job per page; an airport whose ident or country code cannot be a path is left out (one
    /// warning for all of them).
    package func plan(_ site: SiteContent) -> GeneratorPlan {
        let settings = site.config.airports
        var plan = GeneratorPlan()
        let candidates = site.data.airports.filter { settings.pageTypes.contains($0.type) && $0.coordinate != nil }
        let airports = candidates.filter(settings.hasPage)
        if airports.count < candidates.count {
            let skipped = candidates.filter { !settings.hasPage($0) }.map(\.ident)
            let sample = skipped.prefix(5).map { "\"\($0)\"" }.joined(separator: ", ")
            plan.diagnostics.append(.warning(
                "\(skipped.count) airport\(skipped.count == 1 ? "" : "s") get no page because the ident or country code cannot be a path (\(sample)): expected letters, digits and -",
                at: SourceLocation(path: site.displayPath("data/airports"))))
        }
        guard !airports.isEmpty else { return plan }

        let byCountry = Dictionary(grouping: airports, by: \.isoCountry)
        let countries = byCountry.keys.sorted().map { code -> CountryAirportsPage in
            let members = CountryAirportsPage.ordered(byCountry[code] ?? [])
            let name = members.first?.countryName ?? code
            return CountryAirportsPage(code: code, name: name, airports: members,
                                       path: AirportPagePaths.country(code) ?? AirportPagePaths.index)
        }
        let index = AirportPagePaths.index
        let listed = countries.sorted { ($0.name, $0.code) < ($1.name, $1.code) }
        let total = airports.count
        let map = AirportsIndexMap(countries: listed)
        // Each page's neighbours, found once: the page, its map data and its fingerprint show them.
        let neighbours = AirportNeighbours(pages: airports, index: site.discovery.airports, settings: settings)
        let fingerprints = site.wantsFingerprints ? Fingerprints(airports: site.data.airports, pages: airports, neighbours: neighbours) : nil
        plan.jobs.append(PageJob(path: index, origin: "(airports index)", isPage: true, sitemap: .init(lastModified: nil),
                                 fingerprint: fingerprints?.indexJob(listed, map: map, total: total, path: index, generator: name),
                                 maps: map.entries.isEmpty ? 0 : 1) { environment in
            let words = environment.site.words
            let rows = listed.map { country -> [String: Any] in
                ["code": country.code, "name": country.name, "count": words.integer(country.airports.count),
                 "url": SiteLink.relative(from: index.description, to: country.path.folderPath)]
            }
            var variables: [String: Any] = [
                "page": ["title": words.text("airports.title"), "kind": "airports"] as [String: Any],
                "countries": rows, "countryCount": words.integer(rows.count), "airportCount": words.integer(total),
                "lead": words.plural("airports.index_lead", rows.count, ["airports": words.plural("airports.counted", total)]),
            ]
            for (key, value) in map.variables(words: words) { variables[key] = value }
            return environment.renderPage(template: "airports", outputPath: index, variables: variables)
        })
        if !map.entries.isEmpty {
            plan.jobs.append(PageJob(path: AirportsIndexMap.dataPath, origin: "(airports index)", isPage: false, sitemap: nil,
                                     fingerprint: fingerprints?.indexJob(listed, map: map, total: total, path: AirportsIndexMap.dataPath,
                                                                        generator: name),
                                     isFeed: true) { environment in
                try map.geoJSON(config: environment.site.config).encoded()
            })
        }
        for country in countries {
            var jobs = country.jobs(legend: settings.legend, perPage: site.itemsPerPage)
            jobs.append(country.geoJSONJob(legend: settings.legend))
            for index in jobs.indices where jobs[index].fingerprint == nil {
                jobs[index].fingerprint = fingerprints?.countryJob(country, path: jobs[index].path, generator: name)
            }
            plan.jobs += jobs
        }
        // Share cards only when `airports.shareCards: true`: a world dataset has tens of thousands of pages.
        let cards = ShareCardContext(site, enabled: settings.shareCards)
        for (position, airport) in airports.enumerated() {
            guard let path = AirportPagePaths.airport(airport) else { continue }
            let card = cards.flatMap { $0.attach(Self.shareCard(airport, context: $0), page: path, origin: airport.location.description,
                                                 generator: name) }
            let shareImage = card?.image
            var fingerprint = fingerprints?.airportJob(airport, path: path, generator: name)
            if let card, let page = fingerprint { fingerprint = card.pageFingerprint(page) }
            plan.jobs.append(PageJob(path: path, origin: airport.location.description, isPage: true, sitemap: .init(lastModified: nil),
                                     fingerprint: fingerprint,
                                     maps: airport.coordinate?.isValid == true ? 1 : 0) { environment in
                let model = AirportPageModel(airport: airport, path: path, nearest: neighbours.nearest(ofPage: position))
                var variables = model.variables(settings: settings, words: environment.site.words)
                for (key, value) in try SearchFilters(kind: "airport", country: airport.isoCountry).variables(environment.site) {
                    variables[key] = value
                }
                variables["jsonLD"] = StructuredData.airport(airport, url: environment.site.config.absoluteURL(path.folderPath))
                if let shareImage { variables["shareImage"] = try TemplateValueEncoder().encode(shareImage) }
                return environment.renderPage(template: "airport", outputPath: path, variables: variables)
            })
            if let card { plan.jobs.append(card.job) }
            if var job = AirportPageModel.thumbnailGeoJSONJob(airport, page: path, neighbours: neighbours, position: position,
                                                              settings: settings) {
                job.fingerprint = fingerprints?.airportJob(airport, path: job.path, generator: name)
                plan.jobs.append(job)
            }
        }
        return plan
    }

    /// The share card of `airport`: its code, its name, where it is, and its pin on a 60 km span.
    static func shareCard(_ airport: Airport, context: ShareCardContext) -> ShareCard {
        let code = airport.iataCode.map { "\(airport.ident) · \($0)" } ?? airport.ident
        let place = [airport.municipality, context.words.countryName(airport.isoCountry)].compactMap { $0 }.joined(separator: ", ")
        let map = airport.coordinate.map {
            ShareCardMap.pin(MapPin(id: airport.ident, coordinate: $0, label: airport.name, category: "charter"), span: 60_000)
        }
        return context.card(status: code, colour: ShareCardPalette.site, title: airport.name, detail: place.isEmpty ? nil : place,
                            map: map ?? .none)
    }
}
