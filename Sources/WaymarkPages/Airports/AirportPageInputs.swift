import WaymarkConfig
import WaymarkDiscovery
import WaymarkGeo
import WaymarkMap
import WaymarkMarkdown
import WaymarkModel
import WaymarkOutput
import WaymarkTheme

/// What one airport page is made from: the airport, where its page is written and its neighbours,
/// with what its page and its map data derive from them (procedures grouped, AIP sections in
/// order, the locator map). ``AirportPageModel`` is the page's template context made from it.
package struct AirportPageInputs: Sendable {
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

    /// What `airport`'s page is made from, its neighbours taken from `index` among airports that
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

    /// What `airport`'s page is made from, its neighbours already found (``AirportNeighbours``).
    init(airport: Airport, path: OutputPath, nearest: [DiscoveryHit<Airport>]) {
        self.airport = airport
        self.path = path
        self.nearest = nearest
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
    func locatorMap(settings: AirportSiteSettings, words: SiteWords = .english) -> (map: LateMap, caption: String)? {
        guard let c = airport.coordinate, c.isValid else { return nil }
        let legend = settings.legend
        guard let place = neighbourhood else {
            let pin = MapPin(id: airport.ident, coordinate: c, label: airport.name,
                             category: AirportLegend.category(of: airport, mode: legend))
            let name = airport.name, id = "airport-\(airport.ident)"
            return (.thumbnail(pin, span: Self.thumbnailSpan, id: id) {
                        var options = MapOptions(id: id, size: Self.thumbnailSize,
                                                 title: words.text("airports.location_of", ["name": name]),
                                                 description: words.text("airports.map_description", [
                                                     "label": name, "position": words.mapWords.coordinate(c)]),
                                                 subject: .airports, legend: legend,
                                                 showsLegend: false, unit: .nauticalMiles, credits: [.ourAirports])
                        options.words = words.mapWords
                        return options
                    },
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
        let ident = airport.ident, id = "airport-\(airport.ident)"
        return (LateMap(kind: .landing(place), pins: pins, id: id) {
                    var options = MapOptions(id: id, size: Self.thumbnailSize,
                                             title: words.text("airports.nearest_map_title", ["ident": ident]),
                                             description: words.text("airports.nearest_map_description", [
                                                 "counted": words.plural("airports.counted", pins.filter(\.coordinate.isValid).count),
                                                 "distance": within, "place": place.name, "tallies": words.mapWords.tallies(pins, legend: legend)]),
                                             subject: .airports, legend: legend,
                                             unit: .nauticalMiles, credits: [.ourAirports])
                    options.words = words.mapWords
                    return options
                },
                words.plural("airports.nearest_map_caption", pins.count, ["name": airport.name, "distance": within]))
    }
}
