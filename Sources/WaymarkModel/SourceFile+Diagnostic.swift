import WaymarkCore

extension SourceFile {
    /// A location in this file.
    package func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(path: path, line: line, column: column)
    }

    /// A diagnostic at `line`/`column` of this file, quoting the line.
    package func diagnostic(_ severity: Diagnostic.Severity, _ message: String, line: Int, column: Int) -> Diagnostic {
        Diagnostic(severity, at: location(line: line, column: column), message, sourceLine: self.line(line))
    }

    /// A diagnostic at an already computed location in this file, quoting its line.
    package func diagnostic(_ severity: Diagnostic.Severity, _ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(severity, at: location, message, sourceLine: line(location.line))
    }

    /// `diagnostics` with each one that points into this file by a line number and quotes nothing
    /// yet quoting its line (when the file has it); the file is scanned once for all of them.
    package func quoting(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let wanted = Set(diagnostics.lazy.filter { $0.sourceLine == nil && $0.location.line > 0 }.map(\.location.line))
        guard !wanted.isEmpty else { return diagnostics }
        let found = lines(numbered: wanted)
        return diagnostics.map { diagnostic in
            guard diagnostic.sourceLine == nil, let line = found[diagnostic.location.line] else { return diagnostic }
            var copy = diagnostic
            copy.sourceLine = line
            return copy
        }
    }
}

extension SourceStore {
    /// `diagnostics` with each one that quotes nothing yet quoting its line from the file it points
    /// into, when this run read that file (see ``SourceFile/quoting(_:)``); the others unchanged.
    package func quoting(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var byPath: [String: [Int]] = [:]
        for (index, diagnostic) in diagnostics.enumerated() where diagnostic.sourceLine == nil && diagnostic.location.line > 0 {
            byPath[diagnostic.location.path, default: []].append(index)
        }
        var result = diagnostics
        for (path, indexes) in byPath {
            guard let file = file(at: path) else { continue }
            let quoted = file.quoting(indexes.map { diagnostics[$0] })
            for (index, diagnostic) in zip(indexes, quoted) { result[index] = diagnostic }
        }
        return result
    }
}
