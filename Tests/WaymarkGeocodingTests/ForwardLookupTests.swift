import Testing
import WaymarkGeo
@testable import WaymarkGeocoding

@Suite struct ForwardLookupTests {
    @Test func tableHasAtLeastOneHundredRows() {
        #expect(placeTextTable.count >= 100)
    }

    @Test(arguments: placeTextTable)
    func placeText(_ row: PlaceTextCase) throws {
        let gazetteer = try TestGazetteer.shared()
        let answer = gazetteer.search(row.text, limit: 5)
        switch row.expected {
        case .place(let country, let latitude, let longitude, let tolerance):
            let place = try #require(answer.place, "\(row.text): \(GeocodeReport.table(query: row.text, answer: answer))")
            #expect(place.countryCode == country)
            let distance = TestGazetteer.separation(place.coordinate, Coordinate(latitude: latitude, longitude: longitude))
            #expect(distance <= tolerance, "\(place.label) is \(Int(distance)) m away")
        case .ambiguous(let countries):
            guard case .ambiguous(let candidates) = answer else {
                Issue.record("expected ambiguous, got \(GeocodeReport.table(query: row.text, answer: answer))")
                return
            }
            #expect(candidates.count >= 2)
            #expect(countries.isSubset(of: Set(candidates.map(\.countryCode))))
        case .notFound:
            guard case .notFound = answer else {
                Issue.record("expected not found, got \(GeocodeReport.table(query: row.text, answer: answer))")
                return
            }
        }
    }

    @Test func splitResultCarriesTheSpecFields() throws {
        let place = try #require(try TestGazetteer.shared().search("Split, Croatia").place)
        #expect(place.id == "geonames:3190261")
        #expect(place.name == "Split")
        #expect(place.subtitle == "Split-Dalmatia, Croatia")
        #expect(place.countryCode == "HR")
        #expect(place.timezone == "Europe/Zagreb")
        #expect(place.population > 100_000)
    }

    @Test func aliasResultsUseTheirSlug() throws {
        let place = try #require(try TestGazetteer.shared().search("Santorini").place)
        #expect(place.id == "alias:santorini")
        #expect(place.subtitle == "South Aegean, Greece")
        #expect(place.timezone == "Europe/Athens")
        #expect(place.population == 0)
    }

    @Test func portlandIsAmbiguousBetweenOregonAndMaineInPopulationOrder() throws {
        guard case .ambiguous(let candidates) = try TestGazetteer.shared().search("Portland") else {
            Issue.record("Portland should be ambiguous")
            return
        }
        #expect(candidates.map(\.labelWithPopulation).prefix(2) == [
            "Portland, Oregon, United States (652,503)",
            "Portland, Maine, United States (66,881)",
        ])
    }

    @Test func ambiguousAnswersRespectTheLimitButKeepTwo() throws {
        let gazetteer = try TestGazetteer.shared()
        #expect(gazetteer.search("Springfield", limit: 2).places.count == 2)
        #expect(gazetteer.search("Springfield", limit: 1).places.count == 2)
        #expect(gazetteer.search("Springfield", limit: 10).places.count >= 3)
    }

    @Test func aCountryAloneSuggestsItsCapital() throws {
        let answer = try TestGazetteer.shared().search("Croatia")
        #expect(answer.places.first?.name == "Zagreb")
    }

    @Test func aMisspellingSuggestsTheNearSpelling() throws {
        let answer = try TestGazetteer.shared().search("Splitt")
        #expect(answer.place == nil)
        #expect(answer.places.first?.id == "geonames:3190261")
    }

    @Test func aQualifierThatExcludesEveryCandidateListsThem() throws {
        let answer = try TestGazetteer.shared().search("Split, Italy")
        #expect(answer.place == nil)
        #expect(answer.places.map(\.id) == ["geonames:3190261"])
    }

    @Test func candidatesAreRankedAndDistinct() throws {
        let candidates = try TestGazetteer.shared().candidates(for: "Paris", limit: 3)
        #expect(candidates.first?.countryCode == "FR")
        #expect(candidates.count == 3)
        #expect(Set(candidates.map(\.id)).count == 3)
    }
}

@Suite struct ForwardLookupPropertyTests {
    /// Over a spread of real place names: every place's own name finds something; a found place is the
    /// first candidate; ambiguous candidates are distinct places (farther apart than the same-place distance).
    @Test func answersAreConsistentWithTheCandidateRanking() throws {
        let gazetteer = try TestGazetteer.shared()
        for position in stride(from: 0, to: gazetteer.placeCount, by: 397) {
            let name = gazetteer.names[position]
            guard !PlaceNameKey.make(name).isEmpty else { continue }
            let answer = gazetteer.search(name, limit: 10)
            let candidates = gazetteer.candidates(for: name, limit: 10)
            switch answer {
            case .found(let place):
                #expect(candidates.first == place, "\(name)")
            case .ambiguous(let places):
                #expect(places.count >= 2, "\(name)")
                #expect(places.first == candidates.first, "\(name)")
                for (i, a) in places.enumerated() {
                    for b in places[(i + 1)...] {
                        #expect(TestGazetteer.separation(a.coordinate, b.coordinate) > Gazetteer.samePlaceDistance * 0.99, "\(name)")
                    }
                }
            case .notFound:
                Issue.record("\(name) is a gazetteer name and must be found or ambiguous")
            }
        }
    }

    /// "Did you mean" for a text whose name is not in the gazetteer: the qualifiers decide. A street
    /// address points at the place its qualifiers name; suggestions outside every qualifier are dropped.
    @Test(arguments: [
        ("Rue Victor Hugo 6, Lyon", ["geonames:2996944"]),
        ("Quai des Belges 12, Marseille, France", ["geonames:2995469", "geonames:2984883", "geonames:3029241"]),
        ("Strandvagen 7, Stockholm", ["geonames:2673730"]),
        ("Marina Kremik, Croatia", []),
        // Without qualifiers nothing changes: the nearest spellings by weight.
        ("Atlantis Harbour", ["geonames:3370352", "geonames:4500546", "geonames:4146354"]),
    ])
    func suggestionsFollowTheQualifiers(_ text: String, _ expected: [String]) throws {
        guard case .notFound(let suggestions) = try TestGazetteer.shared().search(text, limit: 3) else {
            Issue.record("\(text) should not be found")
            return
        }
        #expect(suggestions.map(\.id) == expected)
    }
}
