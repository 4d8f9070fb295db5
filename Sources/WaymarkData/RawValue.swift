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

/// One `key: value` of a record with the position of its value.
struct RawField: Sendable {
    /// The field name as written.
    var key: String
    /// The value.
    var value: RawValue
    /// Where the value is (CSV: the row's line and the column number).
    var location: SourceLocation
}

/// One record (a YAML/JSON mapping or a CSV row) before typing.
struct RawRecord: Sendable {
    /// Where the record starts.
    var location: SourceLocation
    /// Fields in file order.
    var fields: [RawField]
}

import WaymarkModel
