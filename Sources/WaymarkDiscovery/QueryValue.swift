import WaymarkModel

/// One cell of a query result: what JSON, CSV, GeoJSON and the table print.
package enum QueryValue: Sendable, Hashable, Encodable {
    /// Text, escaped by each format.
    case text(String)
    /// A whole number.
    case integer(Int)
    /// A decimal printed with a fixed number of decimals (deterministic, no locale).
    case decimal(Double, fractionDigits: Int)
    /// true / false.
    case boolean(Bool)
    /// No value: JSON `null`, an empty CSV field, `-` in a table.
    case none

    /// The value as plain text for the table and CSV.
    package var plainText: String {
        switch self {
        case .text(let s): return s
        case .integer(let i): return String(i)
        case .decimal(let d, let digits): return Length.fixed(d, fractionDigits: digits)
        case .boolean(let b): return b ? "true" : "false"
        case .none: return ""
        }
    }
}

/// A named cell (`name` is the lowerCamelCase key used in JSON and the CSV header).
package struct QueryProperty: Sendable, Hashable, Encodable {
    /// Column name, lowerCamelCase.
    package let name: String
    /// The cell.
    package let value: QueryValue

    /// A named cell.
    package init(_ name: String, _ value: QueryValue) {
        self.name = name
        self.value = value
    }
}
