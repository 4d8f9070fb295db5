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
        if !isPrimary { weight /= 10 }
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

    /// "Did you mean": for a country name, its capital; otherwise places whose keys share the longest
    /// prefix with `key`, by weight.
    func suggestions(forName key: String, limit: Int) -> [PlaceResult] {
        guard !key.isEmpty, limit > 0 else { return [] }
        if let region = qualifiers.meaning(of: key), !region.countries.isEmpty {
            let capitalCandidates = capitals.map { placeCandidate($0, isPrimary: true) }
                .filter { region.countries.contains($0.countryCode) }
            if !capitalCandidates.isEmpty {
                return capitalCandidates.sorted(by: GazetteerCandidate.ranksBefore).prefix(limit).map(result)
            }
        }
        let (postings, longest) = index.neighbours(of: key)
        let near = postings.map { placeCandidate($0.place, isPrimary: $0.isPrimary) }
        let threshold = max(3, longest - 1)
        let aliasNear = aliasKeys.filter { commonPrefixLength($0.key, key) >= threshold }
            .flatMap(\.value).sorted().map(aliasCandidate)
        return distinct((aliasNear + near).sorted(by: GazetteerCandidate.ranksBefore)).prefix(limit).map(result)
    }

    private func commonPrefixLength(_ a: String, _ b: String) -> Int {
        zip(a.utf8, b.utf8).prefix { $0 == $1 }.count
    }
}
