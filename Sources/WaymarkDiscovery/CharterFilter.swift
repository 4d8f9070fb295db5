import WaymarkModel
/// Conditions a charter must meet besides visibility, coordinates and dates (docs/geo.md, "Charter discovery and visibility").
/// Text comparisons are case- and diacritic-insensitive (``SearchKey/fold(_:)``); an empty set is not applied.
package struct CharterFilter: Sendable, Hashable {
    /// Vessel types (e.g. `sailing yacht`, `catamaran`); the charter's must be one of them.
    package var vesselTypes: Set<String> = [] { didSet { foldedVesselTypes = Self.fold(vesselTypes) } }
    /// Regions (e.g. `Cyclades`); the charter's must be one of them.
    package var regions: Set<String> = [] { didSet { foldedRegions = Self.fold(regions) } }
    /// ISO 3166-1 alpha-2 codes; the charter's country (``WaymarkModel/Charter/countryCode``) must be
    /// one of them, so a charter whose country is unknown is left out.
    package var countries: Set<String> = [] { didSet { foldedCountries = Self.fold(countries) } }

    // Folded once when set, not once per charter.
    private var foldedVesselTypes: Set<String> = []
    private var foldedRegions: Set<String> = []
    private var foldedCountries: Set<String> = []

    /// A filter that lets every charter through.
    package init() {}

    /// Whether `charter` meets every condition.
    package func matches(_ charter: Charter) -> Bool {
        if !foldedVesselTypes.isEmpty {
            guard let t = charter.vesselType, foldedVesselTypes.contains(SearchKey.fold(t)) else { return false }
        }
        if !foldedRegions.isEmpty {
            guard let r = charter.region, foldedRegions.contains(SearchKey.fold(r)) else { return false }
        }
        if !foldedCountries.isEmpty {
            guard let own = charter.countryCode,
                  foldedCountries.contains(SearchKey.fold(own)) else { return false }
        }
        return true
    }

    private static func fold(_ values: Set<String>) -> Set<String> { Set(values.map(SearchKey.fold)) }
}
