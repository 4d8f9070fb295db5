import WaymarkGeo
import WaymarkModel

/// A named column of a CSV header, resolved to its index once per file (so rows are read without
/// hashing column names).
struct CSVColumn {
    /// The header name, for messages.
    let name: String
    /// 0-based index, `nil` when the header lacks the column.
    let index: Int?

    init(_ name: String, in columns: [String: Int]) {
        self.name = name
        self.index = columns[name]
    }
}

/// Column access for one row of a fixed-schema CSV file (OurAirports), with locations for messages.
struct CSVRow {
    let cells: [String]
    let line: Int
    let path: String

    /// Where `column` of this row is (`path:line:columnNumber`).
    func location(_ column: CSVColumn) -> SourceLocation {
        SourceLocation(path: path, line: line, column: (column.index ?? 0) + 1)
    }

    /// The cell's text, `nil` when the column is absent or the cell empty. Never turns `NA` into nil.
    func text(_ column: CSVColumn) -> String? {
        guard let i = column.index else { return nil }
        let cell = cells[i]
        return cell.isEmpty ? nil : cell
    }

    /// The cell as a number; reports text that is not one.
    func number(_ column: CSVColumn, problems: inout [Diagnostic]) -> Double? {
        guard let t = text(column) else { return nil }
        if let v = Double(t), v.isFinite { return v }
        problems.append(.error("\(column.name) \"\(t)\" is not a number", at: location(column)))
        return nil
    }

    /// The cell as a whole number (a decimal is rounded); reports text that is not a number.
    func integer(_ column: CSVColumn, problems: inout [Diagnostic]) -> Int? {
        guard let t = text(column) else { return nil }
        if let v = Int(t) { return v }
        if let v = Double(t), v.isFinite, abs(v) < 1e15 { return Int(v.rounded()) }
        problems.append(.error("\(column.name) \"\(t)\" is not a number", at: location(column)))
        return nil
    }

    /// `1`/`yes`/`true` as true, anything else false.
    func flag(_ column: CSVColumn) -> Bool {
        switch text(column)?.lowercased() {
        case "1", "yes", "true": return true
        default: return false
        }
    }

    /// A validated coordinate from two columns; `nil` when both are empty. Reports bad values as
    /// errors, or as warnings ending "; the position is ignored" when `optional` (runway ends).
    func coordinate(latitude: CSVColumn, longitude: CSVColumn, optional: Bool = false, problems: inout [Diagnostic]) -> Coordinate? {
        var found: [Diagnostic] = []
        defer {
            for d in found {
                problems.append(optional ? .warning(d.message + "; the position is ignored", at: d.location) : d)
            }
        }
        let lat = number(latitude, problems: &found)
        let lon = number(longitude, problems: &found)
        guard let lat, let lon else {
            if text(latitude) == nil, let _ = text(longitude) {
                found.append(.error("\(latitude.name) is empty but \(longitude.name) is given: give both or neither", at: location(latitude)))
            } else if text(longitude) == nil, let _ = text(latitude) {
                found.append(.error("\(longitude.name) is empty but \(latitude.name) is given: give both or neither", at: location(longitude)))
            }
            return nil
        }
        switch Coordinate.validated(latitude: lat, longitude: lon) {
        case .success(let c): return c
        case .failure(let e):
            found.append(.error(e.description, at: location(e.field == .latitude ? latitude : longitude)))
            return nil
        }
    }
}
