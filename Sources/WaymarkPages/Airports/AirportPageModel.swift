import WaymarkConfig
import WaymarkDiscovery
import WaymarkGeo
import WaymarkMap
import WaymarkMarkdown
import WaymarkModel
import WaymarkOutput
import WaymarkTheme

/// The template variables of one airport page (`airport.mustache`): identity, thumbnail map,
/// runways, procedures grouped by type and precision, AIP entries grouped by section, fuel and
/// point-of-entry facts, and the nearest airports with distance and initial bearing.
///
/// Every value is plain text; the template escapes it (the map SVG is escaped by its renderer).
package struct AirportPageModel: Sendable {
    /// How many neighbours a page lists.
    package static let nearestCount = 10
    /// Map size in pixels.
    package static let thumbnailSize = PixelSize(width: 480, height: 320)
    /// Ground distance across the map of an airport without neighbours, in metres: its surroundings,
    /// and wide enough for the Natural Earth coastline when GSHHG is not installed
    /// (``WaymarkMap/BasemapResolution/finestGroundWidth``; docs/geo.md, "Coastlines").
    package static let thumbnailSpan = 120_000.0
    /// The order AIP sections are shown in; other sections follow alphabetically.
    package static let sectionOrder = ["admin", "operational", "handling", "passenger"]

    /// The airport.
    package let airport: Airport
    /// Where its page is written.
    package let path: OutputPath
    /// Its neighbours (with pages), nearest first, with distances in metres.
    package let nearest: [DiscoveryHit<Airport>]

    /// The model of `airport`'s page, its neighbours taken from `index` among airports that
    /// `settings` gives pages.
    package init(airport: Airport, path: OutputPath, index: AirportIndex, settings: AirportSiteSettings) {
        var filter = AirportFilter()
        filter.types = settings.pageTypes
        if let c = airport.coordinate {
            self.init(airport: airport, path: path, nearest: index.nearest(to: c, k: Self.nearestCount, filter: filter, excluding: airport.ident)
                .filter { settings.hasPage($0.record) })
        } else {
            self.init(airport: airport, path: path, nearest: [])
        }
    }

    /// The model of `airport`'s page with its neighbours already found (``AirportNeighbours``).
    init(airport: Airport, path: OutputPath, nearest: [DiscoveryHit<Airport>]) {
        self.airport = airport
        self.path = path
        self.nearest = nearest
    }

    /// One runway's row, in `words`.
    package static func runwayVariables(_ runway: Runway, words: SiteWords = .english) -> [String: Any] {
        let hardness: String
        if runway.surface.isHard { hardness = "hard" } else if runway.surface == .unknown { hardness = "unknown" } else { hardness = "soft" }
        var row: [String: Any] = [
            "designator": runway.designator.isEmpty ? "–" : runway.designator,
            "surface": runway.surfaceText.flatMap { $0.isEmpty ? nil : $0 } ?? "–",
            "surfaceClass": words.text("airports." + hardness),
            "lighted": words.answer(runway.lighted),
            "closed": runway.closed,
            "status": words.text(runway.closed ? "airports.closed" : "airports.open"),
        ]
        row["lengthFt"] = runway.lengthFt.map(words.feet) ?? "–"
        row["lengthM"] = runway.lengthFt.map { words.metres(feet: $0) } ?? "–"
        row["widthFt"] = runway.widthFt.map(words.feet) ?? "–"
        row["widthM"] = runway.widthFt.map { words.metres(feet: $0) } ?? "–"
        return row
    }

    /// Procedures grouped: approaches by precision category (precision, APV, non-precision), then
    /// every other procedure type; each group sorted by runway then name.
    /// A type the catalogue does not name is titled from the data (`Transitions`).
    package static func procedureGroups(_ procedures: [Procedure], words: SiteWords = .english) -> [(title: String, procedures: [Procedure])] {
        var groups: [(String, [Procedure])] = []
        let approaches = procedures.filter(\.isApproach)
        for category in ApproachCategory.allCases.reversed() {
            let members = approaches.filter { $0.approachCategory == category }
            if !members.isEmpty {
                groups.append((words.text("airports.approaches", ["category": words.approach(category)]), sorted(members)))
            }
        }
        let others = Dictionary(grouping: procedures.filter { !$0.isApproach }) { ($0.procedureType ?? "").lowercased() }
        for type in others.keys.sorted() {
            let title = type.isEmpty ? words.text("airports.other_procedures")
                : words.catalogue.texts["airports.procedure_types." + type] ?? type.prefix(1).uppercased() + type.dropFirst() + "s"
            groups.append((title, sorted(others[type] ?? [])))
        }
        return groups
    }

    private static func sorted(_ procedures: [Procedure]) -> [Procedure] {
        procedures.sorted { ($0.runwayIdent ?? "", $0.name) < ($1.runwayIdent ?? "", $1.name) }
    }

    /// AIP entries grouped by section (``sectionOrder`` first), in their published order.
    package static func aipSections(_ entries: [AIPEntry]) -> [(section: String, entries: [AIPEntry])] {
        let grouped = Dictionary(grouping: entries, by: \.section)
        let known = sectionOrder.filter { grouped[$0] != nil }
        let others = grouped.keys.filter { !sectionOrder.contains($0) }.sorted()
        return (known + others).map { ($0, grouped[$0] ?? []) }
    }

    /// The page's variables in `words`, links relative to the page.
    package func variables(settings: AirportSiteSettings, words: SiteWords = .english) -> [String: Any] {
        let page = path.description
        let country = airport.countryName ?? airport.isoCountry
        let type = words.airportType(airport.type)
        var identity: [String: Any] = [
            "ident": airport.ident, "name": airport.name, "type": type,
            "code": AirportText.code(airport).text, "isICAO": AirportText.code(airport).isICAO,
            "country": airport.countryName ?? airport.isoCountry, "countryCode": airport.isoCountry,
            "countryURL": AirportPagePaths.country(airport.isoCountry).map { SiteLink.relative(from: page, to: $0.folderPath) } ?? "",
            "airportsURL": SiteLink.relative(from: page, to: AirportPagePaths.index.folderPath),
            "sources": airport.sources.sorted().map(\.rawValue).joined(separator: ", "),
        ]
        let source = airport.runwaySource.map(words.runwaySource)
        if let source { identity["runwaySource"] = source }
        identity["runwaySourceText"] = words.text("airports.runway_source", ["source": source ?? ""])
        if let iata = airport.iataCode, !iata.isEmpty { identity["iata"] = iata }
        if let m = airport.municipality, !m.isEmpty {
            identity["municipality"] = m
            identity["lead"] = words.text("airports.lead_serving", ["type": type, "municipality": m, "country": country])
        } else {
            identity["lead"] = words.text("airports.lead", ["type": type, "country": country])
        }
        if let r = airport.regionName ?? airport.isoRegion { identity["region"] = r }
        if let e = airport.elevationFt {
            identity["elevationFt"] = words.feet(e)
            identity["elevationM"] = words.metres(feet: e)
            identity["elevation"] = words.text("airports.feet_metres", ["feet": words.feet(e), "metres": words.metres(feet: e)])
        }
        if let c = airport.coordinate {
            identity["latitude"] = Length.fixed(c.latitude, fractionDigits: 5)
            identity["longitude"] = Length.fixed(c.longitude, fractionDigits: 5)
        }

        let runways = airport.runways.map { Self.runwayVariables($0, words: words) }
        let procedures = Self.procedureGroups(airport.procedures, words: words).map { group -> [String: Any] in
            ["title": group.title, "procedures": group.procedures.map { p -> [String: Any] in
                ["name": p.name, "runway": p.runwayIdent ?? "–", "approachType": p.approachType.flatMap { $0.isEmpty ? nil : $0 } ?? "–",
                 "category": p.approachCategory.map(words.approach) ?? "–"]
            }]
        }
        let aip = Self.aipSections(airport.aipEntries).map { section -> [String: Any] in
            ["section": words.catalogue.texts["airports.aip_sections." + section.section]
                ?? section.section.prefix(1).uppercased() + section.section.dropFirst(),
             "entries": section.entries.map { ["field": words.aipField($0), "value": words.aipValue($0)] }]
        }
        let fuel = airport.fuel.sorted().map(\.rawValue)
        let entryPoints = airport.borderCrossings.map { "\($0.name) (\($0.countryCode))" }
        var facts: [String: Any] = [
            "hasHardRunway": words.answer(airport.hasHardRunway),
            "longestRunway": airport.longestRunwayFt.map { words.text("airports.feet_metres", ["feet": words.feet($0), "metres": words.metres(feet: $0)]) }
                ?? words.text("airports.unknown"),
            "bestApproach": airport.bestApproach.map(words.approach) ?? words.text("airports.none_published"),
            "fuel": fuel.isEmpty ? words.text(airport.aipEntries.isEmpty ? "airports.not_published" : "airports.none_listed") : fuel.joined(separator: ", "),
            "pointOfEntry": words.answer(airport.pointOfEntry),
        ]
        if !entryPoints.isEmpty { facts["borderCrossings"] = entryPoints.joined(separator: "; ") }

        let neighbours = nearest.map { hit -> [String: Any] in
            let code = AirportText.code(hit.record)
            var row: [String: Any] = ["ident": hit.record.ident, "code": code.text, "isICAO": code.isICAO, "name": hit.record.name,
                                      "type": words.airportType(hit.record.type),
                                      "distanceNM": words.number(Length.fixed((hit.distance ?? 0) / 1_852, fractionDigits: 1))]
            if let a = airport.coordinate, let b = hit.record.coordinate {
                row["bearing"] = AirportText.bearing(Geodesic.wgs84.inverse(a, b).initialAzimuth)
            }
            if let target = AirportPagePaths.sitePath(hit.record) { row["url"] = SiteLink.relative(from: page, to: target) }
            return row
        }
        var variables: [String: Any] = [
            "page": ["title": "\(airport.ident) · \(airport.name)", "kind": "airport",
                     "description": "\(airport.name): \(identity["lead"] as? String ?? "")"] as [String: Any],
            "airport": identity,
            "runways": runways, "hasRunways": !runways.isEmpty,
            "procedureGroups": procedures, "hasProcedures": !procedures.isEmpty,
            "aipSections": aip, "hasAIP": !aip.isEmpty,
            "facts": facts,
            "nearest": neighbours, "hasNearest": !neighbours.isEmpty,
        ]
        if let map = locatorMap(settings: settings, words: words) {
            let figure = RecordMapFigure(svg: map.svg, caption: map.caption,
                                         geoJSONURL: SiteLink.relative(from: page, to: MapGeoJSONPaths.beside(path).description))
            for (key, value) in figure.variables(words) { variables[key] = value }
        }
        return variables
    }

    /// The circle the locator map draws around the airport: out to its farthest listed neighbour
    /// (metres), or `nil` without neighbours or a position.
    var neighbourhood: MapPlace? {
        guard let c = airport.coordinate, c.isValid, let farthest = nearest.compactMap(\.distance).max(), farthest > 0 else { return nil }
        return MapPlace(name: airport.ident, coordinate: c, radius: farthest)
    }

    /// The page's map: the airport marked and labelled by its ident, a circle out to the farthest of
    /// its listed neighbours and those neighbours as pins linking to their pages, coloured by the
    /// site's legend mode — where it is and what is around it. Without neighbours, a one-pin map
    /// ``thumbnailSpan`` across. `nil` without a position.
    func locatorMap(settings: AirportSiteSettings, words: SiteWords = .english) -> (svg: String, caption: String)? {
        guard let c = airport.coordinate, c.isValid else { return nil }
        let legend = settings.legend
        guard let place = neighbourhood else {
            let pin = MapPin(id: airport.ident, coordinate: c, label: airport.name,
                             category: AirportLegend.category(of: airport, mode: legend))
            var options = MapOptions(id: "airport-\(airport.ident)", size: Self.thumbnailSize,
                                     title: words.text("airports.location_of", ["name": airport.name]),
                                     description: words.text("airports.map_description", [
                                         "label": airport.name, "position": words.mapWords.coordinate(c)]),
                                     subject: .airports, legend: legend,
                                     showsLegend: false, unit: .nauticalMiles, credits: [.ourAirports])
            options.words = words.mapWords
            return (MapRenderer.site.thumbnail(pin, span: Self.thumbnailSpan, options: options),
                    words.text("airports.surroundings", ["name": airport.name, "km": words.integer(Int(Self.thumbnailSpan / 1_000))]))
        }
        let page = path.description
        let pins = nearest.compactMap { hit -> MapPin? in
            guard let coordinate = hit.record.coordinate else { return nil }
            return MapPin(id: hit.record.ident, coordinate: coordinate, label: "\(hit.record.ident) · \(hit.record.name)",
                          href: AirportPagePaths.sitePath(hit.record).map { SiteLink.relative(from: page, to: $0) },
                          category: AirportLegend.category(of: hit.record, mode: legend))
        }
        let within = words.distance(place.radius, unit: .nauticalMiles)
        var options = MapOptions(id: "airport-\(airport.ident)", size: Self.thumbnailSize,
                                 title: words.text("airports.nearest_map_title", ["ident": airport.ident]),
                                 description: words.text("airports.nearest_map_description", [
                                     "counted": words.plural("airports.counted", pins.filter(\.coordinate.isValid).count), "distance": within, "place": place.name,
                                     "tallies": words.mapWords.tallies(pins, legend: legend)]),
                                 subject: .airports, legend: legend,
                                 unit: .nauticalMiles, credits: [.ourAirports])
        options.words = words.mapWords
        return (MapRenderer.site.landing(place, pins: pins, options: options),
                words.plural("airports.nearest_map_caption", pins.count, ["name": airport.name, "distance": within]))
    }
}
