import WaymarkDiscovery
import WaymarkGeo
import WaymarkModel

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
        func length(_ metres: Double?) -> String {
            metres.map { Length.fixed($0 / unit.metres, fractionDigits: 1) } ?? ""
        }
        func property(_ row: QueryRow, _ name: String) -> String {
            row.properties.first { $0.name == name }?.value.plainText ?? ""
        }
        let center = anchorCenter(block.spec, context: context)
        switch block.spec.subject {
        case .airports:
            // "Code": the ICAO code where the airport has one, else its ident (AirportText.code).
            var columns: [QueryTable.Column] = [.init("Code"), .init("Name"), .init("Type"), .init("Country")]
            if result.hasRoute {
                columns += [.init("Along track (\(unit.symbol))", numeric: true), .init("Cross track (\(unit.symbol))", numeric: true)]
            } else if result.hasDistance {
                columns += [.init("Distance (\(unit.symbol))", numeric: true), .init("Bearing", numeric: true)]
            }
            columns += [.init("Longest runway (ft)", numeric: true), .init("Best approach"), .init("Fuel")]
            let rows = result.rows.map { row -> [QueryTable.Cell] in
                let airport = context.discovery.airports.airport(icao: row.id)
                var cells = [QueryTable.Cell(airport.map { AirportText.code($0).text } ?? row.id, href: href(row.id)), .init(row.name),
                             .init(AirportText.typeLabel(airport?.type ?? property(row, "type"))), .init(airport?.isoCountry ?? "")]
                if result.hasRoute {
                    cells += [.init(length(row.route?.alongTrack)), .init(length(row.route?.crossTrack))]
                } else if result.hasDistance {
                    var bearing = ""
                    if let center, let c = row.coordinate {
                        bearing = AirportText.bearing(Geodesic.wgs84.inverse(center, c).initialAzimuth)
                    }
                    cells += [.init(length(row.distance)), .init(bearing)]
                }
                cells += [.init(airport?.longestRunwayFt.map(AirportText.feet) ?? ""),
                          .init(airport?.bestApproach.map(AirportText.approachLabel) ?? "none"),
                          .init(airport.map { $0.fuel.sorted().map(\.rawValue).joined(separator: ", ") } ?? "")]
                return cells
            }
            return QueryTable(columns: columns, rows: rows)
        case .charters:
            var columns: [QueryTable.Column] = [.init("Charter"), .init("Destination"), .init("Start"), .init("End"), .init("Vessel")]
            if result.hasDistance { columns.append(.init("Distance (\(unit.symbol))", numeric: true)) }
            let rows = result.rows.map { row -> [QueryTable.Cell] in
                var cells = [QueryTable.Cell(row.name, href: href(row.id)), .init(property(row, "destination")),
                             .init(property(row, "start")), .init(property(row, "end")), .init(property(row, "vesselType"))]
                if result.hasDistance { cells.append(.init(length(row.distance))) }
                return cells
            }
            return QueryTable(columns: columns, rows: rows)
        case .announcements:
            var columns: [QueryTable.Column] = [.init("Pet"), .init("Status"), .init("Species"), .init("Date"), .init("Address")]
            if result.hasDistance { columns.append(.init("Distance (\(unit.symbol))", numeric: true)) }
            let rows = result.rows.map { row -> [QueryTable.Cell] in
                var cells = [QueryTable.Cell(row.name, href: href(row.id)), .init(property(row, "status")),
                             .init(property(row, "species")), .init(property(row, "date")), .init(property(row, "address"))]
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
