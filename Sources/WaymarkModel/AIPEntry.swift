/// One aerodrome data field scraped from a national eAIP (euro_aip `aip_entries`).
package struct AIPEntry: Sendable, Hashable {
    /// The standard field name that holds fuel types.
    package static let fuelAndOilTypesField = "Fuel and oil types"
    /// The standard field that both the operator (section `admin`) and the administration's hours
    /// (section `operational`) are published under.
    package static let administrationField = "AD Administration"

    /// `admin`, `operational`, `handling` or `passenger`.
    package var section: String
    /// The label as published, e.g. `Fueling`.
    package var field: String
    /// The standardised label it maps to, e.g. `Fuelling`; `nil` when unmapped.
    package var standardField: String?
    /// The published value.
    package var value: String
    /// Where the row is: `file.db:aip_entries:rowid`.
    package var location: SourceLocation

    /// Creates an entry as read from a euro_aip row.
    package init(section: String, field: String, standardField: String?, value: String, location: SourceLocation) {
        self.section = section
        self.field = field
        self.standardField = standardField
        self.value = value
        self.location = location
    }
}
