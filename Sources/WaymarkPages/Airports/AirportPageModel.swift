import WaymarkConfig
import WaymarkGeo
import WaymarkMap
import WaymarkMarkdown
import WaymarkModel
import WaymarkRender
import WaymarkTheme

/// The template context of one airport page (`airport.mustache`): identity, locator map, runways,
/// procedures grouped by type and precision, AIP entries grouped by section, fuel and
/// point-of-entry facts, and the nearest airports with distance and initial bearing; made from
/// ``AirportPageInputs`` in the site's words, links relative to the page.
///
/// Every value is plain text; the template escapes it (the map SVG is escaped by its renderer).
struct AirportPageModel: PageModel {
    /// The `page` variable.
    struct Page: Encodable, Sendable {
        /// `EGLL · London Heathrow Airport`.
        var title: String
        var kind = "airport"
        /// `London Heathrow Airport: ` and the lead.
        var description: String
    }

    /// The `airport` variable: who and where the airport is.
    struct Identity: Encodable, Sendable {
        var ident: String
        var name: String
        /// Its type in the site's words.
        var type: String
        /// The code it is best known by (``AirportText/code(_:)``) and whether that is its ICAO code.
        var code: String
        var isICAO: Bool
        var country: String
        var countryCode: String
        var countryURL: String
        var airportsURL: String
        /// Where its data came from, comma-separated.
        var sources: String
        var runwaySource: String?
        var runwaySourceText: String
        var iata: String?
        var municipality: String?
        /// One sentence: its type, the place it serves and its country.
        var lead: String
        var region: String?
        var elevationFt: String?
        var elevationM: String?
        var elevation: String?
        var latitude: String?
        var longitude: String?
    }

    /// One row of the runway table; `–` for what is not known.
    struct Runway: Encodable, Sendable {
        var designator: String
        var surface: String
        var surfaceClass: String
        var lighted: String
        var closed: Bool
        var status: String
        var lengthFt: String
        var lengthM: String
        var widthFt: String
        var widthM: String
    }

    /// One published procedure; `–` for what is not known.
    struct Procedure: Encodable, Sendable {
        var name: String
        var runway: String
        var approachType: String
        var category: String
    }

    /// The procedures of one type or precision category (``AirportPageInputs/procedureGroups(_:words:)``).
    struct ProcedureGroup: Encodable, Sendable {
        var title: String
        var procedures: [Procedure]
    }

    /// One AIP entry, its field and value in the site's words.
    struct AIPEntry: Encodable, Sendable {
        var field: String
        var value: String
    }

    /// The AIP entries of one section (``AirportPageInputs/aipSections(_:)``).
    struct AIPSection: Encodable, Sendable {
        var section: String
        var entries: [AIPEntry]
    }

    /// The facts a pilot looks for first.
    struct Facts: Encodable, Sendable {
        var hasHardRunway: String
        var longestRunway: String
        var bestApproach: String
        var fuel: String
        var pointOfEntry: String
        var borderCrossings: String?
    }

    /// One of the nearest airports.
    struct Neighbour: Encodable, Sendable {
        var ident: String
        var code: String
        var isICAO: Bool
        var name: String
        var type: String
        var distanceNM: String
        /// Initial true bearing from this airport, `087°`.
        var bearing: String?
        var url: String?
    }

    var page: Page
    var airport: Identity
    var runways: [Runway]
    var hasRunways: Bool
    var procedureGroups: [ProcedureGroup]
    var hasProcedures: Bool
    var aipSections: [AIPSection]
    var hasAIP: Bool
    var facts: Facts
    var nearest: [Neighbour]
    var hasNearest: Bool
    /// The locator map (``AirportPageInputs/locatorMap(settings:words:)``), none without a position.
    var map: MapFigure?
    var mapData: [MapFigure.DataLink]?
    /// Pagefind's body marker and filters, none when the site has no search (``SearchFilters``).
    var searchable: Bool?
    var searchFilters: [SearchFilters.Filter]?
    /// The airport's JSON-LD (``StructuredData/airport(_:url:)``).
    var jsonLD: String?
    /// The page's share card, when the site makes airport cards.
    var shareImage: ShareImage?

    var preview: PagePreview { PagePreview(title: page.title, description: page.description) }

