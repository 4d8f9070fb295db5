import WaymarkGeo

extension Gazetteer {
    /// The runner-up is *comparable* to the leader when its weight is at least the leader's weight
    /// divided by this factor.
    static let comparableWeightFactor = 10.0

    /// A place marked prominent in `place-notes.tsv` has its ranking weight multiplied by this factor.
    static let prominenceFactor = 100.0

    /// A place matched only by one of its alternate names has its ranking weight divided by this
    /// factor, so a place's own name beats another place's alternate name unless the other place is
    /// a hundred times larger: "Victoria" is Victoria (Hong Kong or British Columbia), never Hong Kong
    /// itself, "Olbia" is Olbia, Sardinia, not Antalya, while "Bombay" is still Mumbai. GeoNames lists
    /// every historic and foreign name of big cities, so a gentler factor lets them swallow small
    /// places' own names.
    static let alternateNameFactor = 100.0

    /// Candidates closer than this to the leader (metres) are taken as the same place, never as rivals.
    package static let samePlaceDistance = 25_000.0

    /// A qualifier that names a place rather than a country or region ("Fira, Santorini") accepts
    /// candidates within this distance of that place (metres).
    static let nearQualifierDistance = 50_000.0

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
    /// prominent in `place-notes.tsv`, ÷ ``alternateNameFactor`` when only an alternate name matched), then GeoNames id.
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
    package func search(_ text: String, limit: Int = 5) -> GeocodeAnswer {
        let query = parse(text)
        guard !query.candidates.isEmpty else {
            return .notFound(suggestions: suggestions(for: query, limit: limit))
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
        return .ambiguous(distinct([leader] + rivals).prefix(max(limit, 2)).map(result))
    }

    /// Every candidate for `text` in ranking order (see ``search(_:limit:)``), places closer than
    /// ``samePlaceDistance`` to a better-ranked one left out; at most `limit`.
    package func candidates(for text: String, limit: Int = 5) -> [PlaceResult] {
        let ranked = parse(text).candidates.sorted(by: GazetteerCandidate.ranksBefore)
        return distinct(ranked).prefix(max(limit, 0)).map(result)
    }
}
