/// One source file as Waymark read it: the path shown in messages and the whole text. Every quoted
/// line and every excerpt in a message or on the preview's error page comes from a `SourceFile`, by
/// one line-ending rule: a line ends at a line feed, and a carriage return just before it (Windows
/// `\r\n`) is part of the ending, as is one at the very end of the file. A lone carriage return
/// elsewhere stays in the line's text. A file ending in a line feed has an empty last line.
///
/// No line index is built up front: most files have no problem, so lines are found by one scan of
/// the UTF-8 bytes when a message asks for them. ``SourceStore`` keeps the files a build read, so a
/// message made later (geocoding, page planning) quotes the same text without reading it again.
package struct SourceFile: Sendable, Hashable {
    /// The path as shown in messages (relative to where the user ran the command when possible).
    package let path: String
    /// The whole text.
    package let text: String

    /// A file read as `text`.
    package init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// A file read as UTF-8 `bytes` (invalid sequences become U+FFFD).
    package init(path: String, bytes: [UInt8]) {
        self.init(path: path, text: String(decoding: bytes, as: UTF8.self))
    }

    /// Every line, without its ending.
    package var lines: [String] {
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

    /// The 1-based line `number`, or `nil` when there is no such line.
    package func line(_ number: Int) -> String? {
        lines(numbered: [number])[number]
    }

    /// The lines whose 1-based numbers are in `numbers`, found in one scan; numbers past the end
    /// (or below 1) have no entry.
    package func lines(numbered numbers: Set<Int>) -> [Int: String] {
        var found: [Int: String] = [:]
        guard let last = numbers.max(), last >= 1 else { return found }
        var current = 0
        Self.forEachLine(of: text) { line in
            current += 1
            if numbers.contains(current) { found[current] = String(decoding: line, as: UTF8.self) }
            return current < last
        }
        return found
    }

    /// The lines around line `number`: up to `context` before and after it, the line itself marked,
    /// a caret at `column` (1-based; 0 for none). `nil` when the file has no such line.
    package func excerpt(line number: Int, column: Int, context: Int = 2) -> SourceExcerpt? {
        guard number >= 1 else { return nil }
        let wanted = Set(max(1, number - context)...(number + context))
        let found = lines(numbered: wanted)
        guard found[number] != nil else { return nil }
        return SourceExcerpt(lines: found.keys.sorted().compactMap { line in
            found[line].map { SourceExcerpt.Line(number: line, text: $0, isOffending: line == number) }
        }, column: column)
    }

    /// Calls `body` with the UTF-8 bytes of each line of `text` in order, without its ending (see
    /// the rule above), until it returns false. An empty text has one empty line.
    package static func forEachLine(of text: String, _ body: (Substring.UTF8View) -> Bool) {
        let utf8 = text.utf8
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            if utf8[index] == UInt8(ascii: "\n") {
                guard body(text[start..<droppingReturn(before: index, from: start, in: utf8)].utf8) else { return }
                index = utf8.index(after: index)
                start = index
            } else {
                index = utf8.index(after: index)
            }
        }
        _ = body(text[start..<droppingReturn(before: utf8.endIndex, from: start, in: utf8)].utf8)
    }

    /// `end`, or the index before it when a carriage return (after `start`) stands there.
    private static func droppingReturn(before end: String.Index, from start: String.Index,
                                       in utf8: String.UTF8View) -> String.Index {
        guard end > start else { return end }
        let before = utf8.index(before: end)
        return utf8[before] == UInt8(ascii: "\r") ? before : end
    }
}
