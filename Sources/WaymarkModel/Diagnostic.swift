/// A position in an input file: 1-based line and column (CSV: row and column; SQLite: table and rowid
/// are carried in `path` as `file.db:table:rowid` by convention of the loader).
package struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Path as shown to the user, relative to the site folder when possible.
    package var path: String
    /// 1-based line (0 when unknown).
    package var line: Int
    /// 1-based column (0 when unknown).
    package var column: Int

    package init(path: String, line: Int = 0, column: Int = 0) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// `path:line:col`, dropping the parts that are unknown.
    package var description: String {
        guard line > 0 else { return path }
        guard column > 0 else { return "\(path):\(line)" }
        return "\(path):\(line):\(column)"
    }

    package static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.path, a.line, a.column) < (b.path, b.line, b.column)
    }
}

/// A problem found in the input, reported as `path:line:col: error: message` followed by the source line.
package struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    /// How bad it is; `--strict` turns warnings into errors.
    package enum Severity: String, Sendable, Hashable {
        case error, warning
    }

    package var severity: Severity
    package var location: SourceLocation
    /// What is wrong, naming the offending value and what was expected.
    package var message: String
    /// The full text of the offending source line, when known, shown under the message with a caret.
    package var sourceLine: String?

    package init(_ severity: Severity, at location: SourceLocation, _ message: String, sourceLine: String? = nil) {
        self.severity = severity
        self.location = location
        self.message = message
        self.sourceLine = sourceLine
    }

    /// Convenience for an error.
    package static func error(_ message: String, at location: SourceLocation, sourceLine: String? = nil) -> Diagnostic {
        Diagnostic(.error, at: location, message, sourceLine: sourceLine)
    }

    /// Convenience for a warning.
    package static func warning(_ message: String, at location: SourceLocation, sourceLine: String? = nil) -> Diagnostic {
        Diagnostic(.warning, at: location, message, sourceLine: sourceLine)
    }

    /// The first line only: `path:line:col: error: message`. Control characters in the path and the
    /// message (which may quote the data) are escaped (``TerminalText``), so printing it on a
    /// terminal can never send an escape sequence.
    package var headline: String {
        TerminalText.escaped("\(location): \(severity.rawValue): \(message)")
    }

    /// The headline, then the source line and a caret under the column, as compilers print it. The
    /// source line is escaped like the headline; a line longer than ``excerptWidth`` characters is
    /// cut to a window around the column, with `…` where text was left out.
    package var description: String {
        guard let sourceLine else { return headline }
        let (shown, column) = Self.window(of: sourceLine, column: location.column)
        let gutter = String(repeating: " ", count: String(location.line).count)
        var text = headline + "\n\(gutter) |\n\(location.line) | \(TerminalText.escaped(shown))"
        if column > 0 {
            let pad = String(shown.prefix(column - 1).map { $0 == "\t" ? "\t" : " " })
            let escapedPad = TerminalText.escaped(String(shown.prefix(column - 1))).count - pad.count
            text += "\n\(gutter) | \(pad)\(String(repeating: " ", count: max(0, escapedPad)))^"
        }
        return text
    }

    /// The longest source line shown whole under a message, in characters.
    package static let excerptWidth = 160

    /// `line` cut to at most about ``excerptWidth`` characters around `column` (1-based; 0 for
    /// none), and the column within what is shown.
    static func window(of line: String, column: Int) -> (text: String, column: Int) {
        guard line.count > excerptWidth else { return (line, column) }
        let characters = Array(line)
        let target = max(0, min(characters.count - 1, column - 1))
        let start = max(0, min(target - excerptWidth / 2, characters.count - excerptWidth))
        let end = min(characters.count, start + excerptWidth)
        let prefix = start > 0 ? "…" : ""
        let suffix = end < characters.count ? "…" : ""
        let text = prefix + String(characters[start..<end]) + suffix
        return (text, column > 0 ? target - start + 1 + prefix.count : 0)
    }

    /// This diagnostic with warnings promoted to errors when `strict` is true.
    package func promoted(strict: Bool) -> Diagnostic {
        guard strict, severity == .warning else { return self }
        var copy = self
        copy.severity = .error
        return copy
    }
}

/// Diagnostics collected over a whole run, so every problem is reported, not just the first.
package struct Diagnostics: Sendable, Hashable {
    package private(set) var items: [Diagnostic] = []

    package init(_ items: [Diagnostic] = []) { self.items = items }

    package mutating func append(_ diagnostic: Diagnostic) { items.append(diagnostic) }
    package mutating func append(contentsOf other: Diagnostics) { items.append(contentsOf: other.items) }
    package mutating func append(contentsOf other: [Diagnostic]) { items.append(contentsOf: other) }

    /// True when at least one item is an error (after `promoted(strict:)` where relevant).
    package var hasErrors: Bool { items.contains { $0.severity == .error } }
    package var errors: [Diagnostic] { items.filter { $0.severity == .error } }
    package var warnings: [Diagnostic] { items.filter { $0.severity == .warning } }

    /// Items in a stable order: by path, line, column, then message.
    package var sorted: [Diagnostic] {
        items.sorted { ($0.location, $0.message) < ($1.location, $1.message) }
    }

    /// Every warning made an error when `strict` is true.
    package func promoted(strict: Bool) -> Diagnostics {
        Diagnostics(items.map { $0.promoted(strict: strict) })
    }
}
