/// The outcome of a forward lookup.
package enum GeocodeAnswer: Sendable, Hashable {
    /// One place clearly matches.
    case found(PlaceResult)
    /// Two or more comparable places match and nothing in the text tells them apart; the best first.
    /// "Comparable" is defined in ``Gazetteer/search(_:limit:)``.
    case ambiguous([PlaceResult])
    /// Nothing matches; `suggestions` are near spellings or, for a qualifier that excluded every
    /// candidate, the candidates it excluded (possibly empty).
    case notFound(suggestions: [PlaceResult])

    /// The place when the answer is ``found(_:)``, else nil.
    package var place: PlaceResult? {
        if case .found(let place) = self { return place }
        return nil
    }

    /// Every place the answer carries, best first (the found place, the ambiguous candidates or the suggestions).
    package var places: [PlaceResult] {
        switch self {
        case .found(let place): return [place]
        case .ambiguous(let candidates): return candidates
        case .notFound(let suggestions): return suggestions
        }
    }
}
