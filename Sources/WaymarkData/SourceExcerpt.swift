import WaymarkModel

/// Attaches the offending source line to diagnostics, so they print like a compiler's
/// (`path:line:col: error: …`, the line, a caret).
enum SourceExcerpt {
    /// `diagnostics` with `sourceLine` filled from `text` where the line is known and none is set.
    /// Used for YAML and JSON, whose columns are characters; CSV columns are column numbers, so CSV
    /// diagnostics carry no excerpt.
    static func attach(_ diagnostics: [Diagnostic], text: String) -> [Diagnostic] {
        guard diagnostics.contains(where: { $0.location.line > 0 && $0.sourceLine == nil }) else { return diagnostics }
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        return diagnostics.map { d in
            guard d.sourceLine == nil, d.location.line > 0, d.location.line <= lines.count else { return d }
            var copy = d
            var line = String(lines[d.location.line - 1])
            if line.hasSuffix("\r") { line.removeLast() }
            copy.sourceLine = line
            return copy
        }
    }
}
