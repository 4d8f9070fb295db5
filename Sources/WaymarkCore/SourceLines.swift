/// The lines of one source file, split by Waymark's one line-ending rule: a line ends at a line feed,
/// and a carriage return just before it (Windows `\r\n`) is part of the ending, as is one at the very
/// end of the file. A lone carriage return elsewhere stays in the line's text. Diagnostics quote
/// these lines, and their line numbers count them.
package struct SourceLines: Sendable, Hashable {
    /// The lines without their endings; a file ending in a line feed has an empty last line.
    package let lines: [String]

    /// Splits `text`.
    package init(_ text: String) {
        lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
            let content = line.last == 0x0D ? line.dropLast() : line[...]
            return String(decoding: content, as: UTF8.self)
        }
    }

    /// Splits UTF-8 `bytes` (invalid sequences become U+FFFD).
    package init(bytes: [UInt8]) {
        self.init(String(decoding: bytes, as: UTF8.self))
    }

    /// The number of lines.
    package var count: Int { lines.count }

    /// The 1-based line `number`, or `nil` when there is no such line.
    package func line(_ number: Int) -> String? {
        guard number >= 1, number <= lines.count else { return nil }
        return lines[number - 1]
    }

    /// The lines around line `number`: up to `context` before and after it, the line itself marked,
    /// a caret at `column` (1-based; 0 for none). `nil` when the file has no such line.
    package func excerpt(line number: Int, column: Int, context: Int = 2) -> SourceExcerpt? {
        guard line(number) != nil else { return nil }
        let first = max(1, number - context)
        let last = min(lines.count, number + context)
        return SourceExcerpt(lines: (first...last).map {
            SourceExcerpt.Line(number: $0, text: lines[$0 - 1], isOffending: $0 == number)
        }, column: column)
    }
}
