import WaymarkGeo

/// A place that matches the name part of a query, with what ranking needs.
struct GazetteerCandidate: Sendable, Hashable {
    /// Where the candidate comes from.
    enum Source: Sendable, Hashable {
        /// Position in the gazetteer's place array.
        case place(Int)
        /// Position in the alias list.
        case alias(Int)
    }

    let source: Source
    /// True when the text matched the place's own name rather than an alternate name.
    let isPrimary: Bool
    let coordinate: Coordinate
    let countryCode: String
    /// Admin1 position for GeoNames places, nil for aliases.
    let admin1: Int?
    /// Ranking weight: population, ×2 for a national capital, ×100 when prominent, ×⅒ when only an alternate name matched.
    let weight: Double
    /// Tie-breaker: the GeoNames id (aliases use their file position).
    let order: Int
    /// Number of recognised qualifiers the candidate satisfies (filled in by the search).
    var score = 0

    var isAlias: Bool {
        if case .alias = source { return true }
        return false
    }

    /// Ranking order: more qualifiers matched, then aliases before cities, then heavier, then lower id.
    static func ranksBefore(_ a: GazetteerCandidate, _ b: GazetteerCandidate) -> Bool {
        if a.score != b.score { return a.score > b.score }
        if a.isAlias != b.isAlias { return a.isAlias }
        if a.weight != b.weight { return a.weight > b.weight }
        return a.order < b.order
    }
}
