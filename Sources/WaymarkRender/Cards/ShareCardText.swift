/// How a share card's text is cut to its lines: by Unicode scalars (never `Character`), measured
/// by count (a scalar of the East Asian wide ranges counts two), broken at spaces when a word fits,
/// the last line cut with `…` when text is left over.
enum ShareCardText {
    /// `text` with every run of whitespace (line breaks included) one space, trimmed, and other
    /// control characters left out (``ShareMetadata/oneLine(_:)`` on what remains).
    static func oneLine(_ text: String) -> String {
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: text.unicodeScalars.filter { $0.properties.isWhitespace || $0.properties.generalCategory != .control })
        return ShareMetadata.oneLine(String(kept))
    }

    /// `text` in at most `limit` lines of at most `perLine` units each; the last line ends in `…`
    /// when the text did not fit.
    static func lines(_ text: String, perLine: Int, limit: Int) -> [String] {
        let scalars = Array(oneLine(text).unicodeScalars)
        guard !scalars.isEmpty, perLine > 1, limit > 0 else { return [] }
        var lines: [[Unicode.Scalar]] = []
        var start = 0
        while start < scalars.count, lines.count < limit {
            var end = start
            var units = 0
            while end < scalars.count, units + width(scalars[end]) <= perLine {
                units += width(scalars[end])
                end += 1
            }
            if end < scalars.count {
                // Break at the last space of the line when there is one past its first third.
                if let space = scalars[start..<end].lastIndex(of: " "), space > start + perLine / 3 { end = space }
            }
            lines.append(Array(scalars[start..<end]))
            start = end
            while start < scalars.count, scalars[start] == " " { start += 1 }
        }
        if start < scalars.count, var last = lines.popLast() {
            var units = last.reduce(0) { $0 + width($1) }
            while !last.isEmpty, units + 1 > perLine || last.last == " " {
                units -= width(last.removeLast())
            }
            while let end = last.last, end == " " || ",;:.".unicodeScalars.contains(end) { last.removeLast() }
            last.append("…")
            lines.append(last)
        }
        return lines.map { String(String.UnicodeScalarView($0)) }
    }

    /// How many units `scalar` takes: two for East Asian wide and fullwidth ranges, else one.
    static func width(_ scalar: Unicode.Scalar) -> Int {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
             0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD: 2
        default: 1
        }
    }
}
