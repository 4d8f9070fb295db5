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
    /// The `waymark` executable of the build the running tests belong to: `swift build --build-tests`
    /// puts it beside the test bundle, in the debug or the release folder alike.
    package static let waymarkBinary: String = {
        #if os(Linux)
        let running = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        #else
        let running = Bundle.main.bundleURL.appendingPathComponent("placeholder")
        #endif
        return running.deletingLastPathComponent().appendingPathComponent("waymark").path
    }()
    /// `.build/fixtures`: where compressed fixtures are unpacked (ignored by git, removed by
    /// `make clean`).
    static let unpackedFixtures = root.appendingPathComponent(".build/fixtures")
}
