import Foundation
import WaymarkModel
import WaymarkPages
@testable import WaymarkSite

/// The example site (`Content/`) built in Swedish once (validate mode, `--now 2026-06-15`) and kept
/// for every test that reads it: the build takes most of a minute.
actor SwedishBuild {
    private var built: BuildResult?

    /// The build's result, building it on first use.
    func result() async throws -> BuildResult {
        if let built { return built }
        let folder = try SwedishSiteTests.swedishCopy(of: RepositoryPaths.root.appendingPathComponent("Content").path)
        defer { folder.remove() }
        let today = CalendarDate(year: 2026, month: 6, day: 15) ?? CalendarDate(daysSinceEpoch: 0)
        let result = await SiteBuilder(pageKinds: .standard).build(BuildOptions(siteFolder: folder.appending("site"), outputFolder: "/nonexistent/Output",
                                                            today: today, mode: .validate, displayFolder: "Content"))
        built = result
        return result
    }
}
