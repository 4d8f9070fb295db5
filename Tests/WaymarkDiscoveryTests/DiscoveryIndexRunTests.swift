import Testing
import WaymarkDiscovery
import WaymarkGeo
import WaymarkModel

/// `DiscoveryIndex.run`: defaults and failures, on the fixture site.
@Suite struct DiscoveryIndexRunTests {
    static func run(_ subject: QuerySubject, _ terms: [(String, String)], today: String = "2025-06-10") async throws -> QueryResult {
        var spec = QuerySpec(subject: subject)
        for (k, v) in terms { try spec.set(k, v) }
        let day = try #require(CalendarDate(iso8601: today))
        return try await TestData.fixtureIndex.value.run(spec, today: day)
    }

    @Test func chartersDefaultToEndOnOrAfterToday() async throws {
        #expect(try await Self.run(.charters, []).rows.map(\.id) == ["hvar-week", "vis-july", "fiji-yasawa", "tonga-vavau"])
        #expect(try await Self.run(.charters, [], today: "2025-06-11").rows.map(\.id) == ["vis-july", "fiji-yasawa", "tonga-vavau"])
        #expect(try await Self.run(.charters, [("from", "2025-01-01"), ("to", "2025-06-03")]).rows.map(\.id)
            == ["split-ended", "hvar-week"])
    }

    @Test func aPlaceAnchorUsesThePlaceRadiusAndAPointOneHundredKilometres() async throws {
        let place = try await Self.run(.announcements, [("near-place", "sodermalm")])
        #expect(place.rows.map(\.id) == ["cat-mimi", "dog-rex"])
        #expect(place.hasDistance && place.unit == .kilometres)
        let point = try await Self.run(.announcements, [("near", "59.3158,18.0717")])
        #expect(point.rows.map(\.id) == ["cat-mimi", "dog-rex", "rabbit-far"])
    }

    /// `defaults:` of `site.yml`: the range of a charter or announcement query near a point and
    /// the unit it prints; a query's own `within` and `unit`, a place's radius and airport
    /// queries are left as they are.
    @Test func theSiteDefaultsApplyToGroundQueriesThatGiveNone() async throws {
        let fixture = await TestData.fixtureIndex.value
        let index = DiscoveryIndex(announcements: fixture.announcements.records, charters: fixture.charters.records,
                                   airports: fixture.airports.records, places: Array(fixture.places.values),
                                   defaults: QueryDefaults(radius: .kilometres(20), unit: .statuteMiles))
        let day = try #require(CalendarDate(iso8601: "2025-06-10"))
        func run(_ subject: QuerySubject, _ terms: [(String, String)]) throws -> QueryResult {
            try index.run(QuerySpec(subject: subject, terms: terms), today: day)
        }
        let point = try run(.announcements, [("near", "59.3158,18.0717")])
        #expect(point.rows.map(\.id) == ["cat-mimi", "dog-rex"])
        #expect(point.unit == .statuteMiles)
        let wide = try run(.announcements, [("near", "59.3158,18.0717"), ("within", "100km")])
        #expect(wide.rows.map(\.id) == ["cat-mimi", "dog-rex", "rabbit-far"])
        #expect(wide.unit == .kilometres)
        #expect(try run(.announcements, [("near", "59.3158,18.0717"), ("unit", "nm")]).unit == .nauticalMiles)
        #expect(try run(.announcements, [("near-place", "sodermalm")]).rows.map(\.id) == ["cat-mimi", "dog-rex"])
        #expect(try run(.charters, [("near", "43.17,16.44")]).unit == .statuteMiles)
        let airports = try run(.airports, [("near-airport", "EGTF")])
        #expect(airports.unit == .nauticalMiles)
        let withoutDefaults = try await Self.run(.airports, [("near-airport", "EGTF")])
        #expect(airports.rows.map(\.id) == withoutDefaults.rows.map(\.id))
    }

    @Test func airportsNearAnAirportLeaveItOutAndReportNauticalMiles() async throws {
        let r = try await Self.run(.airports, [("near-airport", "EGTF"), ("within", "10")])
        #expect(r.rows.map(\.id) == ["EGLL", "EGLF"])
        #expect(r.unit == .nauticalMiles)
        let km = try await Self.run(.airports, [("near-airport", "EGTF"), ("within", "20km")])
        #expect(km.rows.map(\.id) == ["EGLL", "EGLF"])
        #expect(km.unit == .kilometres)
    }

    @Test func unknownNamesAreReportedWithTheName() async throws {
        await #expect(throws: QueryFailure.discovery(.unknownPlace("nowhere"))) {
            try await Self.run(.announcements, [("near-place", "nowhere")])
        }
        await #expect(throws: QueryFailure.discovery(.unknownAirport("LFZZ"))) {
            try await Self.run(.airports, [("route", "EGTF,LFZZ")])
        }
        await #expect(throws: QueryFailure.usage(QueryUsageError(key: "nearest", "needs a point to measure from: give near, near-place or near-airport"))) {
            var spec = QuerySpec(subject: .airports)
            spec.nearest = 3
            _ = try await TestData.fixtureIndex.value.run(spec, today: CalendarDate(daysSinceEpoch: 0))
        }
    }
}

@Suite struct LandingPagePinTests {
    @Test func aPlacesPinsUseItsRadius() async throws {
        let index = await TestData.fixtureIndex.value
        let sodermalm = try #require(index.places["sodermalm"])
        #expect(index.eligiblePins(for: sodermalm).map(\.record.id) == ["cat-mimi", "dog-rex"])
        var wide = sodermalm
        wide.radiusKm = 70
        #expect(index.eligiblePins(for: wide).map(\.record.id) == ["cat-mimi", "dog-rex", "rabbit-far"])
        wide.coordinate = nil
        #expect(index.eligiblePins(for: wide).isEmpty)
    }
}

@Suite struct CharterCountryTests {
    /// A charter's country comes from the build's resolve step, never from its region: records
    /// straight from the loader have none and match no country; a region name is not a code.
    @Test func aChartersCountryIsNotItsRegion() async throws {
        let index = await TestData.fixtureIndex.value
        let today = try #require(CalendarDate(iso8601: "2025-06-10"))
        let spec = try QuerySpec(subject: .charters, terms: [("country", "FJ, to")])
        #expect(try index.run(spec, today: today).rows.isEmpty)
        #expect(throws: QueryUsageError.self) { try QuerySpec(subject: .charters, terms: [("country", "fiji")]) }
    }
}

@Suite struct AirportSearchNearTests {
    @Test func aSearchNearAnAirportCarriesDistancesAndHonoursWithin() async throws {
        let index = await TestData.fixtureIndex.value
        let today = try #require(CalendarDate(iso8601: "2025-06-10"))
        let all = try index.run(QuerySpec(subject: .airports, terms: [("search", "london"), ("near-airport", "EGTF")]), today: today)
        #expect(all.rows.map(\.id) == ["EGLL", "EGKB"])
        #expect(all.rows.allSatisfy { $0.distance != nil })
        let close = try index.run(QuerySpec(subject: .airports, terms: [("search", "london"), ("near-airport", "EGTF"),
                                                                        ("within", "10nm")]), today: today)
        #expect(close.rows.map(\.id) == ["EGLL"])
    }
}
