/// One entry of `sources:` in `site.yml`: records of one kind read from a database rather than from
/// `data/` files (README, "Records from PostgreSQL"). Plain values as written; the module that reaches
/// the database expands `${VARIABLE}`s in ``connection`` from the environment and runs ``query``.
package struct RecordSourceDeclaration: Sendable, Hashable {
    /// The entry's key under `sources:`, `[a-z0-9][a-z0-9-]*`; records are located as
    /// `<driver>:<name>:<id>` in messages (e.g. `postgres:announcements:pet-12`).
    package var name: String
    /// What the rows are.
    package var records: RecordKind
    /// The key that names the connection, and so the driver: `postgres`.
    package var driver: String
    /// The connection string as written in `site.yml`, `${VARIABLE}`s not expanded: it is never
    /// printed after expansion, since it may hold a password.
    package var connection: String
    /// The SQL text of the query, exactly as YAML gives it.
    package var query: String
    /// How long connecting and the query may take together, in seconds (> 0).
    package var timeoutSeconds: Double
    /// Where the entry's key is.
    package var location: SourceLocation
    /// Where the connection value is.
    package var connectionLocation: SourceLocation
    /// Where each line of ``query`` starts in `site.yml`: one location per line of a literal block
    /// (`query: |`), so an error position reported by the server points at its line and column;
    /// a single location (the value's start) for other YAML styles.
    package var queryLines: [SourceLocation]

    /// The default of ``timeoutSeconds``.
    package static let defaultTimeoutSeconds: Double = 60

    /// Creates a declaration; `queryLines` defaults to `[location]`.
    package init(name: String, records: RecordKind, driver: String, connection: String, query: String,
                timeoutSeconds: Double = RecordSourceDeclaration.defaultTimeoutSeconds,
                location: SourceLocation, connectionLocation: SourceLocation? = nil,
                queryLines: [SourceLocation] = []) {
        self.name = name
        self.records = records
        self.driver = driver
        self.connection = connection
        self.query = query
        self.timeoutSeconds = timeoutSeconds
        self.location = location
        self.connectionLocation = connectionLocation ?? location
        self.queryLines = queryLines.isEmpty ? [location] : queryLines
    }

    /// Where the query text starts.
    package var queryLocation: SourceLocation { queryLines[0] }

    /// The `site.yml` location of the 1-based character `position` of ``query`` (as PostgreSQL
    /// reports an error position): its line and column in a literal block, else ``queryLocation``.
    package func location(ofQueryCharacter position: Int) -> SourceLocation {
        guard queryLines.count > 1, position >= 1 else { return queryLocation }
        var line = 0, column = 0, index = 1
        for scalar in query.unicodeScalars {  // PostgreSQL counts characters as code points
            if index == position { break }
            if scalar == "\n" {
                line += 1
                column = 0
            } else {
                column += 1
            }
            index += 1
        }
        guard line < queryLines.count else { return queryLines[queryLines.count - 1] }
        var located = queryLines[line]
        located.column += column
        return located
    }

    /// The prefix of every record's location, `<driver>:<name>`.
    package var recordPath: String { "\(driver):\(name)" }
}
