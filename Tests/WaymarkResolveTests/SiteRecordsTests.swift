import Testing
import WaymarkDiscovery
import WaymarkModel
import WaymarkResolve
import WaymarkTestSupport

/// The data stage on its own, as `waymark query` runs it (``SiteRecords``): records loaded,
/// geocoded offline, given their nearest places and countries, and indexed.
@Suite struct SiteRecordsTests {
    static let site = RepositoryPaths.fixtures.appendingPathComponent("sites/pets-charters").path
    static let today = CalendarDate(year: 2026, month: 6, day: 1) ?? CalendarDate(daysSinceEpoch: 0)

    /// Charters get the country they are in: the geocoded destination's, or the nearest gazetteer
    /// place's for a manual coordinate (both sides of 180° in Fiji); none without a location.
    @Test func chartersGetTheirCountry() async throws {
        let records = await SiteRecords.load(siteFolder: Self.site, displayFolder: "site",
                                             today: Self.today)
        let countries = Dictionary(uniqueKeysWithValues: records.data.charters.map { ($0.id, $0.countryCode ?? "-") })
        #expect(countries["sail-upcoming"] == "HR")
        #expect(countries["fiji-east"] == "FJ")
        #expect(countries["fiji-west"] == "FJ")
        #expect(countries["sail-geocoded"] == "GR")
        #expect(countries["sail-nowhere"] == "-")
        // Reverse geocoding names the nearest place of records with their own coordinates only.
        let near = try #require(records.geocoded.nearestToCharters["sail-upcoming"])
        #expect(near.place.id == "geonames:3199180" && abs(near.distance - 358) < 5, "Hvar, 358 m away")
        #expect(records.geocoded.nearestToCharters["sail-geocoded"] == nil)
        #expect(records.geocoded.nearestToCharters["sail-nowhere"] == nil)
        #expect(records.geocoded.nearestToAnnouncements["geocoded-found"] == nil)
        let located = records.data.announcements.filter { $0.coordinate != nil && records.geocoded.announcements[$0.id] == nil }
        #expect(!located.isEmpty && located.allSatisfy { records.geocoded.nearestToAnnouncements[$0.id] != nil })
        // `waymark query` sees what the build sees: the geocoded charter is discoverable by country.
        var spec = QuerySpec(subject: .charters)
        try spec.set("country", "gr")
        try spec.set("from", "2026-01-01")
        let result = try records.discovery.run(spec, today: Self.today)
        #expect(result.rows.map(\.id).contains("sail-geocoded"))
    }

    /// The problems of reading `site.yml` that the command hands in are reported with the data
    /// stage's own, sorted by place.
    @Test func configErrorsAreReportedWithTheDataStages() async throws {
        let problem = Diagnostic.error("sources: expected a list", at: SourceLocation(path: "site/site.yml", line: 4, column: 1))
        let records = await SiteRecords.load(siteFolder: Self.site, displayFolder: "site", today: Self.today,
                                             configErrors: [problem])
        #expect(records.diagnostics.contains(problem))
        #expect(!records.data.charters.isEmpty, "the data stage still runs")
    }
}
