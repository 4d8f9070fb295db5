import WaymarkModel
extension AirportIndex {
    /// How well an airport matches a search text; lower is better.
    package enum SearchRank: Int, Sendable, Hashable, Comparable {
        /// The text is the ICAO or IATA code.
        case code = 0
        /// The name or municipality starts with the text.
        case prefix = 1
        /// The code, name or municipality contains the text.
        case contains = 2

        package static func < (a: SearchRank, b: SearchRank) -> Bool { a.rawValue < b.rawValue }
    }

    /// Airports matching `text` (case- and diacritic-insensitive) and `filter`: ICAO or IATA exact
    /// first, then name or municipality prefix, then contains; within a rank, larger airport types
    /// first (large, medium, small, seaplane base, heliport, balloonport, closed), then ident. "chateauroux" finds
    /// Châteauroux-Déols. An empty text matches nothing.
    package func search(_ text: String, filter: AirportFilter = AirportFilter()) -> [DiscoveryHit<Airport>] {
        searchRanked(text, filter: filter).map { DiscoveryHit(record: records[$0.index]) }
    }

    /// As ``search(_:filter:)``, with each match's rank and position.
    package func searchRanked(_ text: String, filter: AirportFilter = AirportFilter()) -> [(index: Int, rank: SearchRank)] {
        let needle = SearchKey.fold(text)
        guard !needle.isEmpty else { return [] }
        let code = needle.uppercased()
        var found: [(index: Int, rank: SearchRank)] = []
        for (i, key) in searchKeys.enumerated() {
            let rank: SearchRank
            if key.ident == code || (!key.iata.isEmpty && key.iata == code) {
                rank = .code
            } else if key.name.hasPrefix(needle) || key.municipality.hasPrefix(needle) {
                rank = .prefix
            } else if key.name.contains(needle) || key.municipality.contains(needle) || key.ident.contains(code) {
                rank = .contains
            } else {
                continue
            }
            if filter.matches(facts[i]) { found.append((i, rank)) }
        }
        return found.sorted {
            ($0.rank, searchKeys[$0.index].typeRank, $0.index) < ($1.rank, searchKeys[$1.index].typeRank, $1.index)
        }
    }
}
