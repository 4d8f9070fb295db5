import WaymarkModel

/// The text of one input file with the path shown to the user, so a line/column can be turned into a
/// `Diagnostic` that quotes the offending source line.
struct SourceText: Sendable {
    /// The path as shown in messages (relative to where the user ran the command when possible).
    let path: String
    /// The file's lines without their line terminators (`\r\n` and `\n` both end a line).
    let lines: [String]

    init(path: String, text: String) {
        self.path = path
        // "\r\n" is one Character in Swift, so both terminators are matched explicitly.
        self.lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
            .map(String.init)
    }

    /// The 1-based line `number`, or `nil` past the end.
    func line(_ number: Int) -> String? {
        guard number >= 1, number <= lines.count else { return nil }
        return lines[number - 1]
    }

    /// A location in this file.
    func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(path: path, line: line, column: column)
    }

    /// A diagnostic at `line`/`column` of this file, quoting the line.
    func diagnostic(_ severity: Diagnostic.Severity, _ message: String, line: Int, column: Int) -> Diagnostic {
        Diagnostic(severity, at: location(line: line, column: column), message, sourceLine: self.line(line))
    }

    /// A diagnostic at an already computed location in this file.
    func diagnostic(_ severity: Diagnostic.Severity, _ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(severity, at: location, message, sourceLine: line(location.line))
    }
}
