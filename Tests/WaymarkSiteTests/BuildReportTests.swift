import Testing
import WaymarkModel
@testable import WaymarkSite

@Suite struct BuildReportTests {
    let phases = [
        PhaseTiming(name: "load", duration: .milliseconds(40), detail: "4 Markdown files"),
        PhaseTiming(name: "render", duration: .milliseconds(76), detail: "5 pages, 10 files"),
    ]
    let warning = Diagnostic.warning("w", at: SourceLocation(path: "p.md", line: 2, column: 1))
    let error = Diagnostic.error("e", at: SourceLocation(path: "p.md", line: 3, column: 1))

    func files(_ n: Int) -> [OutputFile] {
        (0..<n).map { OutputFile(path: OutputPath(trusted: ["f\($0)"]), bytes: []) }
    }

    @Test func successIsOneLineWithPagesFilesFolderAndTime() {
        let result = BuildResult(diagnostics: [], files: files(10), pageCount: 5, wroteOutput: true, phases: phases)
        let report = BuildReport(result: result, outputFolder: "Output", quiet: false, verbose: false)
        #expect(report.summaryLines == ["Built 5 pages (10 files) into Output/ in 0.12 s"])
        #expect(report.diagnosticLines.isEmpty)
    }

    @Test func verboseNamesAndTimesEachPhase() {
        let result = BuildResult(diagnostics: [warning], files: files(1), pageCount: 1, wroteOutput: true, phases: phases)
        let report = BuildReport(result: result, outputFolder: "out/", quiet: false, verbose: true)
        #expect(report.summaryLines == [
            "load      0.04 s  4 Markdown files",
            "render    0.08 s  5 pages, 10 files",
            "Built 1 page (1 file) into out/ in 0.12 s with 1 warning",
        ])
    }

    @Test func quietHidesWarningsAndTheSummaryButNotFailures() {
        let ok = BuildResult(diagnostics: [warning], files: files(1), pageCount: 1, wroteOutput: true, phases: phases)
        let quiet = BuildReport(result: ok, outputFolder: "Output", quiet: true, verbose: false)
        #expect(quiet.diagnosticLines.isEmpty)
        #expect(quiet.summaryLines.isEmpty)
        let failed = BuildResult(diagnostics: [warning, error], files: [], pageCount: 0, wroteOutput: false, phases: phases)
        let report = BuildReport(result: failed, outputFolder: "Output", quiet: true, verbose: false)
        #expect(report.diagnosticLines == ["p.md:3:1: error: e"])
        #expect(report.summaryLines == ["Build failed with 1 error and 1 warning; Output was left as it was"])
    }
}
