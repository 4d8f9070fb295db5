import Foundation

/// Paths to the fixtures and reference data, found from this file's location.
enum FixturePaths {
    /// The repository root (this file is `Tests/WaymarkDataTests/FixturePaths.swift`).
    static let repoRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// `Tests/Fixtures/data`.
    static let fixtures = repoRoot.appendingPathComponent("Tests/Fixtures/data")
    /// The valid fixture site.
    static let validSite = fixtures.appendingPathComponent("valid-site")
    /// The deliberately broken fixture site.
    static let brokenSite = fixtures.appendingPathComponent("broken-site")
    /// The example site.
    static let content = repoRoot.appendingPathComponent("Content")
    /// The euro_aip sample database copied into the example site.
    static let euroAIPSample = content.appendingPathComponent("data/airports/airports_small.db")
    /// `<repo>/../shared/data` (reference data, also present in CI).
    static let sharedData = repoRoot.deletingLastPathComponent().appendingPathComponent("shared/data")
}
