import Testing
@testable import WaymarkModel

/// Nothing from the data reaches a terminal as a control character: escape sequences, line breaks
/// inside one-line fields and bidirectional overrides are written out.
@Suite struct TerminalTextTests {
    @Test(arguments: [
        ("plain text", "plain text"),
        ("\u{1B}]0;PWNED\u{07}", "\\u{1B}]0;PWNED\\u{7}"),
        ("a\u{1B}[2Jb", "a\\u{1B}[2Jb"),
        ("line\nbreak", "line\\u{A}break"),
        ("tab\tkept", "tab\tkept"),
        ("c1 \u{9B}31m", "c1 \\u{9B}31m"),
        ("bidi \u{202E}txt.exe", "bidi \\u{202E}txt.exe"),
        ("København", "København"),
    ])
    func escapesControlCharacters(text: String, expected: String) {
        #expect(TerminalText.escaped(text) == expected)
    }

    @Test func lineBreaksStayWhenAsked() {
        #expect(TerminalText.escaped("a\nb\u{1B}", keepingLineBreaks: true) == "a\nb\\u{1B}")
    }

    @Test func diagnosticsEscapeTheirMessagePathAndSourceLine() {
        let diagnostic = Diagnostic.error("name \"\u{1B}]0;x\u{07}\" is odd", at: SourceLocation(path: "d\u{1B}.yml", line: 2, column: 9),
                                          sourceLine: "  name: \"\u{1B}]0;x\u{07}\"")
        #expect(diagnostic.description == """
            d\\u{1B}.yml:2:9: error: name "\\u{1B}]0;x\\u{7}" is odd
              |
            2 |   name: "\\u{1B}]0;x\\u{7}"
              |         ^
            """)
        #expect(!diagnostic.description.contains("\u{1B}"))
    }

    @Test func aVeryLongSourceLineIsCutAroundTheColumn() {
        let line = String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000)
        let diagnostic = Diagnostic.error("too deep", at: SourceLocation(path: "d.json", line: 1, column: 65), sourceLine: line)
        let lines = diagnostic.description.split(separator: "\n")
        #expect(lines.count == 4)
        #expect(lines[2].count < 200)
        #expect(lines[2].hasSuffix("…"))
        // The caret still points at column 65 of the line as shown.
        #expect(lines[3].firstIndex(of: "^").map { lines[3].distance(from: lines[3].startIndex, to: $0) } == "1 | ".count + 64)
    }
}
