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

    /// Splits `source`, or returns the error explaining what is missing.
    static func split(_ source: SourceText) -> Result<FrontMatterSplit, Diagnostic> {
        var lines = source.lines
        if let first = lines.first, first.hasPrefix("\u{FEFF}") { lines[0] = String(first.dropFirst()) }
        guard let first = lines.first, first.trimmingTrailingSpaces == "---" else {
            return .failure(source.diagnostic(
                .error, "missing front matter: expected the file to start with a --- line, then at least `title: …`, then ---",
                line: 1, column: 1))
        }
        var index = 1
        while index < lines.count {
            let line = lines[index].trimmingTrailingSpaces
            if line == "---" || line == "..." {
                let yaml = lines[1..<index].joined(separator: "\n")
                let body = lines[(index + 1)...].joined(separator: "\n")
                return .success(FrontMatterSplit(yaml: yaml, body: body, bodyLine: index + 2))
            }
            index += 1
        }
        return .failure(source.diagnostic(
            .error, "front matter is not closed: expected a --- line after the YAML that starts here",
            line: 1, column: 1))
    }
}

extension String {
    /// The string without trailing spaces and tabs.
    var trimmingTrailingSpaces: String {
        var copy = self
        while let last = copy.last, last == " " || last == "\t" { copy.removeLast() }
        return copy
    }
}
