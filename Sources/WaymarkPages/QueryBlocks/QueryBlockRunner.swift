import WaymarkDiscovery
import WaymarkGeo
import WaymarkMap
import WaymarkMarkdown
import WaymarkModel
import WaymarkRender
import WaymarkTheme

/// Runs parsed ```` ```waymark ```` blocks against the site's indexes and turns the results into a
/// ``QueryBlockOutput``: a map (route, range or overview), a table ordered as the query orders
/// (along the route for routes, by distance near an anchor) and a list.
package struct QueryBlockRunner: Sendable {
    /// Map size of a block, in pixels.
    package static let mapSize = PixelSize(width: 720, height: 420)
    /// At most this many rows go into a block's table or list (the map shows every result), so a
    /// query over a world dataset cannot produce a page of megabytes; the summary says so.
    package static let rowLimit = 500

    /// The indexes and links.
    package let context: QueryBlockContext

    /// A runner over `context`.
    package init(context: QueryBlockContext) {
        self.context = context
    }

    /// The output of `block` with its `result`, with links relative to the page at `pagePath`
    /// (e.g. `reports/alternates/index.html`). `mapID` names the map's SVG elements.
    package func output(_ block: QueryBlock, result: QueryResult, pagePath: String, mapID: String) -> QueryBlockOutput {
        func href(_ id: String) -> String? {
            context.pageLink(block.spec.subject, id).map { SiteLink.relative(from: pagePath, to: $0) }
        }
        var summary = summaryText(block, count: result.rows.count)
        let svg = block.views.contains(.map) ? map(block, result: result, mapID: mapID, href: href) : nil
        let shown = QueryResult(subject: result.subject, unit: result.unit, hasDistance: result.hasDistance,
                                hasRoute: result.hasRoute, rows: Array(result.rows.prefix(Self.rowLimit)))
        if result.rows.count > Self.rowLimit, block.views.contains(.table) || block.views.contains(.list) {
            summary += words.text("query.listed_first", ["limit": "\(Self.rowLimit)"])
        }
        let table = block.views.contains(.table) ? QueryBlockTable.make(block, result: shown, context: context, href: href) : nil
        let list = block.views.contains(.list) ? shown.rows.map { row -> QueryTable.Cell in
            let name = context.name(row, subject: block.spec.subject)
            var text = name
            if let distance = row.distance {
                text = words.text("query.list_distance", [
                    "name": name, "distance": words.number(Length.fixed(distance / result.unit.metres, fractionDigits: 1)),
                    "unit": result.unit.symbol])
            }
            return QueryTable.Cell(text, href: href(row.id))
        } : nil
        var output = QueryBlockOutput(title: block.title, summary: summary, svg: svg, table: table, list: list)
        output.labels.map = words.text("query.map_label")
        output.labels.table = words.text("query.table_label")
        output.labels.mapData = words.text("page.map_data")
        return output
    }

    /// The words blocks are written in.
    var words: SiteWords { context.words }

    /// `3 airports`, `1 lost or found pet`: the count as written (not grouped), the noun in the words.
    func counted(_ subject: QuerySubject, _ count: Int) -> String {
        words.catalogue.plural(Self.countedKey(subject), count: count, countText: "\(count)", language: words.language)
    }

    /// The catalogue's plural entry counting records of `subject`.
    static func countedKey(_ subject: QuerySubject) -> String {
        switch subject {
        case .airports: return "airports.counted"
        case .charters: return "charters.counted"
        case .announcements: return "pets.counted"
        }
    }

    /// `3 airports within 30 NM of the route EGTF → LFMD`, `2 lost and found pets within 10 km of stockholm-sodermalm`.
    func summaryText(_ block: QueryBlock, count: Int) -> String {
        let spec = block.spec
        let counted = counted(spec.subject, count)
        var text = counted
        if !spec.route.isEmpty {
            let corridor = spec.within ?? AirportIndex.defaultCorridor
            text = words.text("query.route", ["counted": counted, "distance": words.number(corridor.formatted(in: corridor.unit, fractionDigits: 0)),
                                              "route": spec.route.joined(separator: " → ")])
        } else if let anchor = spec.anchor {
            let place: String
            switch anchor {
            case .point(let c): place = "\(Length.fixed(c.latitude, fractionDigits: 4)), \(Length.fixed(c.longitude, fractionDigits: 4))"
            case .airport(let icao): place = icao
            case .place(let slug): place = context.discovery.places[slug]?.name ?? slug
            }
            if let nearest = spec.nearest {
                text = words.text("query.nearest." + spec.subject.rawValue, ["count": "\(count)", "nearest": "\(nearest)", "place": place])
            } else if let within = spec.within {
                let digits = within.value(in: within.unit).rounded() == within.value(in: within.unit) ? 0 : 1
                text = words.text("query.within", ["counted": counted, "distance": words.number(within.formatted(in: within.unit, fractionDigits: digits)),
                                                   "place": place])
            } else {
                text = words.text("query.near", ["counted": counted, "place": place])
            }
        }
        return text
    }

    /// The block's map: route legs and their airports, the anchor's range with its pins, or an
    /// overview of the pins.
    func map(_ block: QueryBlock, result: QueryResult, mapID: String, href: (String) -> String?) -> String {
        let spec = block.spec
        let pins = mapPins(block, result: result, href: href)
        let subject: MapSubject
        switch spec.subject {
        case .airports: subject = .airports
        case .charters: subject = .charters
        case .announcements: subject = .pets
        }
        let unit: MapDistanceUnit = result.unit == .nauticalMiles ? .nauticalMiles : .kilometres
        var options = MapOptions(id: mapID, size: Self.mapSize, title: block.title ?? summaryText(block, count: result.rows.count),
                                 subject: subject, legend: block.legendMode, unit: unit,
                                 credits: spec.subject == .airports ? [.ourAirports] : [],
                                 emptyMessage: words.text("query.empty"))
        options.words = words.mapWords
        let renderer = MapRenderer.site
        let shape = mapShape(block)
        options.description = mapDescription(shape, subject: spec.subject, pins: pins, options: options)
        switch shape {
        case .route(let waypoints): return renderer.route(waypoints, airports: pins, options: options)
        case .range(let place): return renderer.landing(place, pins: pins, options: options)
        case .overview: return renderer.overview(pins, options: options)
        }
    }

    /// The map's `<desc>` in the words, as the renderer would write it in English: what the map
    /// draws and how many pins of each legend row; `nil` where the renderer's empty message is the
    /// description.
    func mapDescription(_ shape: QueryBlockMapShape, subject: QuerySubject, pins: [MapPin], options: MapOptions) -> String? {
        let pins = pins.filter(\.coordinate.isValid)
        let counted = words.plural(Self.countedKey(subject), pins.count)
        let tallies = words.mapWords.tallies(pins, legend: options.legend)
        switch shape {
        case .overview:
            return pins.isEmpty ? nil : words.text("map.overview_description", ["counted": counted, "tallies": tallies])
        case .range(let place):
            let radius = place.radius.isFinite && place.radius > 0 ? place.radius : 10_000
            let distance = words.distance(radius, unit: options.unit)
            if pins.isEmpty {
                return words.text("query.none_within." + subject.rawValue,
                                  ["distance": distance, "place": place.name, "message": options.emptyMessage ?? ""])
            }
            return words.text("airports.nearest_map_description", ["counted": counted, "distance": distance, "place": place.name,
                                                                    "tallies": tallies])
        case .route(let all):
            let waypoints = all.filter(\.coordinate.isValid)
            if waypoints.isEmpty, pins.isEmpty { return nil }
            guard waypoints.count >= 2 else {
                return pins.isEmpty ? words.text("query.map_none_description")
                    : words.text("map.overview_description", ["counted": counted, "tallies": tallies])
            }
            var length = 0.0
            for index in waypoints.indices.dropFirst() {
                length += Geodesic.wgs84.distance(waypoints[index - 1].coordinate, waypoints[index].coordinate)
            }
            let values = ["route": waypoints.map(\.code).joined(separator: " → "), "length": words.distance(length, unit: options.unit),
                          "counted": counted, "tallies": tallies]
            return words.text(pins.isEmpty ? "query.route_none_description" : "query.route_description", values)
        }
    }

    /// The pins of the block's map: every row with a valid position, in the result's order.
    func mapPins(_ block: QueryBlock, result: QueryResult, href: (String) -> String?) -> [MapPin] {
        let mode = block.legendMode
        return result.rows.compactMap { row -> MapPin? in
            guard let c = row.coordinate, c.isValid else { return nil }
            return MapPin(id: row.id, coordinate: c, label: context.name(row, subject: block.spec.subject), href: href(row.id),
                          category: category(row, subject: block.spec.subject, mode: mode))
        }
    }

    /// What the block's map draws besides its pins: the route's legs (waypoints whose airport has a
    /// position), the anchor's range circle (a radius query, or a nearest query with `within`), or
    /// nothing (an overview).
    func mapShape(_ block: QueryBlock) -> QueryBlockMapShape {
        let spec = block.spec
        let airports = context.discovery.airports
        if !spec.route.isEmpty {
            return .route(spec.route.compactMap { code -> MapWaypoint? in
                airports.airport(icao: code)?.coordinate.map { MapWaypoint(code: code, coordinate: $0) }
            })
        }
        if let anchor = spec.anchor, spec.nearest == nil || spec.within != nil {
            var center: Coordinate?
            var name = ""
            var radius = spec.within
            switch anchor {
            case .point(let c):
                center = c
                name = "\(Length.fixed(c.latitude, fractionDigits: 4)), \(Length.fixed(c.longitude, fractionDigits: 4))"
            case .airport(let icao):
                center = airports.airport(icao: icao)?.coordinate
                name = icao
            case .place(let slug):
                let place = context.discovery.places[slug]
                center = place?.coordinate
                name = place?.name ?? slug
                if radius == nil { radius = place?.radius }
            }
            let defaultRadius = spec.subject == .airports ? AirportIndex.defaultRadius : CharterIndex.defaultRadius
            if let center, center.isValid {
                return .range(MapPlace(name: name, coordinate: center, radius: (radius ?? defaultRadius).metres))
            }
        }
        return .overview
    }

    /// The pin category of a row under `mode`.
    func category(_ row: QueryRow, subject: QuerySubject, mode: MapLegendMode) -> String {
        switch subject {
        case .airports:
            guard let airport = context.discovery.airports.airport(icao: row.id) else { return "" }
            return AirportLegend.category(of: airport, mode: mode)
        case .charters:
            return "charter"
        case .announcements:
            let status = row.properties.first { $0.name == "status" }?.value.plainText ?? ""
            return status
        }
    }
}
