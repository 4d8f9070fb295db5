/// A value read from a YAML, JSON or CSV record before it is typed.
///
/// Scalars keep their text exactly as written (numbers too), so every format is typed by the same
/// rules and messages can quote the offending value.
enum RawValue: Sendable, Hashable {
    /// A scalar: a string, number or boolean as written.
    case text(String)
    /// An explicit null (`null`, `~`, an empty YAML value) or an empty CSV cell.
    case null
    /// A list of values (YAML sequence, JSON array).
    case list([RawValue])
    /// A nested mapping/object, which no record field accepts.
    case mapping
}

/// A 1-based line and column in the record's file (CSV: the row's line and the column number).
struct TextPosition: Sendable, Hashable {
    var line: Int
    var column: Int
}

/// One `key: value` of a record with the positions of its value and key (the file's path is on
/// the record, so big CSV files do not carry it once per cell).
struct RawField: Sendable {
    /// The field name as written.
    var key: String
    /// The value.
    var value: RawValue
    /// Where the value is.
    var position: TextPosition
    /// Where the key is (CSV: the cell itself, as headers are checked once per file).
    var keyPosition: TextPosition
}

/// One record (a YAML/JSON mapping or a CSV row) before typing.
struct RawRecord: Sendable {
    /// The file, as shown in messages.
    var path: String
    /// Where the record starts.
    var start: TextPosition
    /// Fields in file order.
    var fields: [RawField]

    /// Where the record starts, as a location.
    var location: SourceLocation { SourceLocation(path: path, line: start.line, column: start.column) }

    /// A position in this record's file as a location.
    func location(_ p: TextPosition) -> SourceLocation { SourceLocation(path: path, line: p.line, column: p.column) }
}

import WaymarkModel
