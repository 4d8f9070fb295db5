import WaymarkModel

/// The text of one input file with the path shown to the user, so a line/column can be turned into a
/// `Diagnostic` that quotes the offending source line.
///
/// No line index is built up front: most files have no problem, so a line is found (over the UTF-8
/// bytes) only when a diagnostic quotes it.
package struct SourceText: Sendable {
    /// The path as shown in messages (relative to where the user ran the command when possible).
    package let path: String
    /// The whole text.
    package let text: String

    package init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// The file's lines without their line terminators (`\r\n` and `\n` both end a line; a lone
    /// `\r` does not).
    var lines: [String] {
        var lines: [String] = []
        Self.forEachLine(of: text) { line in
            lines.append(String(decoding: line, as: UTF8.self))
            return true
        }
        return lines
    }

    /// The first `count` lines (fewer when the text is shorter).
    package func lines(upTo count: Int) -> [String] {
        var lines: [String] = []
        guard count > 0 else { return lines }
        Self.forEachLine(of: text) { line in
            lines.append(String(decoding: line, as: UTF8.self))
            return lines.count < count
        }
        return lines
    }

    /// The 1-based line `number`, or `nil` past the end.
    package func line(_ number: Int) -> String? {
        guard number >= 1 else { return nil }
        var current = 0
        var found: String?
        Self.forEachLine(of: text) { line in
            current += 1
            guard current == number else { return true }
            found = String(decoding: line, as: UTF8.self)
            return false
        }
        return found
    }

    /// Calls `body` with the UTF-8 bytes of each line of `text` in order (without `\n` or `\r\n`),
    /// until it returns false. A text ending in a line break has an empty last line, and an empty
    /// text one empty line.
    package static func forEachLine(of text: String, _ body: (Substring.UTF8View) -> Bool) {
        let utf8 = text.utf8
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            if utf8[index] == UInt8(ascii: "\n") {
                var end = index
                if end > start {
                    let before = utf8.index(before: end)
                    if utf8[before] == UInt8(ascii: "\r") { end = before }
                }
                guard body(text[start..<end].utf8) else { return }
                index = utf8.index(after: index)
                start = index
            } else {
                index = utf8.index(after: index)
            }
        }
        _ = body(text[start..<utf8.endIndex].utf8)
    }

    /// A location in this file.
    package func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(path: path, line: line, column: column)
    }

    /// A diagnostic at `line`/`column` of this file, quoting the line.
    package func diagnostic(_ severity: Diagnostic.Severity, _ message: String, line: Int, column: Int) -> Diagnostic {
        Diagnostic(severity, at: location(line: line, column: column), message, sourceLine: self.line(line))
    }

    /// A diagnostic at an already computed location in this file.
    package func diagnostic(_ severity: Diagnostic.Severity, _ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(severity, at: location, message, sourceLine: line(location.line))
    }
}
