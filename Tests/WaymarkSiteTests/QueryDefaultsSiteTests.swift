import Foundation
import Testing
@testable import WaymarkSite

/// `defaults:` of `site.yml` in a build: a report block near a point without `within` looks as far
/// as `defaults.radius` and prints `defaults.units`, in every language of the site.
@Suite struct QueryDefaultsSiteTests {
    static let report = """
        ---
        title: Near Hvar
        ---

        ```waymark
        query: charters
        near: 43.17,16.44
        ```

        """

    @Test(arguments: ["pets-charters", "multilingual"])
    func aReportBlockUsesTheSiteDefaults(_ fixture: String) async throws {
        let site = try IncrementalSite(fixture)
        try FileManager.default.createDirectory(atPath: site.site + "/reports", withIntermediateDirectories: true)
        try Data(Self.report.utf8).write(to: URL(fileURLWithPath: site.site + "/reports/near.md"))
        let before = await site.buildFresh()
        try site.append("defaults:\n  radius: 10km\n  units: mi\n", to: "site.yml")
        let after = await site.buildFresh()
        for (built, radius, unit) in [(before, "100 km", "km"), (after, "10 km", "mi")] {
            #expect(built["(diagnostics)"] == nil)
            let pages = built.filter { $0.key.hasSuffix("reports/near/index.html") }
            #expect(!pages.isEmpty)
            for (path, bytes) in pages {
                let page = String(decoding: bytes, as: UTF8.self)
                #expect(page.contains("(\(unit))</th>"), "\(path) with a radius of \(radius)")
                #expect(page.contains("charters/sail-upcoming/"), "\(path)")
                // 36.7 km away: inside the default radius of 100 km, outside one of 10 km.
                #expect(page.contains("charters/sail-ongoing/") == (radius == "100 km"), "\(path)")
            }
        }
    }
}
