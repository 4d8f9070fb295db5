import WaymarkGeo

extension Gazetteer {
    /// The runner-up is *comparable* to the leader when its weight is at least the leader's weight
    /// divided by this factor.
    public static let comparableWeightFactor = 10.0

    /// A place marked prominent in `place-notes.tsv` has its ranking weight multiplied by this factor.
    public static let prominenceFactor = 100.0

    /// Candidates closer than this to the leader (metres) are taken as the same place, never as rivals.
    public static let samePlaceDistance = 25_000.0

    /// A qualifier that names a place rather than a country or region ("Fira, Santorini") accepts
    /// candidates within this distance of that place (metres).
    public static let nearQualifierDistance = 50_000.0

    /// Forward lookup: the place a free text names.
    ///
    /// The text is "name[, qualifier]…". The name is matched, as a ``PlaceNameKey``, against GeoNames
    /// names, ASCII names and alternate names and against the alias list. Each qualifier is a country
    /// (name, ISO alpha-2 or alpha-3 code, or alias such as "UK", "USA"), an admin1 unit (name or letter
    /// code such as "TX"), or failing both a place ("Fira, Santorini": candidates within
    /// ``nearQualifierDistance`` of it). Qualifiers that mean none of these are ignored. Without commas,
    /// a trailing country or admin1 ("Split Croatia") is recognised, and a leading "the" ("the Cyclades")
    /// dropped, when the whole name matches nothing.
    ///
    /// Ranking: more qualifiers satisfied first, then hand-kept aliases before GeoNames places, then
    /// weight (population, ×2 for a national capital, × ``prominenceFactor`` for a place marked
    /// prominent in `place-notes.tsv`, ×⅒ when only an alternate name matched), then GeoNames id.
    /// Hand-kept extra names (`place-notes.tsv`) count as the place's own names. The answer is:
    /// - ``GeocodeAnswer/found(_:)`` with the leader, unless
    /// - ``GeocodeAnswer/ambiguous(_:)`` when other candidates in the leader's tier (same number of
    ///   qualifiers satisfied, both aliases or both GeoNames places; when the leader matched by its own
    ///   name, only rivals that did too) are *comparable*: farther than
    ///   ``samePlaceDistance`` from the leader and with weight × ``comparableWeightFactor`` ≥ the
    ///   leader's weight. "Portland" (652,503 vs 66,881) and "Victoria" are ambiguous; "Paris" is Paris, France.
    /// - ``GeocodeAnswer/notFound(suggestions:)`` when nothing matches, or when recognised qualifiers
    ///   exclude every candidate (the suggestions are then the excluded candidates).
    ///
    /// - Parameter limit: the most places an ambiguous answer or the suggestions carry (at least 2 for
    ///   an ambiguous answer).
    public func search(_ text: String, limit: Int = 5) -> GeocodeAnswer {
        let query = parse(text)
        guard !query.candidates.isEmpty else {
            return .notFound(suggestions: suggestions(forName: query.nameKey, limit: limit))
        }
        let ranked = query.candidates.sorted(by: GazetteerCandidate.ranksBefore)
        guard let leader = ranked.first else { return .notFound(suggestions: []) }
        if query.recognisedQualifiers > 0, leader.score == 0 {
            return .notFound(suggestions: distinct(ranked).prefix(max(limit, 0)).map(result))
        }
        let rivals = ranked.dropFirst().filter { other in
            other.score == leader.score && other.isAlias == leader.isAlias
                && (other.isPrimary || !leader.isPrimary)
                && Haversine.distance(other.coordinate, leader.coordinate) > Gazetteer.samePlaceDistance
                && (leader.isAlias || other.weight * Gazetteer.comparableWeightFactor >= leader.weight)
        }
        guard !rivals.isEmpty else { return .found(result(leader)) }
        return .ambiguous(([leader] + rivals).prefix(max(limit, 2)).map(result))
    }

    /// Every candidate for `text` in ranking order (see ``search(_:limit:)``), places closer than
    /// ``samePlaceDistance`` to a better-ranked one left out; at most `limit`.
    public func candidates(for text: String, limit: Int = 5) -> [PlaceResult] {
        let ranked = parse(text).candidates.sorted(by: GazetteerCandidate.ranksBefore)
        return distinct(ranked).prefix(max(limit, 0)).map(result)
    }

    // MARK: - Parsing

