import Foundation
import Testing
import WaymarkData
import WaymarkDiscovery
import WaymarkModel

/// Where the test data lives, found from this file: the repository root, then `../shared/data`.
enum TestData {
    static let repoRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let shared = repoRoot.deletingLastPathComponent().appendingPathComponent("shared/data")
    static let fixtures = repoRoot.appendingPathComponent("Tests/Fixtures/discovery")
    static let fixtureSite = fixtures.appendingPathComponent("site")

    /// The 12 airports of the euro_aip sample (EGTF, LFMD, EGLL…), with procedures and AIP entries.
    static let euroAIP: AirportIndex<Airport> = {
        let url = shared.appendingPathComponent("euro_aip/airports_small.db")
        let (airports, problems) = EuroAIPLoader.load(url, path: "euro_aip/airports_small.db")
        if problems.contains(where: { $0.severity == .error }) { Issue.record("euro_aip: \(problems)") }
        return AirportIndex(airports)
    }()

    /// The OurAirports world set (about 73,600 airports), loaded once per test run.
    static let world = Task<AirportIndex<Airport>, Never> {
        let (tables, _) = await OurAirportsLoader.load(folder: shared.appendingPathComponent("ourairports"),
                                                      displayPath: "ourairports")
        return AirportIndex(tables.airports)
    }

    /// The fixture site's discovery indexes, loaded once.
    static let fixtureIndex = Task<SiteDiscoveryIndex, Never> {
        let (data, diagnostics) = await SiteData.load(siteDirectory: fixtureSite, strict: false)
        if diagnostics.hasErrors { Issue.record("fixture site: \(diagnostics.errors)") }
        return SiteDiscoveryIndex(announcements: data.announcements, charters: data.charters,
                                  airports: data.airports, places: data.places)
    }
}
