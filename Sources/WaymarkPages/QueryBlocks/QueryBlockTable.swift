import WaymarkDiscovery
import WaymarkGeo
import WaymarkMarkdown
import WaymarkModel
import WaymarkRender

/// The table of a ```` ```waymark ```` block, with columns chosen by subject:
///
/// - airports: ICAO, name, type, country, then along-track and cross-track distances (routes) or
///   distance and initial bearing from the anchor, then longest runway, best approach and fuel;
/// - charters: name, destination, start, end, vessel type, distance;
/// - announcements: pet, status, species, date, address, distance.
///
/// Distances are in the query's display unit with one decimal; bearings are true, whole degrees.
enum QueryBlockTable {
    static func make(_ block: QueryBlock, result: QueryResult, context: QueryBlockContext,
                     href: (String) -> String?) -> QueryTable {
        let unit = result.unit
        let words = context.words
        func length(_ metres: Double?) -> String {
            metres.map { words.number(Length.fixed($0 / unit.metres, fractionDigits: 1)) } ?? ""
        }
        func column(_ key: String, numeric: Bool = false, key isKey: Bool = false) -> QueryTable.Column {
            QueryTable.Column(words.text("query." + key, ["unit": unit.symbol]), numeric: numeric, key: isKey)
        }
        func property(_ row: QueryRow, _ name: String) -> String {
            row.properties.first { $0.name == name }?.value.plainText ?? ""
        }
        let center = anchorCenter(block.spec, context: context)
        switch block.spec.subject {
        case .airports:
            // "Code": the ICAO code where the airport has one, else its ident (AirportText.code).
            var columns = [column("code"), column("name"), column("type"), column("country")]
            if result.hasRoute {
                columns += [column("along_track", numeric: true), column("cross_track", numeric: true, key: true)]
            } else if result.hasDistance {
                columns += [column("distance", numeric: true, key: true), column("bearing", numeric: true)]
            }
            columns += [column("longest_runway_ft", numeric: true), column("best_approach"), column("fuel")]
            let rows = result.rows.map { row -> [QueryTable.Cell] in
                let airport = context.discovery.airports.airport(icao: row.id)
                var cells = [QueryTable.Cell(airport.map { AirportText.code($0).text } ?? row.id, href: href(row.id)), .init(row.name),
                             .init(words.airportType(airport?.type ?? property(row, "type"))), .init(airport?.isoCountry ?? "")]
                if result.hasRoute {
                    cells += [.init(length(row.route?.alongTrack)), .init(length(row.route?.crossTrack))]
                } else if result.hasDistance {
                    var bearing = ""
                    if let center, let c = row.coordinate {
                        bearing = AirportText.bearing(Geodesic.wgs84.inverse(center, c).initialAzimuth)
                    }
                    cells += [.init(length(row.distance)), .init(bearing)]
                }
                cells += [.init(airport?.longestRunwayFt.map(words.feet) ?? ""),
                          .init(airport?.bestApproach.map(words.approach) ?? words.text("query.none")),
                          .init(airport.map { $0.fuel.sorted().map(\.rawValue).joined(separator: ", ") } ?? "")]
                return cells
            }
            return QueryTable(columns: columns, rows: rows)
        case .charters:
            var columns = [column("charter"), column("destination"), column("start"), column("end"), column("vessel")]
            if result.hasDistance { columns.append(column("distance", numeric: true, key: true)) }
            let rows = result.rows.map { row -> [QueryTable.Cell] in
                var cells = [QueryTable.Cell(row.name, href: href(row.id)), .init(property(row, "destination")),
                             .init(property(row, "start")), .init(property(row, "end")), .init(property(row, "vesselType"))]
                if result.hasDistance { cells.append(.init(length(row.distance))) }
                return cells
            }
            return QueryTable(columns: columns, rows: rows)
        case .announcements:
            var columns = [column("pet"), column("status", key: true), column("species"), column("date"), column("address")]
            if result.hasDistance { columns.append(column("distance", numeric: true, key: true)) }
            let rows = result.rows.map { row -> [QueryTable.Cell] in
                let status = property(row, "status")
                var cells = [QueryTable.Cell(context.name(row, subject: .announcements), href: href(row.id)),
                             .init(words.catalogue.texts["query.statuses." + status] ?? status),
                             .init(context.species(row)), .init(property(row, "date")), .init(property(row, "address"))]
                if result.hasDistance { cells.append(.init(length(row.distance))) }
                return cells
            }
            return QueryTable(columns: columns, rows: rows)
        }
    }

    /// The point distances are measured from, when the query has an anchor the data can place.
    static func anchorCenter(_ spec: QuerySpec, context: QueryBlockContext) -> Coordinate? {
        switch spec.anchor {
        case .point(let c): return c
        case .airport(let icao): return context.discovery.airports.airport(icao: icao)?.coordinate
        case .place(let slug): return context.discovery.places[slug]?.coordinate
        case nil: return nil
        }
    }
}
