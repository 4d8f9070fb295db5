/// An entry in a country's list of border crossing points (euro_aip `border_crossing_points`).
///
/// An airport with at least one is a point of entry (customs / immigration).
package struct BorderCrossing: Sendable, Hashable {
    /// ISO 3166-1 alpha-2 country publishing the list.
    package var countryCode: String
    /// The name as published, e.g. `Biggin Hill`.
    package var name: String
    /// The list it comes from, e.g. `border_crossing_csv`.
    package var source: String
    /// Where the row is: `file.db:border_crossing_points:rowid`.
    package var location: SourceLocation

    /// Creates an entry as read from a euro_aip row.
    package init(countryCode: String, name: String, source: String, location: SourceLocation) {
        self.countryCode = countryCode
        self.name = name
        self.source = source
        self.location = location
    }
}
