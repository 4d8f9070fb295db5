import Foundation
import WaymarkModel
import WaymarkPages
@testable import WaymarkSite

/// Runs builds of the fixture sites with a fixed "today".
enum FixtureBuild {
    static let today = CalendarDate(year: 2025, month: 6, day: 10) ?? CalendarDate(daysSinceEpoch: 0)

    /// Builds fixture `name` into `output`, naming the site `name` in messages.
    static func run(_ name: String, into output: String, mode: BuildOptions.Mode = .write, strict: Bool = false,
                    drafts: Bool = false, builder: SiteBuilder = SiteBuilder(pageKinds: .standard)) async -> BuildResult {
        let options = BuildOptions(siteFolder: RepositoryPaths.fixtureSite(name), outputFolder: output, today: today,
                                   strict: strict, includeDrafts: drafts, mode: mode, displayFolder: name)
        return await builder.build(options)
    }
}
