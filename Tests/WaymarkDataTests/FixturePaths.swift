import Foundation
import WaymarkTestSupport

/// Paths to the fixtures and reference data, all inside the repository.
enum FixturePaths {
    /// `Tests/Fixtures/data`.
    static let fixtures = RepositoryPaths.fixtures.appendingPathComponent("data")
    /// The valid fixture site.
    static let validSite = fixtures.appendingPathComponent("valid-site")
    /// The deliberately broken fixture site.
    static let brokenSite = fixtures.appendingPathComponent("broken-site")
    /// The example site.
    static let content = RepositoryPaths.content
    /// The euro_aip sample database copied into the example site.
    static let euroAIPSample = RepositoryPaths.euroAIPSample
}
