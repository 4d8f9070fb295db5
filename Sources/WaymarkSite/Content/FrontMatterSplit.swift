import WaymarkConfig
import WaymarkCore
import WaymarkModel

/// A Markdown file cut into its YAML front matter and its body.
///
/// The front matter starts on the file's first line with `---` and ends at the next line that is
/// exactly `---` (or `...`). A UTF-8 byte-order mark before it is ignored.
struct FrontMatterSplit: Sendable, Equatable {
    /// The YAML between the delimiter lines (may be empty).
    var yaml: String
    /// The Markdown after the closing delimiter.
    var body: String
    /// The 1-based file line the body starts on (for messages about blocks inside the body).
    var bodyLine: Int

    /// Splits `source`, or returns the error explaining what is missing. Works on the UTF-8 bytes
    /// and stops at the closing delimiter; the YAML and the body have `\n` line breaks.
    static func split(_ source: SourceFile) -> Result<FrontMatterSplit, Diagnostic> {
        var lines: [Substring.UTF8View] = []
        var closing: Int?
        SourceFile.forEachLine(of: source.text) { line in
            var line = line
            if lines.isEmpty, line.starts(with: byteOrderMark) { line = line.dropFirst(byteOrderMark.count) }
            lines.append(line)
            if lines.count == 1 { return isDelimiter(line, "---") }
            if isDelimiter(line, "---") || isDelimiter(line, "...") {
                closing = lines.count - 1
                return false
            }
            return true
        }
        guard let first = lines.first, isDelimiter(first, "---") else {
            return .failure(source.diagnostic(
                .error, "missing front matter: expected the file to start with a --- line, then at least `title: …`, then ---",
                line: 1, column: 1))
        }
        guard let index = closing else {
            return .failure(source.diagnostic(
                .error, "front matter is not closed: expected a --- line after the YAML that starts here",
                line: 1, column: 1))
        }
        let yaml = lines[1..<index].map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n")
        // The body: everything after the closing line's break, with `\r\n` written as `\n`.
        let utf8 = source.text.utf8
        let closingLine = lines[index]
        var bodyStart = closingLine.endIndex
        if bodyStart != utf8.endIndex, utf8[bodyStart] == UInt8(ascii: "\r") { bodyStart = utf8.index(after: bodyStart) }
        if bodyStart != utf8.endIndex, utf8[bodyStart] == UInt8(ascii: "\n") { bodyStart = utf8.index(after: bodyStart) }
        return .success(FrontMatterSplit(yaml: yaml, body: newlineBody(utf8[bodyStart...]), bodyLine: index + 2))
    }

    /// `text` with every `\r\n` written as `\n`: a copy of the bytes as they are when there is no
    /// carriage return (the usual case), else byte by byte.
    private static func newlineBody(_ text: Substring.UTF8View) -> String {
        let hasReturn = text.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "\r")) } ?? text.contains(UInt8(ascii: "\r"))
        guard hasReturn else { return String(Substring(text)) }
        var body: [UInt8] = []
        body.reserveCapacity(text.count)
        var pendingCR = false
        for byte in text {
            if pendingCR, byte != UInt8(ascii: "\n") { body.append(UInt8(ascii: "\r")) }
            pendingCR = byte == UInt8(ascii: "\r")
            if !pendingCR { body.append(byte) }
        }
        if pendingCR { body.append(UInt8(ascii: "\r")) }
        return String(decoding: body, as: UTF8.self)
    }

    /// The UTF-8 byte-order mark.
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// True when `line` is `delimiter` followed by nothing but spaces and tabs.
    private static func isDelimiter(_ line: Substring.UTF8View, _ delimiter: StaticString) -> Bool {
        let count = delimiter.utf8CodeUnitCount
        guard line.count >= count else { return false }
        var index = line.startIndex
        for offset in 0..<count {
            guard line[index] == delimiter.utf8Start[offset] else { return false }
            index = line.index(after: index)
        }
        return line[index...].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }
}
