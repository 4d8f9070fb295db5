import WaymarkModel

/// What an earlier build decoded from the rows of a record CSV file, for the rows whose bytes are
/// unchanged (`waymark build --cache`, docs/scale.md, "The data phase kept between builds"). The
/// build's cache layer implements it; ``SiteData/load(siteDirectory:strict:displayRoot:sources:sourceStore:rows:)``
/// asks it once per CSV file of charters or announcements, and tells it what every row of the file
/// gave, so it can remember them for the next build.
///
/// A row is one CSV record as the quote scan cuts the file (a quoted field may span lines), its
/// bytes up to the start of the next record. What a row decodes to depends on those bytes, the
/// header row's bytes, the file's path and the line the row starts on; an implementation keys rows
/// by the first two and puts the path and line back in (``CSVRowOutcome/record`` and `problems`
/// carry them). Rows are asked for only in files whose quotes the scan found in order; rows CSV
/// reading left out (a wrong number of columns, blank lines) are neither asked for nor kept.
package protocol CSVRowReuse<Record>: Sendable {
    associatedtype Record: Sendable

    /// For each row (`rows[i]`, a range of `bytes`, starting on line `lines[i]`) of the file shown as
    /// `path` whose header row is `bytes[header]`: its key, and what an earlier build decoded from a
    /// row with the same bytes under the same header, moved to `path` and `lines[i]`, or `nil`.
    func look(path: String, bytes: UnsafeRawBufferPointer, header: Range<Int>, rows: [Range<Int>], lines: [Int])
        -> (keys: [UInt64], found: [CSVRowOutcome<Record>?])

    /// What every row of the file shown as `path` gave in this build (`nil` for a row that gave
    /// nothing to keep), by the keys ``look(path:bytes:header:rows:lines:)`` returned, in file order.
    func keep(path: String, keys: [UInt64], lines: [Int], outcomes: [CSVRowOutcome<Record>?])
}

/// What decoding one CSV row gave: the record (`nil` when its identity was missing or invalid) and
/// the problems found in it.
package struct CSVRowOutcome<Record: Sendable>: Sendable {
    package var record: Record?
    package var problems: [Diagnostic]

    package init(record: Record?, problems: [Diagnostic]) {
        self.record = record
        self.problems = problems
    }
}

/// The row reuse of each record kind read from CSV files (``CSVRowReuse``); `nil` reads every row.
package struct CSVRowReuses: Sendable {
    package var charters: (any CSVRowReuse<Charter>)?
    package var announcements: (any CSVRowReuse<Announcement>)?

    package init(charters: (any CSVRowReuse<Charter>)? = nil, announcements: (any CSVRowReuse<Announcement>)? = nil) {
        self.charters = charters
        self.announcements = announcements
    }
}
