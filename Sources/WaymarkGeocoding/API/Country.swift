/// A country from the GeoNames country table, with the aliases users type ("UK", "USA").
public struct Country: Sendable, Hashable {
    /// ISO 3166-1 alpha-2 code (GeoNames' `XK` for Kosovo).
    public let iso2: String
    /// ISO 3166-1 alpha-3 code.
    public let iso3: String
    /// GeoNames English short name, e.g. "Croatia".
    public let name: String
    /// Name of the capital city; empty when there is none.
    public let capital: String
    /// Common English aliases, e.g. `["UK", "Great Britain", …]`.
    public let aliases: [String]
}
