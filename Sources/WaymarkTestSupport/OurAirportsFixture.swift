import Foundation

/// The OurAirports world set (snapshot of 2022-10-11, public domain) that tests and benchmarks
/// share: 73,623 airports of every type on both sides of 180° and in both polar regions, and
/// 43,951 runways, committed compressed under `Tests/Fixtures/ourairports/`
/// (refreshed by `scripts/test_fixtures_ourairports.py`).
package enum OurAirportsFixture {
    /// The four CSV files, in the layout `OurAirportsLoader` reads.
    static let fileNames = ["airports.csv", "runways.csv", "countries.csv", "regions.csv"]

    /// The folder holding the unpacked CSV files; unpacks them on the first call of a process.
    package static func folder() throws -> URL {
        try unpackedFolder.get()
    }

    private static let unpackedFolder: Result<URL, FixtureError> = {
        do {
            var folder = RepositoryPaths.unpackedFixtures
            for name in fileNames {
                folder = try CompressedFixture("ourairports/\(name).xz").unpacked().deletingLastPathComponent()
            }
            return .success(folder)
        } catch let error as FixtureError {
            return .failure(error)
        } catch {
            return .failure(FixtureError(message: "\(error)"))
        }
    }()
}
