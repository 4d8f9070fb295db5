import WaymarkModel

extension QueryResult {
    /// Decimals for coordinates in every format (about 0.1 m).
    static let coordinateDigits = 6

    /// The unit suffix of distance column names: `Km`, `Nm`, `Mi`, `M`.
    var unitSuffix: String {
        switch unit {
        case .kilometres: return "Km"
        case .nauticalMiles: return "Nm"
        case .statuteMiles: return "Mi"
        case .metres: return "M"
        }
    }

    /// Decimals for distances in machine formats: metres to 0.1, the others to 0.001.
    var machineDistanceDigits: Int { unit == .metres ? 1 : 3 }

    /// The cells of one row in column order, with distances converted to ``unit`` at `digits` decimals.
    /// Names: `id`, `name`, `latitude`, `longitude`, then `distance<Unit>` (when there is an anchor),
    /// `leg`, `crossTrack<Unit>`, `alongTrack<Unit>` (routes), then the record's own properties.
    func cells(of row: QueryRow, distanceDigits digits: Int, includeCoordinates: Bool = true) -> [QueryProperty] {
        var out = [QueryProperty("id", .text(row.id)), QueryProperty("name", .text(row.name))]
        if includeCoordinates {
            out.append(QueryProperty("latitude", row.coordinate.map { .decimal($0.latitude, fractionDigits: Self.coordinateDigits) } ?? .none))
            out.append(QueryProperty("longitude", row.coordinate.map { .decimal($0.longitude, fractionDigits: Self.coordinateDigits) } ?? .none))
        }
        func length(_ metres: Double?) -> QueryValue {
            metres.map { .decimal($0 / unit.metres, fractionDigits: digits) } ?? .none
        }
        if hasRoute {
            out.append(QueryProperty("leg", row.route.map { .integer($0.leg + 1) } ?? .none))
            out.append(QueryProperty("crossTrack" + unitSuffix, length(row.route?.crossTrack)))
            out.append(QueryProperty("alongTrack" + unitSuffix, length(row.route?.alongTrack)))
        } else if hasDistance {
            out.append(QueryProperty("distance" + unitSuffix, length(row.distance)))
        }
        out.append(contentsOf: row.properties)
        return out
    }

    /// Column names in order (from the first row, or the fixed columns when there are no rows).
    func columnNames(includeCoordinates: Bool = true) -> [String] {
        if let first = rows.first {
            return cells(of: first, distanceDigits: 0, includeCoordinates: includeCoordinates).map(\.name)
        }
        var names = ["id", "name"]
        if includeCoordinates { names += ["latitude", "longitude"] }
        if hasRoute { names += ["leg", "crossTrack" + unitSuffix, "alongTrack" + unitSuffix] }
        else if hasDistance { names.append("distance" + unitSuffix) }
        return names
    }
}