    /// A query split into the name key, its candidates (scored) and the qualifier count.
    struct ParsedQuery {
        var nameKey: String
        var candidates: [GazetteerCandidate]
        var recognisedQualifiers: Int
    }

    /// What one qualifier means.
    enum QualifierMeaning {
        case region(QualifierTable.Meaning)
        case near([Coordinate])
    }

    func parse(_ text: String) -> ParsedQuery {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { PlaceNameKey.make(String($0)) }
        var nameKey = parts.first ?? ""
        var qualifierKeys = parts.dropFirst().filter { !$0.isEmpty }
        var candidates = matches(forName: nameKey)
        if candidates.isEmpty, nameKey.hasPrefix("the ") {
            // "the Cyclades", "the Whitsundays".
            let withoutArticle = String(nameKey.dropFirst(4))
            let found = matches(forName: withoutArticle)
            if !found.isEmpty {
                nameKey = withoutArticle
                candidates = found
            }
        }
        if candidates.isEmpty, qualifierKeys.isEmpty {
            // "Split Croatia", "Paris TX": a trailing country or admin1 without a comma.
            let words = nameKey.split(separator: " ")
            for cut in stride(from: words.count - 1, to: 0, by: -1) {
                let tail = words[cut...].joined(separator: " ")
                guard qualifiers.meaning(of: tail) != nil else { continue }
                let head = words[..<cut].joined(separator: " ")
                let headMatches = matches(forName: head)
                if !headMatches.isEmpty {
                    nameKey = head
                    qualifierKeys = [tail]
                    candidates = headMatches
                    break
                }
            }
        }
        let meanings = qualifierKeys.compactMap(meaning(ofQualifier:))
        for position in candidates.indices {
            candidates[position].score = meanings.count { satisfies(candidates[position], $0) }
        }
        return ParsedQuery(nameKey: nameKey, candidates: candidates, recognisedQualifiers: meanings.count)
    }

    private func meaning(ofQualifier key: String) -> QualifierMeaning? {
        if let meaning = qualifiers.meaning(of: key) { return .region(meaning) }
        let anchors = matches(forName: key).sorted(by: GazetteerCandidate.ranksBefore).prefix(3).map(\.coordinate)
        return anchors.isEmpty ? nil : .near(Array(anchors))
    }

    private func satisfies(_ candidate: GazetteerCandidate, _ meaning: QualifierMeaning) -> Bool {
        switch meaning {
        case .region(let region):
            if region.countries.contains(candidate.countryCode) { return true }
            if let admin1 = candidate.admin1, region.admin1Units.contains(admin1) { return true }
            return false
        case .near(let anchors):
            return anchors.contains {
                Haversine.distance($0, candidate.coordinate) <= Gazetteer.nearQualifierDistance
            }
        }
    }

    /// Aliases and GeoNames places whose name key is `key`.
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
    private func distinct(_ ranked: [GazetteerCandidate]) -> [GazetteerCandidate] {
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
    private func suggestions(forName key: String, limit: Int) -> [PlaceResult] {
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

    // MARK: - Results

    func result(_ candidate: GazetteerCandidate) -> PlaceResult {
        switch candidate.source {
        case .place(let position): return placeResult(position)
        case .alias(let position): return aliasResult(position)
        }
    }

    func placeResult(_ position: Int) -> PlaceResult {
        let place = places[position]
        let unit = admin1Units[Int(place.admin1)]
        let subtitle = Gazetteer.subtitle(region: unit.name, country: countries[unit.countryCode]?.name ?? unit.countryCode)
        return PlaceResult(
            id: "geonames:\(place.geonameID)", name: names[position], subtitle: subtitle,
            coordinate: place.coordinate, countryCode: unit.countryCode,
            timezone: timezones[Int(place.timezone)], population: Int(place.population))
    }

    /// "Region, Country", leaving out an empty region or one named like the country ("Martinique").
    static func subtitle(region: String, country: String) -> String {
        [region == country ? "" : region, country].filter { !$0.isEmpty }.joined(separator: ", ")
    }

    func aliasResult(_ position: Int) -> PlaceResult {
        let alias = aliases[position]
        return PlaceResult(
            id: "alias:\(alias.slug)", name: alias.name,
            subtitle: Gazetteer.subtitle(region: aliasRegions[position], country: countries[alias.countryCode]?.name ?? alias.countryCode),
            coordinate: alias.coordinate, countryCode: alias.countryCode, timezone: alias.timezone,
            population: 0)
    }
}
