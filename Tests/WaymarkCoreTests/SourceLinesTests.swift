import Testing
import WaymarkCore

/// The one line-ending rule of every quoted source line and excerpt.
@Suite struct SourceLinesTests {
    @Test(arguments: [
        ("a\nb\n", ["a", "b", ""]),
        ("a\r\nb\r\n", ["a", "b", ""]),
        ("a\r\nb", ["a", "b"]),
        ("a\nb\r", ["a", "b"]),
        ("lone\rreturn\n", ["lone\rreturn", ""]),
        ("a\r\r\nb", ["a\r", "b"]),
        ("", [""]),
        ("é\r\n⛵", ["é", "⛵"]),
    ])
    func splitsAtLineFeedsDroppingTheCarriageReturnBeforeThem(_ text: String, _ expected: [String]) {
        #expect(SourceLines(text).lines == expected)
        #expect(SourceLines(bytes: Array(text.utf8)).lines == expected)
    }

    @Test func numbersLinesFromOne() {
        let lines = SourceLines("first\r\nsecond\r\n")
        #expect(lines.line(1) == "first")
        #expect(lines.line(2) == "second")
        #expect(lines.line(0) == nil)
        #expect(lines.line(4) == nil)
    }

    @Test func excerptHoldsTheContextAroundTheLine() {
        let lines = SourceLines("1\n2\n3\n4\n5\n6\n")
        #expect(lines.excerpt(line: 2, column: 3) == SourceExcerpt(lines: [
            .init(number: 1, text: "1", isOffending: false),
            .init(number: 2, text: "2", isOffending: true),
            .init(number: 3, text: "3", isOffending: false),
            .init(number: 4, text: "4", isOffending: false),
        ], column: 3))
        #expect(lines.excerpt(line: 9, column: 1) == nil)
        #expect(lines.excerpt(line: 0, column: 1) == nil)
    }
}
