import Testing
import WaymarkModel

@Suite struct DiagnosticTests {
    @Test func headlineHasPathLineColumn() {
        let d = Diagnostic.error("unknown status \"missing\": expected lost, found or closed",
                                 at: SourceLocation(path: "data/announcements/a.yml", line: 4, column: 11))
        #expect(d.headline == "data/announcements/a.yml:4:11: error: unknown status \"missing\": expected lost, found or closed")
    }

    @Test func sourceLineIsShownWithCaret() {
        let d = Diagnostic.error("bad", at: SourceLocation(path: "p.md", line: 3, column: 8), sourceLine: "date: 2024-13-01")
        #expect(d.description == "p.md:3:8: error: bad\n  |\n3 | date: 2024-13-01\n  |        ^")
    }

    @Test func strictPromotesWarnings() {
        let bag = Diagnostics([.warning("w", at: SourceLocation(path: "x"))])
        #expect(!bag.hasErrors)
        #expect(bag.promoted(strict: true).hasErrors)
    }
}
