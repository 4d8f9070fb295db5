import WaymarkModel

/// Reads the rows of `sources:` entries of `site.yml` that name this driver (`postgres`) into a
/// ``SourceRecords``, which types them with the same rules and messages as `data/` files.
///
/// WaymarkData defines the interface and knows no database; a module that reaches one (WaymarkPostgres)
/// implements it, and the program hands its drivers to the build (docs/architecture.md, "Record sources").
package protocol RecordSourceDriver: Sendable {
    /// The connection key this driver reads in a `sources:` entry, e.g. `postgres`.
    var name: String { get }

    /// Reads every row of `records.declaration`'s query into `records`: first
    /// ``SourceRecords/begin(columns:)``, then ``SourceRecords/add(_:)`` per row as rows arrive
    /// (never all of them at once). Connection, authentication, timeout and query failures are
    /// reported with ``SourceRecords/fail(_:at:)``, never thrown; messages never hold a password.
    func read(into records: inout SourceRecords) async
}
