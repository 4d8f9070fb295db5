/// Conditions a charter must meet besides visibility, coordinates and dates (SPEC §3).
/// Text comparisons are case- and diacritic-insensitive; an empty set is not applied.
public struct CharterFilter: Sendable, Hashable {
    /// Vessel types (e.g. `sailing yacht`, `catamaran`); the charter's must be one of them.
    public var vesselTypes: Set<String> = []
    /// Regions (e.g. `Cyclades`); the charter's must be one of them.
    public var regions: Set<String> = []
    /// ISO 3166-1 alpha-2 codes; the charter's country must be one of them. A charter without a
    /// country field is matched on its region instead (see ``CharterRecord/discoveryCountry``).
    public var countries: Set<String> = []

    /// A filter that lets every charter through.
    public init() {}

    /// Whether `charter` meets every condition.
    public func matches<Record: CharterRecord>(_ charter: Record) -> Bool {
        if !vesselTypes.isEmpty {
            guard let t = charter.discoveryVesselType, vesselTypes.contains(where: { SearchKey.fold($0) == SearchKey.fold(t) })
            else { return false }
        }
        if !regions.isEmpty {
            guard let r = charter.discoveryRegion, regions.contains(where: { SearchKey.fold($0) == SearchKey.fold(r) })
            else { return false }
        }
        if !countries.isEmpty {
            let own = charter.discoveryCountry ?? charter.discoveryRegion
            guard let own, countries.contains(where: { SearchKey.fold($0) == SearchKey.fold(own) }) else { return false }
        }
        return true
    }
}
