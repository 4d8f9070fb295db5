import WaymarkCore

extension Diagnostic {
    /// This diagnostic quoting its line of `lines` (the file it points into, split by
    /// ``WaymarkCore/SourceLines``' one line-ending rule) when it has a line number, quotes nothing
    /// yet and the file has that line; otherwise unchanged.
    package func quotingLine(of lines: SourceLines) -> Diagnostic {
        guard sourceLine == nil, location.line > 0, let line = lines.line(location.line) else { return self }
        var copy = self
        copy.sourceLine = line
        return copy
    }
}
