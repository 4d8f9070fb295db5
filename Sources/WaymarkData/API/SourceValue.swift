/// One cell of a row from a record source, as the driver read it.
package enum SourceValue: Sendable, Hashable {
    /// SQL `NULL`: the field is absent, as an empty CSV cell.
    case null
    /// A scalar in its text form (numbers as their shortest exact decimal, dates `YYYY-MM-DD`),
    /// typed afterwards by the same rules as a file's text.
    case text(String)
    /// An array of scalars (`tags`); `nil` items are SQL `NULL`s.
    case list([String?])
    /// A position from a PostGIS `geometry` or `geography` point, in degrees; it stands for the
    /// `latitude` and `longitude` fields and is validated as they are.
    case point(latitude: Double, longitude: Double)
    /// A value the driver could not read, with the reason (e.g. a PostGIS polygon where a point is
    /// expected); reported at the row.
    case unreadable(String)
}

/// A result column of a record source.
package struct SourceColumn: Sendable, Hashable {
    /// The column's name as the query returns it (PostgreSQL folds unquoted names to lower case).
    package var name: String
    /// True for a PostGIS `geometry`/`geography` column: it stands for `latitude` and `longitude`.
    package var isPoint: Bool

    /// Creates a column.
    package init(name: String, isPoint: Bool = false) {
        self.name = name
        self.isPoint = isPoint
    }
}
