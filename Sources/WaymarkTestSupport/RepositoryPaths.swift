import Foundation

/// Folders of this repository that tests and benchmarks read, found from this file's location
/// (`Sources/WaymarkTestSupport/RepositoryPaths.swift`), so nothing outside the clone is needed.
package enum RepositoryPaths {
    /// The repository root.
    package static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// `Tests/Fixtures`: fixture sites, golden files and compressed reference data.
    package static let fixtures = root.appendingPathComponent("Tests/Fixtures")
    /// `Content`: the example site.
    package static let content = root.appendingPathComponent("Content")
    /// The euro_aip sample database (12 airports in GB and FR, MIT licence beside it), as the
    /// example site carries it. Open it read-only.
    package static let euroAIPSample = content.appendingPathComponent("data/airports/airports_small.db")
    /// `.build/fixtures`: where compressed fixtures are unpacked (ignored by git, removed by
    /// `make clean`).
    static let unpackedFixtures = root.appendingPathComponent(".build/fixtures")
}