    /// The page made from `inputs` for `site` (its words, its search, its base URL), with
    /// `shareImage` when the page has a card.
    init(_ inputs: AirportPageInputs, settings: AirportSiteSettings, site: SiteContent, shareImage: ShareImage?) {
        let words = site.words
        let airport = inputs.airport
        let page = inputs.path.description
        let type = words.airportType(airport.type)
        let country = airport.countryName ?? airport.isoCountry
        let code = AirportText.code(airport)
        let source = airport.runwaySource.map(words.runwaySource)
        let iata = airport.iataCode.flatMap { $0.isEmpty ? nil : $0 }
        let municipality = airport.municipality.flatMap { $0.isEmpty ? nil : $0 }
        let lead = municipality.map { words.text("airports.lead_serving", ["type": type, "municipality": $0, "country": country]) }
            ?? words.text("airports.lead", ["type": type, "country": country])
        self.airport = Identity(
            ident: airport.ident, name: airport.name, type: type, code: code.text, isICAO: code.isICAO,
            country: country, countryCode: airport.isoCountry,
            countryURL: AirportPagePaths.country(airport.isoCountry).map { SiteLink.relative(from: page, to: $0.folderPath) } ?? "",
            airportsURL: SiteLink.relative(from: page, to: AirportPagePaths.index.folderPath),
            sources: airport.sources.sorted().map(\.rawValue).joined(separator: ", "),
            runwaySource: source, runwaySourceText: words.text("airports.runway_source", ["source": source ?? ""]),
            iata: iata, municipality: municipality, lead: lead, region: airport.regionName ?? airport.isoRegion,
            elevationFt: airport.elevationFt.map(words.feet), elevationM: airport.elevationFt.map { words.metres(feet: $0) },
            elevation: airport.elevationFt.map {
                words.text("airports.feet_metres", ["feet": words.feet($0), "metres": words.metres(feet: $0)])
            },
            latitude: airport.coordinate.map { Length.fixed($0.latitude, fractionDigits: 5) },
            longitude: airport.coordinate.map { Length.fixed($0.longitude, fractionDigits: 5) })
        self.page = Page(title: "\(airport.ident) · \(airport.name)", description: "\(airport.name): \(lead)")

        runways = airport.runways.map { Self.runway($0, words: words) }
        hasRunways = !runways.isEmpty
        procedureGroups = AirportPageInputs.procedureGroups(airport.procedures, words: words).map { group in
            ProcedureGroup(title: group.title, procedures: group.procedures.map { p in
                Procedure(name: p.name, runway: p.runwayIdent ?? "–", approachType: p.approachType.flatMap { $0.isEmpty ? nil : $0 } ?? "–",
                          category: p.approachCategory.map(words.approach) ?? "–")
            })
        }
        hasProcedures = !procedureGroups.isEmpty
        aipSections = AirportPageInputs.aipSections(airport.aipEntries).map { section in
            AIPSection(section: words.catalogue.texts["airports.aip_sections." + section.section]
                           ?? section.section.prefix(1).uppercased() + section.section.dropFirst(),
                       entries: section.entries.map { AIPEntry(field: words.aipField($0), value: words.aipValue($0)) })
        }
        hasAIP = !aipSections.isEmpty
        let fuel = airport.fuel.sorted().map(\.rawValue)
        let entryPoints = airport.borderCrossings.map { "\($0.name) (\($0.countryCode))" }
        facts = Facts(
            hasHardRunway: words.answer(airport.hasHardRunway),
            longestRunway: airport.longestRunwayFt.map {
                words.text("airports.feet_metres", ["feet": words.feet($0), "metres": words.metres(feet: $0)])
            } ?? words.text("airports.unknown"),
            bestApproach: airport.bestApproach.map(words.approach) ?? words.text("airports.none_published"),
            fuel: fuel.isEmpty ? words.text(airport.aipEntries.isEmpty ? "airports.not_published" : "airports.none_listed")
                : fuel.joined(separator: ", "),
            pointOfEntry: words.answer(airport.pointOfEntry),
            borderCrossings: entryPoints.isEmpty ? nil : entryPoints.joined(separator: "; "))

        nearest = inputs.nearest.map { hit in
            let code = AirportText.code(hit.record)
            var bearing: String?
            if let a = airport.coordinate, let b = hit.record.coordinate {
                bearing = AirportText.bearing(Geodesic.wgs84.inverse(a, b).initialAzimuth)
            }
            return Neighbour(ident: hit.record.ident, code: code.text, isICAO: code.isICAO, name: hit.record.name,
                             type: words.airportType(hit.record.type),
                             distanceNM: words.number(Length.fixed((hit.distance ?? 0) / 1_852, fractionDigits: 1)),
                             bearing: bearing,
                             url: AirportPagePaths.sitePath(hit.record).map { SiteLink.relative(from: page, to: $0) })
        }
        hasNearest = !nearest.isEmpty

        if let locator = inputs.locatorMap(settings: settings, words: words) {
            map = MapFigure(svg: locator.map, caption: locator.caption,
                            geojson: SiteLink.relative(from: page, to: MapGeoJSONPaths.beside(inputs.path).description))
            mapData = map?.mapData(words)
        }
        if let filters = SearchFilters(kind: "airport", country: airport.isoCountry).filters(site) {
            searchable = true
            searchFilters = filters
        }
        jsonLD = StructuredData.airport(airport, url: site.config.absoluteURL(inputs.path.folderPath))
        self.shareImage = shareImage
    }

    /// One runway's row, in `words`.
    static func runway(_ runway: WaymarkModel.Runway, words: SiteWords) -> Runway {
        let hardness: String
        if runway.surface.isHard { hardness = "hard" } else if runway.surface == .unknown { hardness = "unknown" } else { hardness = "soft" }
        return Runway(
            designator: runway.designator.isEmpty ? "–" : runway.designator,
            surface: runway.surfaceText.flatMap { $0.isEmpty ? nil : $0 } ?? "–",
            surfaceClass: words.text("airports." + hardness),
            lighted: words.answer(runway.lighted),
            closed: runway.closed,
            status: words.text(runway.closed ? "airports.closed" : "airports.open"),
            lengthFt: runway.lengthFt.map(words.feet) ?? "–",
            lengthM: runway.lengthFt.map { words.metres(feet: $0) } ?? "–",
            widthFt: runway.widthFt.map(words.feet) ?? "–",
            widthM: runway.widthFt.map { words.metres(feet: $0) } ?? "–")
    }
}
