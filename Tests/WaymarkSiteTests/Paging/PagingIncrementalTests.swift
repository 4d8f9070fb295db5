import Foundation
import Testing
import WaymarkModel
import WaymarkPages
@testable import WaymarkRender
@testable import WaymarkSite

/// `waymark serve` keeps rendered pages between builds: after an edit that moves items between
/// pages of a paged list, a cached rebuild must still equal a fresh build byte for byte.
@Suite struct PagingIncrementalTests {
    struct Edit: CustomTestStringConvertible, Sendable {
        var file: String
        var old: String
        var new: String
        var testDescription: String { "\(file): \(old) → \(new)" }
    }

    static let edits: [Edit] = [
        // r05 (page 2) becomes the newest: every page's items shift.
        Edit(file: "reports/r05.md", old: "date: 2024-12-24", new: "date: 2025-01-01"),
        Edit(file: "reports/r08.md", old: "title: Report r08", new: "title: Report eight"),
        Edit(file: "reports/_index.md", old: "paginate: 3", new: "paginate: 4"),
        Edit(file: "reports/_index.md", old: "paginate: 3", new: "paginate: 0"),
        Edit(file: "reports/_index.md", old: "title: All reports", new: "title: Every report"),
        Edit(file: "site.yml", old: "paginate: 2", new: "paginate: 1"),
    ]

    @Test(arguments: edits)
    func cachedRebuildEqualsAFreshBuild(_ edit: Edit) async throws {
        let site = try PagedSite(reports: 8, siteYAML: "paginate: 2\n", reportsIndex: "paginate: 3\n", guides: 5)
        defer { site.remove() }
        var cached = SiteBuilder(pageKinds: .standard)
        cached.caches = PreviewCaches()
        func build(_ builder: SiteBuilder) async -> [String: [UInt8]] {
            let result = await builder.build(BuildOptions(siteFolder: site.site, outputFolder: site.folder.appending("out"),
                                                          today: FixtureBuild.today, mode: .validate, displayFolder: "site"))
            #expect(result.diagnostics.isEmpty)
            return Dictionary(uniqueKeysWithValues: result.files.map { ($0.path.description, $0.bytes) })
        }
        let before = await build(cached)
        #expect(before.keys.contains("reports/page/3/index.html"))
        _ = await build(cached)
        #expect((cached.renderCache?.lastReusedCount ?? 0) > 0)

        let path = site.site + "/" + edit.file
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try #require(text.contains(edit.old))
        try text.replacingOccurrences(of: edit.old, with: edit.new).write(toFile: path, atomically: true, encoding: .utf8)
        let rebuilt = await build(cached)
        let fresh = await build(SiteBuilder(pageKinds: .standard))
        #expect(rebuilt.keys.sorted() == fresh.keys.sorted())
        for (file, bytes) in fresh where rebuilt[file] != bytes {
            Issue.record("\(file) differs from a fresh build after editing \(edit.file)")
        }
        #expect(rebuilt != before)
    }
}
