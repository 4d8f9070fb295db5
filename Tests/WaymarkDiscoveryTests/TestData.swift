import Foundation
import Testing
import WaymarkData
import WaymarkDiscovery
import WaymarkModel
import WaymarkTestSupport

/// Where the test data lives: fixtures committed in the repository (`Tests/Fixtures`, `Content`).
enum TestData {
    static let fixtures = RepositoryPaths.fixtures.appendingPathComponent("discovery")
    static let fixtureSite = fixtures.appendingPathComponent("site")

    /// The 12 airports of the euro_aip sample (EGTF, LFMD, EGLL…), with procedures and AIP entries.
    static let euroAIP: AirportIndex = {
        let (airports, problems) = EuroAIPLoader.load(RepositoryPaths.euroAIPSample, path: "airports_small.db")
        if problems.contains(where: { $0.severity == .error }) { Issue.record("euro_aip: \(problems)") }
        return AirportIndex(airports)
    }()

    /// The OurAirports world set (about 73,600 airports), loaded once per test run.
    static let world = Task<AirportIndex, Never> {
        let folder: URL
        do { folder = try OurAirportsFixture.folder() } catch {
            Issue.record("OurAirports world set: \(error)")
            return AirportIndex([])
        }
        let (tables, _) = await OurAirportsLoader.load(folder: folder, displayPath: "ourairports")
        return AirportIndex(tables.airports)
    }

    /// The fixture site's discovery indexes, loaded once.
    static let fixtureIndex = Task<DiscoveryIndex, Never> {
        let (data, diagnostics) = await SiteData.load(siteDirectory: fixtureSite, strict: false)
        if diagnostics.hasErrors { Issue.record("fixture site: \(diagnostics.errors)") }
        return DiscoveryIndex(announcements: data.announcements, charters: data.charters,
                                  airports: data.airports, places: data.places)
    }
}
