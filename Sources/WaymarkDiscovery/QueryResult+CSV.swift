extension QueryResult {
    /// RFC 4180 CSV: a header row, then one line per row; a field is quoted when it contains a
    /// comma, a double quote, a line break or leading/trailing spaces (quotes doubled). LF line ends.
    public func csvText() -> String {
        var lines = [columnNames().map(Self.csvField).joined(separator: ",")]
        for row in rows {
            lines.append(cells(of: row, distanceDigits: machineDistanceDigits).map { Self.csvField($0.value.plainText) }
                .joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One field, quoted when needed.
    static func csvField(_ text: String) -> String {
        let needsQuotes = text.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }
            || text.first?.isWhitespace == true || text.last?.isWhitespace == true
        guard needsQuotes else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
