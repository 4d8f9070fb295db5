import Testing
import WaymarkModel
@testable import WaymarkSite
@testable import WaymarkServe

@Suite struct PreviewEventTerminalTests {
    @Test func successfulRebuildNamesTheChangedFilesRelativeToTheSite() {
        let changes = ChangeSet(paths: ["/s/Content/pages/b.md", "/s/Content/pages/a.md"])
        let (lines, isError) = PreviewEvent.rebuilt(changes: changes, duration: .milliseconds(42), warnings: [])
            .terminalLines(siteFolder: "/s/Content")
        #expect(lines == ["Rebuilt in 42 ms after changes to pages/a.md, pages/b.md"])
        #expect(!isError)
    }

    @Test func manyChangesAreCountedAndTheFirstBuildSaysBuilt() {
        let changes = ChangeSet(paths: (1...5).map { "/s/p\($0).md" })
        #expect(PreviewEvent.rebuilt(changes: changes, duration: .milliseconds(7), warnings: []).terminalLines(siteFolder: "/s").lines
            == ["Rebuilt in 7 ms after changes to p1.md, p2.md, p3.md and 2 more"])
        #expect(PreviewEvent.rebuilt(changes: .everything, duration: .milliseconds(1250), warnings: []).terminalLines(siteFolder: nil).lines
            == ["Built in 1250 ms"])
    }

    @Test func failurePrintsEveryDiagnosticLikeTheCompilerThenASummary() {
        let diagnostics: [Diagnostic] = [
            .error("unterminated tag '{%'", at: SourceLocation(path: "pages/a.md", line: 2, column: 5), sourceLine: "See {% x"),
            .warning("unused place 'hvar'", at: SourceLocation(path: "data/places.yml", line: 9)),
        ]
        let (lines, isError) = PreviewEvent.rebuildFailed(changes: .everything, duration: .milliseconds(12), diagnostics: diagnostics)
            .terminalLines(siteFolder: nil)
        #expect(isError)
        #expect(lines == [
            "pages/a.md:2:5: error: unterminated tag '{%'\n  |\n2 | See {% x\n  |     ^",
            "data/places.yml:9: warning: unused place 'hvar'",
            "Build failed with 1 error in 12 ms; the browser shows them until a build succeeds",
        ])
    }

    @Test func listeningAndWatching() {
        #expect(PreviewEvent.listening(url: "http://127.0.0.1:8080/").terminalLines(siteFolder: nil).lines
            == ["Serving at http://127.0.0.1:8080/ (Ctrl-C to stop)"])
        #expect(PreviewEvent.watchFallback(reason: WatchError("inotify_init1: Too many open files")).terminalLines(siteFolder: nil)
            == (["warning: cannot watch with inotify (inotify_init1: Too many open files); polling every 500 ms instead"], true))
    }

    @Test func verbosePhaseLinesAlign() {
        let phases = [
            PhaseTiming(name: "load", duration: .milliseconds(3), detail: "4 Markdown files"),
            PhaseTiming(name: "render", duration: .milliseconds(1250), detail: "4 pages, 7 files"),
        ]
        #expect(PhaseTiming.verboseLines(phases) == [
            "  load          3 ms  4 Markdown files",
            "  render     1250 ms  4 pages, 7 files",
        ])
    }
}
