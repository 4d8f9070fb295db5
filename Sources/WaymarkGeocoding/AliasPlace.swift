import WaymarkGeo

/// A hand-kept island or sailing region that GeoNames lists as no city (Santorini, the Whitsundays),
/// from `Resources/aliases.tsv`.
public struct AliasPlace: Sendable, Hashable {
    /// Stable slug; the place id is `alias:<slug>`.
    public let slug: String
    /// Display name, e.g. "Santorini".
    public let name: String
    /// Other spellings that find it, e.g. `["Thira", "Thera"]`.
    public let alsoKnownAs: [String]
    /// ISO 3166-1 alpha-2 code of the country it belongs to.
    public let countryCode: String
    /// Centre in degrees.
    public let coordinate: Coordinate
    /// IANA time zone.
    public let timezone: String
    /// What it is: `island`, `archipelago`, `coast`, `region` or `harbour` (a marina GeoNames lists as no town).
    public let kind: String
    /// Where the coordinate comes from.
    public let source: String
}
