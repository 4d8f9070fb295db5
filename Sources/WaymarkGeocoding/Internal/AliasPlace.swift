import WaymarkGeo

/// A hand-kept island or sailing region that GeoNames lists as no city (Santorini, the Whitsundays),
/// from `Resources/aliases.tsv`.
package struct AliasPlace: Sendable, Hashable {
    /// Stable slug; the place id is `alias:<slug>`.
    package let slug: String
    /// Display name, e.g. "Santorini".
    package let name: String
    /// Other spellings that find it, e.g. `["Thira", "Thera"]`.
    package let alsoKnownAs: [String]
    /// ISO 3166-1 alpha-2 code of the country it belongs to.
    package let countryCode: String
    /// Centre in degrees.
    package let coordinate: Coordinate
    /// IANA time zone.
    package let timezone: String
    /// What it is: `island`, `archipelago`, `coast`, `region` or `harbour` (a marina GeoNames lists as no town).
    package let kind: String
    /// Where the coordinate comes from.
    package let source: String
}
