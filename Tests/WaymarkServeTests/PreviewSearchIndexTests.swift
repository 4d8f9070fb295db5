import Foundation
import Testing
import WaymarkCore
import WaymarkModel
import WaymarkOutput
import WaymarkPages
@testable import WaymarkServe
import WaymarkSite

/// `waymark serve` indexes its preview for search beside the server: the first build is served
/// while Pagefind runs, and `searchIndexDone` says how the indexing went.
@Suite struct PreviewSearchIndexTests {
    /// What `searchIndexDone` was told.
    struct Report: Sendable {
        var setting: WaymarkModel.SourceLocation
        var problem: String?
    }

    @Test func theFirstBuildIsServedWhilePagefindIndexesIt() async throws {
        let root = try TemporaryFolder("waymark-serve-index")
        defer { root.remove() }
        try root.write("title: Search Harbour\nbaseURL: https://example.org/\nsearch: true\n", to: "site/site.yml")
        try root.write("---\ntitle: About\n---\nBerths and fuel.\n", to: "site/pages/about.md")
        let gate = root.path + "/gate"
        // A stand-in for Pagefind that waits until the test opens the gate (at most 200 s, so an
        // indexing that blocked the build would end, and the test fail, rather than hang), then fails.
        let program = try root.write("""
            #!/bin/sh
            i=0
            while [ ! -e '\(gate)' ] && [ $i -lt 4000 ]; do sleep 0.05; i=$((i+1)); done
            echo 'no index today' >&2
            exit 3

            """, to: "fake-pagefind")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program)
        var build = SitePreviewBuild(siteFolder: root.path + "/site", outputFolder: root.url.appendingPathComponent("out"),
                                     now: "2026-06-01", builder: SiteBuilder(pageKinds: .standard))
        build.searchIndexer = SearchIndexer(executable: program)
        let reports = AsyncStream<Report>.makeStream()
        let reported = MutexBox(false)
        build.searchIndexDone = { setting, problem in
            reported.withLock { $0 = true }
            reports.continuation.yield(Report(setting: setting, problem: problem))
        }
        let outcome = await build.rebuild(.everything)
        guard case .success(_, let warnings) = outcome else {
            Issue.record("the first build failed: \(outcome)")
            return
        }
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(!reported.current, "the build returned only after Pagefind had finished")
        #expect(FileManager.default.fileExists(atPath: root.path + "/out/about/index.html"), "the preview is written")

        FileManager.default.createFile(atPath: gate, contents: Data())
        var iterator = reports.stream.makeAsyncIterator()
        let report = try #require(await iterator.next())
        let setting = report.setting, problem = report.problem
        #expect(setting.line == 3 && setting.path.hasSuffix("site.yml"), "\(setting)")
        #expect(problem?.hasPrefix("could not index the preview for search: ") == true, "\(problem ?? "nil")")
        #expect(problem?.contains("no index today") == true, "Pagefind's own words are passed on")

        // Later builds keep the index they have: Pagefind is not run again.
        let again = await build.rebuild(ChangeSet(paths: [root.path + "/site/pages/about.md"]))
        guard case .success(_, let laterWarnings) = again else {
            Issue.record("the second build failed: \(again)")
            return
        }
        #expect(laterWarnings.isEmpty, "\(laterWarnings)")
    }
}
