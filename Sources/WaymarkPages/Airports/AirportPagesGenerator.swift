import WaymarkConfig
import WaymarkCore
import WaymarkDiscovery
import WaymarkMarkdown
import WaymarkMap
import WaymarkModel
import WaymarkOutput
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
        let words = site.words, config = site.config, fingerprinted = site.wantsFingerprints
        plan.jobs.append(PageJob(path: index, origin: "(airports index)", sitemap: .init(lastModified: nil),
                                 maps: map.entries.isEmpty ? 0 : 1, template: "airports", fingerprinted: fingerprinted) {
            AirportsIndexPageModel(countries: listed, total: total, map: map, words: words)
        })
        if !map.entries.isEmpty {
            let fingerprint = fingerprinted ? try? PageJob.fingerprint(path: AirportsIndexMap.dataPath,
                                                                           data: CompactGeoJSON(features: map.geoJSON(config: config).features)) : nil
            plan.jobs.append(PageJob(path: AirportsIndexMap.dataPath, origin: "(airports index)", isPage: false, sitemap: nil,
                                     fingerprint: fingerprint, isFeed: true) { environment in
                try map.geoJSON(config: environment.site.config).encoded()
            })
        }
        // Each country's jobs, made (and fingerprinted) on all cores.
        let countryJobs = Concurrently.map(countries.count) { position in
            let country = countries[position]
            return country.jobs(legend: settings.legend, perPage: site.itemsPerPage, words: words, fingerprinted: fingerprinted)
                + [country.geoJSONJob(legend: settings.legend, config: config, fingerprinted: fingerprinted)]
        }
        plan.jobs += countryJobs.joined()
        // Each page's neighbours, found once: its page and its map data show them.
        let neighbours = AirportNeighbours(pages: airports, index: site.discovery.airports, settings: settings)
        // Share cards only when `airports.shareCards: true`: a world dataset has tens of thousands of pages.
        let cards = ShareCardContext(site, enabled: settings.shareCards)
        let pages = airports.enumerated().compactMap { position, airport -> AirportPage? in
            guard let path = AirportPagePaths.airport(airport) else { return nil }
            let card = cards.flatMap { $0.attach(Self.shareCard(airport, context: $0), page: path, origin: airport.location.description,
                                                 generator: name) }
            return AirportPage(airport: airport, position: position, path: path, card: card)
        }
        let fingerprints = fingerprinted ? Self.fingerprints(of: pages, neighbours: neighbours, settings: settings, site: site) : nil
        for (number, page) in pages.enumerated() {
            let (airport, position, path) = (page.airport, page.position, page.path)
            let shareImage = page.card?.image
            plan.jobs.append(PageJob(path: path, origin: airport.location.description, isPage: true, sitemap: .init(lastModified: nil),
                                     fingerprint: fingerprints?[number].page,
                                     maps: airport.coordinate?.isValid == true ? 1 : 0) { environment in
                let inputs = AirportPageInputs(airport: airport, path: path, nearest: neighbours.nearest(ofPage: position))
                return try environment.renderPage(template: Self.template, outputPath: path, model: AirportPageModel(
                    inputs, settings: settings, site: environment.site, shareImage: shareImage))
            })
            if let card = page.card { plan.jobs.append(card.job) }
            if let job = AirportPageInputs.thumbnailGeoJSONJob(airport, page: path, neighbours: neighbours, position: position,
                                                               settings: settings, fingerprint: fingerprints?[number].data) {
                plan.jobs.append(job)
            }
        }
        return plan
    }

    /// The template of an airport's page.
    static let template = "airport"

    /// An airport with a page: its place among the pages (its neighbours are found by it), the
    /// page's path and its share card.
    struct AirportPage: Sendable {
        let airport: Airport
        let position: Int
        let path: OutputPath
        let card: AttachedShareCard?
    }

    /// The fingerprints of each page (its ``AirportPageModel``) and of its map data
    /// (``AirportPageInputs/MapData``), made on all cores: a world dataset has tens of thousands of
    /// pages. A model that cannot be encoded leaves its job without a fingerprint (its render reports why).
    static func fingerprints(of pages: [AirportPage], neighbours: AirportNeighbours, settings: AirportSiteSettings,
                             site: SiteContent) -> [(page: UInt64?, data: UInt64?)] {
        let ranges = Concurrently.ranges(total: pages.count, parts: max(1, min(pages.count / 500, 16)))
        return Concurrently.map(ranges.count) { chunk in
            ranges[chunk].map { number -> (page: UInt64?, data: UInt64?) in
                let page = pages[number]
                let inputs = AirportPageInputs(airport: page.airport, path: page.path, nearest: neighbours.nearest(ofPage: page.position))
                let model = AirportPageModel(inputs, settings: settings, site: site, shareImage: page.card?.image)
                let data = inputs.mapData(legend: settings.legend, config: site.config)
                return (try? PageJob.fingerprint(template: template, path: page.path, rootOverride: nil, model: model),
                        data.flatMap { try? PageJob.fingerprint(path: MapGeoJSONPaths.beside(page.path), data: $0) })
            }
        }.flatMap { $0 }
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
