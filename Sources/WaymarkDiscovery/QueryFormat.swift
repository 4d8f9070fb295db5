/// How `waymark query` prints a ``QueryResult``.
package enum QueryFormat: String, Sendable, Hashable, CaseIterable {
    /// Aligned plain-text columns for a terminal.
    case table
    /// A JSON object with sorted keys: `subject`, `unit`, `count`, `results`.
    case json
    /// An RFC 7946 FeatureCollection of Point features (`[longitude, latitude]`).
    case geojson
    /// RFC 4180 CSV with a header row (fields quoted when needed, LF line ends).
    case csv

    /// The result printed in this format; ends with a newline. Throws when the JSON or GeoJSON
    /// encoder cannot encode a value.
    package func render(_ result: QueryResult) throws -> String {
        switch self {
        case .table: return result.tableText()
        case .json: return try result.jsonText()
        case .geojson: return try result.geoJSONText()
        case .csv: return result.csvText()
        }
    }
}
