import WaymarkCore
import WaymarkGeo

/// Splitting a text into a name and qualifiers, and scoring candidates against the qualifiers.
extension Gazetteer {
    /// A query split into the name key, its candidates (scored) and the qualifier count.
    struct ParsedQuery {
        var nameKey: String
        var candidates: [GazetteerCandidate]
        var recognisedQualifiers: Int
        /// What each recognised qualifier means, in text order.
        var meanings: [QualifierMeaning]
        /// The qualifier texts as written after the name ("Lyon", "France"), for suggestions.
        var qualifierTexts: [String]
    }

    /// What one qualifier means.
    enum QualifierMeaning {
        case region(QualifierTable.Meaning)
        case near([Coordinate])
    }

    func parse(_ text: String) -> ParsedQuery {
        let written = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        let parts = written.map(PlaceNameKey.make)
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
        score(&candidates, against: meanings)
        let qualifierTexts = written.dropFirst().map { $0.trimmed }.filter { !$0.isEmpty }
        return ParsedQuery(nameKey: nameKey, candidates: candidates, recognisedQualifiers: meanings.count,
                           meanings: meanings, qualifierTexts: qualifierTexts)
    }

    /// Sets each candidate's score to the number of `meanings` it satisfies.
    func score(_ candidates: inout [GazetteerCandidate], against meanings: [QualifierMeaning]) {
        for position in candidates.indices {
            candidates[position].score = meanings.count { satisfies(candidates[position], $0) }
        }
    }

    func meaning(ofQualifier key: String) -> QualifierMeaning? {
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
}
