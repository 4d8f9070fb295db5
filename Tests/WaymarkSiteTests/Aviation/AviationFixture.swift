import Foundation
import WaymarkModel
import WaymarkPages
@testable import WaymarkRender
@testable import WaymarkSite

/// Builds `Tests/Fixtures/sites/aviation` once per format in memory (validate mode) and hands out its files.
enum AviationFixture {
    static let today = CalendarDate(year: 2025, month: 6, day: 10) ?? CalendarDate(daysSinceEpoch: 0)
    static var folder: String { RepositoryPaths.fixtureSite("aviation") }
    static var database: String { folder + "/data/airports/airports_small.db" }

    /// The build of the fixture with `format`.
    static func build(format: OutputFormat = .html) async -> BuildResult {
        var options = BuildOptions(siteFolder: folder, outputFolder: "/nonexistent-aviation-out", today: today,
                                   mode: .validate, displayFolder: "aviation")
        options.format = format
        return await SiteBuilder(pageKinds: .standard).build(options)
    }

    /// The text of output file `path`, or nil.
    static func text(_ result: BuildResult, _ path: String) -> String? {
        result.files.first { $0.path.description == path }.map { String(decoding: $0.bytes, as: UTF8.self) }
    }
}
