import Foundation
import WaymarkTestSupport

/// Paths inside the repository, found from this file's location so tests never depend on the
/// current folder or on bundle resources.
enum RepositoryPaths {
    /// The repository root (three levels above `Tests/WaymarkSiteTests/Support/`).
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Tests/Fixtures/sites/<name>`.
    static func fixtureSite(_ name: String) -> String {
        root.appendingPathComponent("Tests/Fixtures/sites/\(name)").path
    }

    /// `Tests/Fixtures/golden/<name>`.
    static func golden(_ name: String) -> URL {
        root.appendingPathComponent("Tests/Fixtures/golden/\(name)")
    }

    /// The `waymark` executable built with the tests (WaymarkTestSupport's `RepositoryPaths`).
    static var waymarkBinary: String { WaymarkTestSupport.RepositoryPaths.waymarkBinary }

    /// True when golden files should be rewritten instead of compared.
    static var updateGolden: Bool { ProcessInfo.processInfo.environment["WAYMARK_UPDATE_GOLDEN"] == "1" }
}
