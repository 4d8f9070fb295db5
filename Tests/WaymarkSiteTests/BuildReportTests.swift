import Testing
import WaymarkData
import WaymarkModel
@testable import WaymarkSite

@Suite struct BuildReportTests {
    let phases = [
        PhaseTiming(name: "load", duration: .milliseconds(40), detail: "4 Markdown files"),
        PhaseTiming(name: "render", duration: .milliseconds(76), detail: "5 pages, 10 files"),
    ]
    let warning = Diagnostic.warning("w", at: SourceLocation(path: "p.md", line: 2, column: 1))
    let error = Diagnostic.error("e", at: SourceLocation(path: "p.md", line: 3, column: 1))

    /// A result of a build that wrote `files` files of which `pages` pages, with `maps` maps and `feeds` feeds.
    func built(files: Int, pages: Int, maps: Int = 0, feeds: Int = 0, diagnostics: [Diagnostic] = [],
               wrote: Bool = true) -> BuildResult {
        var result = BuildResult(diagnostics: diagnostics, files: [], pageCount: pages, wroteOutput: wrote, phases: phases)
        result.fileCount = files
        result.mapCount = maps
        result.feedCount = feeds
        return result
    }

    @Test func successIsOneLineWithPagesMapsFeedsFilesFolderAndTime() {
        let result = built(files: 10, pages: 5, maps: 3, feeds: 2)
        let report = BuildReport(result: result, outputFolder: "Output", quiet: false, verbose: false)
        #expect(report.summaryLines == ["Built 5 pages, 3 maps, 2 feeds (10 files) into Output/ in 0.12 s"])
        #expect(report.diagnosticLines.isEmpty)
    }

    @Test(arguments: [
        (7_285, 7_312, 44, 7_360, 17, "Built 7,285 pages, 7,312 maps, 44 feeds (7,360 files) into Output/ in 0.12 s with 17 warnings"),
        (1, 1, 1, 1, 1, "Built 1 page, 1 map, 1 feed (1 file) into Output/ in 0.12 s with 1 warning"),
        (0, 0, 0, 0, 0, "Built 0 pages, 0 maps, 0 feeds (0 files) into Output/ in 0.12 s"),
    ])
    func countsAreGroupedAndSingularWhenOne(pages: Int, maps: Int, feeds: Int, files: Int, warnings: Int, line: String) {
        let result = built(files: files, pages: pages, maps: maps, feeds: feeds,
                           diagnostics: Array(repeating: warning, count: warnings))
        #expect(BuildReport(result: result, outputFolder: "Output", quiet: false, verbose: false).summaryLines == [line])
    }

    @Test func verboseNamesAndTimesEachPhase() {
        let result = built(files: 1, pages: 1, diagnostics: [warning])
        let report = BuildReport(result: result, outputFolder: "out/", quiet: false, verbose: true)
        #expect(report.summaryLines == [
            "load      0.04 s  4 Markdown files",
            "render    0.08 s  5 pages, 10 files",
            "Built 1 page, 0 maps, 0 feeds (1 file) into out/ in 0.12 s with 1 warning",
        ])
    }

    @Test func quietHidesWarningsAndTheSummaryButNotFailures() {
        let ok = built(files: 1, pages: 1, diagnostics: [warning])
        let quiet = BuildReport(result: ok, outputFolder: "Output", quiet: true, verbose: false)
        #expect(quiet.diagnosticLines.isEmpty)
        #expect(quiet.summaryLines.isEmpty)
        let failed = built(files: 0, pages: 0, diagnostics: [warning, error], wrote: false)
        let report = BuildReport(result: failed, outputFolder: "Output", quiet: true, verbose: false)
        #expect(report.diagnosticLines == ["p.md:3:1: error: e"])
        #expect(report.summaryLines == ["Build failed with 1 error and 1 warning; Output was left as it was"])
    }

    /// A `waymark check` result over `data` with `pages` pages.
    func checked(pages: Int, data: SiteData?, diagnostics: [Diagnostic]) -> BuildResult {
        BuildResult(diagnostics: diagnostics, files: [], pageCount: pages, wroteOutput: false, phases: phases, data: data)
    }

    @Test func checkCountsPagesAndRecordsWithTheTime() {
        var data = SiteData()
        data.droppedPrivateCharters = 2
        let result = checked(pages: 7_285, data: data, diagnostics: Array(repeating: warning, count: 17))
        let report = BuildReport(checked: result, quiet: false, verbose: false)
        #expect(report.summaryLines == [
            "Checked 7,285 pages, 2 charters, 0 announcements, 0 places, 0 airports in 0.12 s: no errors, 17 warnings",
        ])
        #expect(report.diagnosticLines.count == 17)
    }

    @Test func checkWithErrorsCountsThemAndShowsThemEvenWhenQuiet() {
        let result = checked(pages: 1, data: nil, diagnostics: [warning, error, error])
        #expect(BuildReport(checked: result, quiet: false, verbose: false).summaryLines == [
            "Checked 1 page, 0 charters, 0 announcements, 0 places, 0 airports in 0.12 s: 2 errors, 1 warning",
        ])
        let quiet = BuildReport(checked: result, quiet: true, verbose: false)
        #expect(quiet.diagnosticLines == ["p.md:3:1: error: e", "p.md:3:1: error: e"])
        #expect(quiet.summaryLines == ["Checked 1 page, 0 charters, 0 announcements, 0 places, 0 airports in 0.12 s: 2 errors, 1 warning"])
    }

    @Test func quietCheckWithoutErrorsPrintsNothing() {
        let result = checked(pages: 3, data: nil, diagnostics: [warning])
        let report = BuildReport(checked: result, quiet: true, verbose: false)
        #expect(report.summaryLines.isEmpty)
        #expect(report.diagnosticLines.isEmpty)
    }

    @Test func verboseCheckNamesThePhasesFirst() {
        let result = checked(pages: 0, data: nil, diagnostics: [])
        #expect(BuildReport(checked: result, quiet: false, verbose: true).summaryLines == [
            "load      0.04 s  4 Markdown files",
            "render    0.08 s  5 pages, 10 files",
            "Checked 0 pages, 0 charters, 0 announcements, 0 places, 0 airports in 0.12 s: no errors",
        ])
    }
}
