import Foundation
import Testing

/// `waymark query` as a process: it reads the data as a build does (geocoded, charters with their
/// country), so it answers what the site's query blocks show.
@Suite
struct QueryCommandLineTests {
    @Test func geocodedChartersAreFoundAndFilteredByCountry() throws {
        let run = try WaymarkProcess.run(["query", "charters", "--site", "pets-charters", "--from", "2026-01-01",
                                          "--country", "gr,hr", "--format", "csv", "--now", "2026-06-01"],
                                         in: RepositoryPaths.fixtureSite(""))
        #expect(run.status == 0)
        #expect(run.errors == "")
        let rows = run.output.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        #expect(rows.first?.contains("country") == true)
        let ids = rows.dropFirst().compactMap { $0.first.map(String.init) }
        // sail-geocoded has only a destination ("Santorini"); sail-upcoming has its own position off Hvar.
        #expect(ids.contains("sail-geocoded"))
        #expect(ids.contains("sail-upcoming"))
        #expect(!ids.contains { $0.hasPrefix("fiji-") })
    }

    /// `defaults:` of `site.yml` reach `waymark query` as they reach a report block: a query near a
    /// point without `--within` looks as far as `defaults.radius` and prints `defaults.units`.
    @Test func theSiteDefaultsApply() throws {
        let copy = try IncrementalSite("pets-charters")
        let query = ["query", "charters", "--site", "site", "--near", "43.17,16.44", "--from", "2026-01-01",
                     "--format", "csv", "--now", "2026-06-01"]
        let before = try WaymarkProcess.run(query, in: copy.folder.path)
        #expect(before.status == 0, "\(before.errors)")
        #expect(before.output.hasPrefix("id,") && before.output.contains(",distanceKm"))
        #expect(ids(before.output) == ["sail-upcoming", "sail-ongoing"])  // 0 and 36.7 km away
        try copy.append("defaults:\n  radius: 10km\n  units: mi\n", to: "site.yml")
        let after = try WaymarkProcess.run(query, in: copy.folder.path)
        #expect(after.status == 0, "\(after.errors)")
        #expect(after.output.contains(",distanceMi"))
        #expect(ids(after.output) == ["sail-upcoming"])
    }

    private func ids(_ csv: String) -> [String] {
        csv.split(separator: "\n").dropFirst().map { String($0.prefix { $0 != "," }) }
    }

    @Test func aRegionIsNotACountryCode() throws {
        let run = try WaymarkProcess.run(["query", "charters", "--site", "pets-charters", "--country", "Dalmatia"],
                                         in: RepositoryPaths.fixtureSite(""))
        #expect(run.status == 64)
        #expect(run.errors.hasPrefix("Error: --country \"Dalmatia\" is not a country code: expected ISO 3166-1 alpha-2 codes, e.g. GB,FR\n"))
    }
}
