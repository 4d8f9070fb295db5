/// A country from the GeoNames country table, with the aliases users type ("UK", "USA").
package struct Country: Sendable, Hashable {
    /// ISO 3166-1 alpha-2 code (GeoNames' `XK` for Kosovo).
    package let iso2: String
    /// ISO 3166-1 alpha-3 code.
    package let iso3: String
    /// GeoNames English short name, e.g. "Croatia".
    package let name: String
    /// Name of the capital city; empty when there is none.
    package let capital: String
    /// Common English aliases, e.g. `["UK", "Great Britain", …]`.
    package let aliases: [String]
}
