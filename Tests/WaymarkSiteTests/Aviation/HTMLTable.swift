import Foundation

/// Minimal reading of the HTML the airport templates write, for tests: sections, rows and cells.
enum HTMLTable {
    /// The text between the first `start` and the next `end` after it, or "".
    static func section(_ html: String, from start: String, to end: String) -> String {
        guard let a = html.range(of: start) else { return "" }
        guard let b = html.range(of: end, range: a.upperBound..<html.endIndex) else { return String(html[a.upperBound...]) }
        return String(html[a.upperBound..<b.lowerBound])
    }

    /// The cells of each `<tr>` with `<td>` cells, tags inside cells removed, entities decoded.
    static func rows(_ html: String) -> [[String]] {
        matches(#"<tr>(.*?)</tr>"#, in: html).compactMap { row in
            let cells = matches(#"<td[^>]*>(.*?)</td>"#, in: row).map(plain)
            return cells.isEmpty ? nil : cells
        }
    }

    /// Every first capture group of `pattern` in `text`.
    static func matches(_ pattern: String, in text: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators]) else { return [] }
        let ns = text as NSString
        return regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { ns.substring(with: $0.range(at: 1)) }
    }

    /// `html` without tags, with the five XML entities decoded.
    static func plain(_ html: String) -> String {
        var text = html.replacingOccurrences(of: #"<[^>]+>"#, with: "", options: .regularExpression)
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&apos;", "'"), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
