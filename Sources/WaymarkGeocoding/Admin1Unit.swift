/// A first-level administrative division (state, region, county) as GeoNames codes it.
public struct Admin1Unit: Sendable, Hashable {
    /// ISO 3166-1 alpha-2 country code, e.g. `US`.
    public let countryCode: String
    /// GeoNames admin1 code within the country, e.g. `TX` (US codes are state abbreviations); may be empty.
    public let code: String
    /// English or local name, e.g. "Texas"; empty when GeoNames gives none.
    public let name: String
}
