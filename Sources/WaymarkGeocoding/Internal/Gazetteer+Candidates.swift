import WaymarkGeo

/// Name matching, candidate weights, de-duplication and "did you mean" suggestions.
extension Gazetteer {
    /// Aliases and GeoNames places whose name key is `key` (hand-kept extra names count as own names).
    func matches(forName key: String) -> [GazetteerCandidate] {
        guard !key.isEmpty else { return [] }
        var found = (aliasKeys[key] ?? []).map(aliasCandidate)
        let extra = extraNameKeys[key] ?? []
        for posting in index.postings(for: key) where !extra.contains(posting.place) {
            found.append(placeCandidate(posting.place, isPrimary: posting.isPrimary))
        }
        found += extra.map { placeCandidate($0, isPrimary: true) }
        return found
    }

    func aliasCandidate(_ position: Int) -> GazetteerCandidate {
        let alias = aliases[position]
        return GazetteerCandidate(
            source: .alias(position), isPrimary: true, coordinate: alias.coordinate,
            countryCode: alias.countryCode, admin1: nil, weight: 0, order: position)
    }

    func placeCandidate(_ position: Int, isPrimary: Bool) -> GazetteerCandidate {
        let place = places[position]
        var weight = Double(place.population)
        if capitals.contains(position) { weight *= 2 }
        if prominent.contains(position) { weight *= Gazetteer.prominenceFactor }
        if !isPrimary { weight /= Gazetteer.alternateNameFactor }
        return GazetteerCandidate(
            source: .place(position), isPrimary: isPrimary, coordinate: place.coordinate,
            countryCode: admin1Units[Int(place.admin1)].countryCode, admin1: Int(place.admin1),
            weight: weight, order: Int(place.geonameID))
    }

    /// Ranked candidates without the ones within ``samePlaceDistance`` of a better one.
    func distinct(_ ranked: [GazetteerCandidate]) -> [GazetteerCandidate] {
        var kept: [GazetteerCandidate] = []
        for candidate in ranked where !kept.contains(where: {
            Haversine.distance($0.coordinate, candidate.coordinate) <= Gazetteer.samePlaceDistance
        }) {
            kept.append(candidate)
        }
        return kept
    }

    /// "Did you mean" for a query whose name matches nothing. Candidates come from
    /// ``suggestionCandidates(forName:)``; when the query has recognised qualifiers, only candidates
    /// that satisfy at least one are kept (never "Maringá, Brazil" for "Marina Kremik, Croatia"), the
    /// ones satisfying more first. When no candidate satisfies all of them — typically a street
    /// address such as "Rue Victor Hugo 6, Lyon" — the place the qualifiers name ("Lyon") comes first:
    /// that is where the text points.
    func suggestions(for query: ParsedQuery, limit: Int) -> [PlaceResult] {
        guard limit > 0 else { return [] }
        var near = suggestionCandidates(forName: query.nameKey)
        score(&near, against: query.meanings)
        if !query.meanings.isEmpty { near.removeAll { $0.score == 0 } }
        var results = distinct(near.sorted(by: GazetteerCandidate.ranksBefore)).map(result)
        if !query.qualifierTexts.isEmpty, !near.contains(where: { $0.score == query.meanings.count }),
           case .found(let enclosing) = search(query.qualifierTexts.joined(separator: ", "), limit: limit) {
            results.removeAll { $0 == enclosing }
            results.insert(enclosing, at: 0)
        }
        return Array(results.prefix(limit))
    }

    /// Suggestion candidates for a name that matches nothing: for a country name, its capital;
    /// otherwise places whose keys share the longest prefix with `key`. Unscored and unranked.
    func suggestionCandidates(forName key: String) -> [GazetteerCandidate] {
        guard !key.isEmpty else { return [] }
        if let region = qualifiers.meaning(of: key), !region.countries.isEmpty {
            let capitalCandidates = capitals.map { placeCandidate($0, isPrimary: true) }
                .filter { region.countries.contains($0.countryCode) }
            if !capitalCandidates.isEmpty { return capitalCandidates }
        }
        let (postings, longest) = index.neighbours(of: key)
        let near = postings.map { placeCandidate($0.place, isPrimary: $0.isPrimary) }
        let threshold = max(3, longest - 1)
        let aliasNear = aliasKeys.filter { commonPrefixLength($0.key, key) >= threshold }
            .flatMap(\.value).sorted().map(aliasCandidate)
        return aliasNear + near
    }

    private func commonPrefixLength(_ a: String, _ b: String) -> Int {
        zip(a.utf8, b.utf8).prefix { $0 == $1 }.count
    }
}
