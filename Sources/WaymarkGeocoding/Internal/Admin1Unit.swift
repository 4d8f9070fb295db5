/// A first-level administrative division (state, region, county) as GeoNames codes it.
struct Admin1Unit: Sendable, Hashable {
    /// ISO 3166-1 alpha-2 country code, e.g. `US`.
    package let countryCode: String
    /// GeoNames admin1 code within the country, e.g. `TX` (US codes are state abbreviations); may be empty.
    package let code: String
    /// English or local name, e.g. "Texas"; empty when GeoNames gives none.
    package let name: String
}
