import WaymarkModel

extension QueryResult {
    /// RFC 4180 CSV: a header row, then one line per row; a field is quoted when it contains a
    /// comma, a double quote, a line break or leading/trailing spaces (quotes doubled). LF line ends.
    /// Fields are made safe for the spreadsheets CSV is opened in (``csvField(_:)``).
    package func csvText() -> String {
        var lines = [columnNames().map(Self.csvField).joined(separator: ",")]
        for row in rows {
            lines.append(cells(of: row, distanceDigits: machineDistanceDigits).map { Self.csvField($0.value.plainText) }
                .joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One field, decided scalar by scalar:
    /// - control characters other than line feed, and the bidirectional controls, are written out
    ///   as `\u{1B}` as the table format writes them (``WaymarkModel/TerminalText``);
    /// - a text a spreadsheet would run as a formula (starting with `=`, `+`, `-`, `@` or a tab) gets
    ///   a leading `'`, unless it is a plain number such as `-12.5`;
    /// - then it is quoted when needed.
    static func csvField(_ text: String) -> String {
        var text = TerminalText.escaped(text, keepingLineBreaks: true)
        if let first = text.unicodeScalars.first, "=+-@\t".unicodeScalars.contains(first), !isPlainNumber(text) {
            text = "'" + text
        }
        let scalars = text.unicodeScalars
        let needsQuotes = scalars.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }
            || scalars.first?.isWhiteSpace == true || scalars.last?.isWhiteSpace == true
        guard needsQuotes else { return text }
        var quoted = String.UnicodeScalarView(["\""])
        for scalar in scalars {
            quoted.append(scalar)
            if scalar == "\"" { quoted.append("\"") }
        }
        quoted.append("\"")
        return String(quoted)
    }

    /// True for a sign, digits and at most one decimal point (`-12.5`, `+3`): a number, not a formula.
    private static func isPlainNumber(_ text: String) -> Bool {
        let body = text.unicodeScalars.dropFirst()
        return !body.isEmpty && body.filter { $0 == "." }.count <= 1
            && body.allSatisfy { ("0"..."9").contains($0) || $0 == "." } && body.contains { ("0"..."9").contains($0) }
    }
}
