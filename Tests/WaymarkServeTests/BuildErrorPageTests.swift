import Foundation
import Testing
import WaymarkCore
import WaymarkModel
@testable import WaymarkServe

@Suite struct BuildErrorPageTests {
    @Test func listsEveryDiagnosticWithLocationAndMessage() {
        let diagnostics: [Diagnostic] = [
            .error("unknown field 'lattitude'; expected 'latitude'", at: SourceLocation(path: "data/charters/a.yml", line: 4, column: 3)),
            .error("unterminated tag '{%'", at: SourceLocation(path: "pages/about.md", line: 9, column: 12)),
            .warning("no coordinates for 'Atlantis'", at: SourceLocation(path: "data/places.yml", line: 2)),
        ]
        let html = BuildErrorPage(diagnostics: diagnostics, sources: nil).render()
        #expect(html.contains("<title>Build failed: 2 errors</title>"))
        #expect(html.contains(
            "<span class=\"location\">data/charters/a.yml:4:3</span>: <strong>error</strong>: unknown field &#39;lattitude&#39;; expected &#39;latitude&#39;"))
        #expect(html.contains("<span class=\"location\">pages/about.md:9:12</span>: <strong>error</strong>: unterminated tag &#39;{%&#39;"))
        #expect(html.contains("<span class=\"location\">data/places.yml:2</span>: <strong>warning</strong>: no coordinates for &#39;Atlantis&#39;"))
        #expect(html.components(separatedBy: "<section class=\"diagnostic").count == 4)
    }

    @Test func errorsComeBeforeWarnings() throws {
        let diagnostics: [Diagnostic] = [
            .warning("link \"/x/\" leads to no page", at: SourceLocation(path: "a.md", line: 1)),
            .error("second error", at: SourceLocation(path: "b.md", line: 2)),
            .error("third error", at: SourceLocation(path: "c.md", line: 3)),
        ]
        let html = BuildErrorPage(diagnostics: diagnostics, sources: nil).render()
        let order = ["second error", "third error", "leads to no page"].map { html.range(of: $0)?.lowerBound }
        let positions = try order.map { try #require($0) }
        #expect(positions == positions.sorted())
    }

    @Test func escapesEverythingThatCameFromTheSite() {
        let diagnostic = Diagnostic.error(
            "bad value '<script>alert(1)</script>' & more",
            at: SourceLocation(path: "pages/<b>.md", line: 1, column: 8),
            sourceLine: "title: <img src=x onerror=alert(1)>")
        let html = BuildErrorPage(diagnostics: [diagnostic], sources: nil).render()
        #expect(!html.contains("<script>alert(1)"))
        #expect(!html.contains("<img src=x"))
        #expect(!html.contains("<b>.md"))
        #expect(html.contains("bad value &#39;&lt;script&gt;alert(1)&lt;/script&gt;&#39; &amp; more"))
        #expect(html.contains("pages/&lt;b&gt;.md:1:8"))
        #expect(html.contains("1 | title: &lt;img src=x onerror=alert(1)&gt;"))
    }

    @Test func singleErrorTitle() {
        let html = BuildErrorPage(
            diagnostics: [.error("x", at: SourceLocation(path: "a.md", line: 1))], sources: nil
        ).render()
        #expect(html.contains("<title>Build failed: 1 error</title>"))
    }

    @Test func excerptComesFromTheFileWithContextAndCaret() throws {
        let site = try TemporaryFolder()
        defer { site.remove() }
        try site.write("line one\nline two\n  bad {% here\nline four\nline five\nline six\n", to: "pages/a.md")
        let diagnostic = Diagnostic.error(
            "unterminated tag '{%'", at: SourceLocation(path: "pages/a.md", line: 3, column: 7), sourceLine: "  bad {% here")
        let excerpt = try #require(SourceExcerpt(for: diagnostic, sources: SourceFiles(base: site.url, roots: [site.url])))
        #expect(excerpt.lines.map(\.number) == [1, 2, 3, 4, 5])
        #expect(excerpt.lines.filter(\.isOffending).map(\.text) == ["  bad {% here"])
        let html = BuildErrorPage(diagnostics: [diagnostic], sources: SourceFiles(base: site.url, roots: [site.url])).render()
        #expect(html.contains(
            "<pre>1 | line one\n2 | line two\n<span class=\"offending\">3 |   bad {% here</span>\n  |       ^\n4 | line four\n5 | line five</pre>"))
    }

    /// Windows line endings: each line is its own numbered line, without its carriage return (the
    /// error page once split on the Character "\n", which "\r\n" is not, and showed one line).
    @Test func excerptOfAFileWithWindowsLineEndings() throws {
        let site = try TemporaryFolder()
        defer { site.remove() }
        try site.write("one\r\ntwo\r\nthree\r\n", to: "pages/a.md")
        let diagnostic = Diagnostic.error("x", at: SourceLocation(path: "pages/a.md", line: 2, column: 1))
        let excerpt = try #require(SourceExcerpt(for: diagnostic, sources: SourceFiles(base: site.url, roots: [site.url])))
        #expect(excerpt.lines == [
            SourceExcerpt.Line(number: 1, text: "one", isOffending: false),
            SourceExcerpt.Line(number: 2, text: "two", isOffending: true),
            SourceExcerpt.Line(number: 3, text: "three", isOffending: false),
            SourceExcerpt.Line(number: 4, text: "", isOffending: false),
        ])
    }

    @Test func excerptFallsBackToTheDiagnosticsSourceLine() {
        let diagnostic = Diagnostic.error(
            "bad row", at: SourceLocation(path: "data/airports.db:runways:7", line: 7, column: 2), sourceLine: "EGTF,27")
        let excerpt = SourceExcerpt(for: diagnostic, sources: SourceFiles(base: URL(fileURLWithPath: "/nonexistent"), roots: [URL(fileURLWithPath: "/nonexistent")]))
        #expect(excerpt?.lines == [SourceExcerpt.Line(number: 7, text: "EGTF,27", isOffending: true)])
        #expect(SourceExcerpt(for: .error("x", at: SourceLocation(path: "a.md", line: 1)), sources: nil) == nil)
    }

    @Test func neverReadsFilesOutsideTheSite() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.write("secret\n", to: "secret.txt")
        try root.write("x\n", to: "site/a.md")
        let site = root.url.appendingPathComponent("site")
        let sources = SourceFiles(base: site, roots: [site])
        for path in ["../secret.txt", root.url.appendingPathComponent("secret.txt").path, "a.md/../../secret.txt"] {
            let diagnostic = Diagnostic.error("x", at: SourceLocation(path: path, line: 1, column: 1))
            #expect(SourceExcerpt(for: diagnostic, sources: sources) == nil)
        }
        // Relative paths resolve against the base, which may differ from the readable roots.
        let fromWorkingFolder = SourceFiles(base: root.url, roots: [site])
        #expect(fromWorkingFolder.file(at: "site/a.md")?.lines == ["x", ""])
        #expect(fromWorkingFolder.file(at: "secret.txt") == nil)
    }
}
