extension String {
    /// The text without leading and trailing whitespace: the Unicode scalars with the `White_Space`
    /// property (space, tab, line feed, carriage return, form feed, vertical tab, U+0085, no-break
    /// space, the Unicode spaces and the line and paragraph separators). The one definition of
    /// whitespace every trim in Waymark uses; a combining mark after a space is kept (only whole
    /// whitespace scalars go), and U+200B ZERO WIDTH SPACE is not whitespace (Foundation's
    /// `whitespacesAndNewlines` still counts it). Returns the text itself, without a copy, when there
    /// is nothing to trim.
    package var trimmed: String {
        guard let first = unicodeScalars.first, let last = unicodeScalars.last,
            first.isWhiteSpace || last.isWhiteSpace
        else { return self }
        return Substring(self).trimmed
    }
}

extension Substring {
    /// This text without leading and trailing whitespace (the definition of ``Swift/String/trimmed``).
    package var trimmed: String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.isWhiteSpace }),
            let end = scalars.lastIndex(where: { !$0.isWhiteSpace })
        else { return "" }
        return String(Substring(scalars[start...end]))
    }
}

extension Unicode.Scalar {
    /// True for a scalar with the Unicode `White_Space` property (the whitespace of
    /// ``Swift/String/trimmed``). ASCII is answered without the Unicode property tables, which
    /// cost a search per scalar.
    @inlinable
    package var isWhiteSpace: Bool {
        value < 0x80 ? value == 0x20 || (0x09...0x0D).contains(value) : properties.isWhitespace
    }
}
