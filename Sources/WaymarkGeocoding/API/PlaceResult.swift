import WaymarkGeo

/// One place the geocoder found: what a record's text resolves to.
package struct PlaceResult: Sendable, Hashable, Codable {
    /// Stable id: `geonames:<geonameid>`, `alias:<slug>` for the hand-kept islands and regions, or
    /// `online:<provider id>` for a result from the online provider.
    package var id: String
    /// Display name, e.g. "Split".
    package var name: String
    /// Where it is, e.g. "Split-Dalmatia, Croatia" (admin1 name, then country name; either may be missing).
    package var subtitle: String
    /// Position in degrees (WGS 84).
    package var coordinate: Coordinate
    /// ISO 3166-1 alpha-2 country code, e.g. `HR`; empty when unknown.
    package var countryCode: String
    /// IANA time zone, e.g. `Europe/Zagreb`; empty when unknown.
    package var timezone: String
    /// GeoNames population; 0 when unknown or not a city (aliases, online results).
    package var population: Int

    /// Creates a result.
    package init(
        id: String, name: String, subtitle: String, coordinate: Coordinate, countryCode: String,
        timezone: String, population: Int
    ) {
        self.id = id
        self.name = name
        self.subtitle = subtitle
        self.coordinate = coordinate
        self.countryCode = countryCode
        self.timezone = timezone
        self.population = population
    }

    /// "Split, Split-Dalmatia, Croatia": the name and the subtitle, leaving out subtitle parts that
    /// repeat the name ("Kingston, Jamaica", not "Kingston, Kingston, Jamaica").
    package var label: String {
        ([name] + subtitle.components(separatedBy: ", ").filter { !$0.isEmpty && $0 != name }).joined(separator: ", ")
    }

    /// The label with the population when known, as diagnostics list candidates:
    /// "Portland, Oregon, United States (652,503)".
    package var labelWithPopulation: String {
        population > 0 ? "\(label) (\(PlaceResult.grouped(population)))" : label
    }

    /// An integer with comma thousands separators, independent of the locale: `652503` → "652,503".
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }
}
