import WaymarkCore
import WaymarkModel

/// Reads the most common front matter, flat `key: value` lines, straight from its UTF-8 bytes
/// instead of through Yams: for a site of plain pages Yams (and the alias guard before it) was
/// the largest part of loading.
///
/// It only answers when it is sure to agree with Yams and `FrontMatterParser`: every non-blank
/// line is a text key Waymark knows (not `paginate`), written once at column 1, then `:`, spaces
/// and one value on the same line, either plain (no `:`, `#` or YAML indicator, not a null such
/// as `~`) or quoted without escapes (`"…"` with no `\` or `"` inside, `'…'` with no `'` inside),
/// of printable characters only; the title is present and every value reads without a problem.
/// For anything else it returns `nil` and the front matter goes through Yams, which gives the
/// values and every diagnostic. `FrontMatterFastPathTests` compares both ways over generated
/// front matter.
enum FrontMatterFastPath {
    /// The front matter of `yaml` (the lines between the delimiters, the first of them on file line
    /// `lineOffset + 1` of `source`), or `nil` when Yams must read it.
    static func read(_ yaml: String, source: SourceFile, lineOffset: Int) -> PageFrontMatter? {
        var matter = PageFrontMatter(title: "")
        var title: String?
        var seen: Set<String> = []
        var lineNumber = 0
        var sure = true
        SourceFile.forEachLine(of: yaml) { line in
            lineNumber += 1
            guard !line.isEmpty else { return true }
            guard let (key, column, value) = entry(Array(line)), seen.insert(key).inserted,
                  FrontMatterParser.read(key, value, into: &matter, title: &title) == nil else {
                sure = false
                return false
            }
            matter.locations[key] = source.location(line: lineNumber + lineOffset, column: column)
            return true
        }
        guard sure, let title else { return nil }
        matter.title = title
        return matter
    }

    /// The keys read here: text values only (`paginate` takes a number or a mapping).
    static let keys: Set<String> = ["title", "date", "summary", "slug", "output", "draft", "template", "weight"]

    /// The key, the 1-based column of its value and the value's text of one `key: value` line, or
    /// `nil` when the line is anything else.
    static func entry(_ line: [UInt8]) -> (key: String, column: Int, value: String)? {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > 0 else { return nil }
        let key = String(decoding: line[..<colon], as: UTF8.self)
        guard keys.contains(key) else { return nil }
        var start = colon + 1
        while start < line.count, line[start] == UInt8(ascii: " ") { start += 1 }
        guard start > colon + 1, start < line.count else { return nil }
        let column = start + 1
        let first = line[start]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            // Quoted: the closing quote ends the line and nothing inside needs unescaping.
            guard line.count - start >= 2, line[line.count - 1] == first else { return nil }
            let inner = line[(start + 1)..<(line.count - 1)]
            guard !inner.contains(first), first == UInt8(ascii: "'") || !inner.contains(UInt8(ascii: "\\")),
                  let text = printable(inner) else { return nil }
            return (key, column, text)
        }
        // Plain: ends before trailing spaces, which YAML drops.
        var end = line.count
        while line[end - 1] == UInt8(ascii: " ") { end -= 1 }
        let value = line[start..<end]
        guard !indicators.contains(first), !value.contains(UInt8(ascii: ":")), !value.contains(UInt8(ascii: "#")),
              let text = printable(value), !nulls.contains(text) else { return nil }
        return (key, column, text)
    }

    /// Characters that give a plain value's first character a meaning in YAML.
    private static let indicators: Set<UInt8> = Set("-?:,[]{}#&*!|>'\"%@`".utf8)

    /// Plain values YAML reads as null.
    private static let nulls: Set<String> = ["~", "null", "Null", "NULL"]

    /// `bytes` as text when every character is one YAML reads as itself on one line: printable
    /// ASCII or printable non-ASCII, no tab, no control character, no line or paragraph separator
    /// and no byte-order mark; `nil` otherwise.
    static func printable(_ bytes: ArraySlice<UInt8>) -> String? {
        if bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return String(decoding: bytes, as: UTF8.self) }
        let text = String(decoding: bytes, as: UTF8.self)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x20..<0x7F, 0xA0...0xD7FF, 0xE000...0xFEFE, 0xFF00...0xFFFD, 0x10000...0x10FFFF:
                if scalar.value == 0x2028 || scalar.value == 0x2029 { return nil }
            default:
                return nil
            }
        }
        // A replacement character that stands for invalid bytes, not one written in the file.
        guard Array(text.utf8) == Array(bytes) else { return nil }
        return text
    }
}
