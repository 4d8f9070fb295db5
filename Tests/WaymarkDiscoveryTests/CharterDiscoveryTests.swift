import Testing
import WaymarkDiscovery
import WaymarkGeo
import WaymarkModel

@Suite struct CharterDiscoveryTests {
    typealias F = RecordFactory
    static let split = Coordinate(latitude: 43.5081, longitude: 16.4402)
    static let hvar = Coordinate(latitude: 43.1729, longitude: 16.4411)
    static let fira = Coordinate(latitude: 36.4167, longitude: 25.4333)
    static let today = RecordFactory.day("2025-06-10")

    static let charters: [Charter] = [
        F.charter("c-ends-today", at: hvar, start: "2025-06-03", end: "2025-06-10", vesselType: "Catamaran", region: "Dalmatia"),
        F.charter("b-ended", at: split, start: "2025-06-01", end: "2025-06-09", region: "Dalmatia"),
        F.charter("a-later", at: split, start: "2025-07-01", end: "2025-07-08", vesselType: "sailing yacht", region: "Dalmatia"),
        F.charter("d-greece", at: fira, start: "2025-06-20", end: "2025-06-27", vesselType: "catamaran", region: "Cyclades"),
        F.charter("e-private", at: split, start: "2025-06-20", end: "2025-06-27", visibility: .private),
        F.charter("f-unlisted", at: split, start: "2025-06-20", end: "2025-06-27", visibility: .unlisted),
        F.charter("g-nowhere", at: nil, start: "2025-06-20", end: "2025-06-27"),
    ]

    @Test func onlyPublicLocatedChartersAreIndexed() {
        let index = CharterIndex(Self.charters)
        #expect(index.records.map(\.id) == ["a-later", "b-ended", "c-ends-today", "d-greece"])
    }

    @Test func defaultWindowKeepsAChartersEndingTodayAndOrdersByStartThenId() {
        let hits = CharterIndex(Self.charters).discover(window: .upcoming(today: Self.today))
        #expect(hits.map(\.record.id) == ["c-ends-today", "d-greece", "a-later"])
        #expect(hits.allSatisfy { $0.distance == nil })
    }

    @Test func aWindowEndingOnAChartersFirstDayFindsIt() {
        let w = DateWindow(from: F.day("2025-06-25"), to: F.day("2025-07-01"))
        #expect(CharterIndex(Self.charters).discover(window: w).map(\.record.id) == ["d-greece", "a-later"])
        let shorter = DateWindow(from: F.day("2025-06-28"), to: F.day("2025-06-30"))
        #expect(CharterIndex(Self.charters).discover(window: shorter).isEmpty)
    }

    @Test func nearAPointOrdersByDistanceAndCarriesIt() throws {
        let hits = CharterIndex(Self.charters).discover(window: .upcoming(today: Self.today), near: Self.split,
                                                        within: .kilometres(50))
        #expect(hits.map(\.record.id) == ["a-later", "c-ends-today"])
        let d0 = try #require(hits[0].distance)
        let d1 = try #require(hits[1].distance)
        #expect(d0 == 0)
        #expect(abs(d1 - Geodesic.wgs84.distance(Self.split, Self.hvar)) < 1e-6)
        // Hvar is ~37 km from Split: a 30 km range leaves it out.
        #expect(CharterIndex(Self.charters).discover(window: .upcoming(today: Self.today), near: Self.split,
                                                     within: .kilometres(30)).map(\.record.id) == ["a-later"])
    }

    @Test func vesselTypeRegionAndCountryFiltersIgnoreCaseAndAccents() {
        var filter = CharterFilter()
        filter.vesselTypes = ["CATAMARAN"]
        #expect(CharterIndex(Self.charters).discover(window: .upcoming(today: Self.today), filter: filter)
            .map(\.record.id) == ["c-ends-today", "d-greece"])
        filter = CharterFilter()
        filter.regions = ["cyclades"]
        #expect(CharterIndex(Self.charters).discover(window: DateWindow(), filter: filter).map(\.record.id) == ["d-greece"])
    }

    /// The country filter compares ISO codes with the country the resolve step found; a charter whose
    /// country is unknown is never matched, and the region is not a country.
    @Test func countryFilterMatchesTheResolvedCountryOnly() {
        var charters = Self.charters
        for index in charters.indices where charters[index].region == "Dalmatia" && charters[index].id != "b-ended" {
            charters[index].countryCode = "HR"
        }
        if let greece = charters.firstIndex(where: { $0.id == "d-greece" }) { charters[greece].countryCode = "GR" }
        var filter = CharterFilter()
        filter.countries = ["hr"]
        #expect(CharterIndex(charters).discover(window: DateWindow(), filter: filter).map(\.record.id)
            == ["c-ends-today", "a-later"])
        filter.countries = ["HR", "GR"]
        #expect(CharterIndex(charters).discover(window: DateWindow(), filter: filter).map(\.record.id)
            == ["c-ends-today", "d-greece", "a-later"])
        filter.countries = ["Dalmatia"]
        #expect(CharterIndex(charters).discover(window: DateWindow(), filter: filter).isEmpty)
    }

    @Test func nearestKeepsOnlyTheClosestMatchingOnes() {
        let hits = CharterIndex(Self.charters).discover(window: DateWindow(), near: Self.fira,
                                                        within: .kilometres(5_000), nearest: 2)
        #expect(hits.map(\.record.id) == ["d-greece", "c-ends-today"])
    }
}
