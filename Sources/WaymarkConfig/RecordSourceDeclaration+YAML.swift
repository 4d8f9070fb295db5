import Foundation
import WaymarkModel
import Yams

extension RecordSourceDeclaration {
    /// The top-level key of `site.yml` that declares sources.
    static let key = "sources"
    /// The keys an entry may hold.
    static let entryKeys = ["records", "postgres", "query", "timeout"]
    /// The drivers a connection key may name.
    static let drivers = ["postgres"]

    /// Reads `sources:` of `site.yml`: a mapping of source names to `{records, postgres, query, timeout}`.
    /// Every problem is reported at its line and column; an entry with an error is left out.
    static func readAll(_ value: Node, section: YAMLSection, diagnostics: inout [Diagnostic]) -> [RecordSourceDeclaration] {
        guard let entries = value.mapping else {
            diagnostics.append(section.diagnostic(
                .error, "sources must be a mapping of source names to {postgres, query}, found \(value.kindDescription)", at: value))
            return []
        }
        var sources: [RecordSourceDeclaration] = []
        for (nameNode, entry) in entries {
            if let source = read(name: nameNode, entry: entry, section: section, diagnostics: &diagnostics) {
                sources.append(source)
            }
        }
        return sources
    }

    private static func read(name nameNode: Node, entry: Node, section: YAMLSection,
                             diagnostics: inout [Diagnostic]) -> RecordSourceDeclaration? {
        let name = nameNode.string ?? ""
        let problemsBefore = diagnostics.count
        func error(_ message: String, at node: Node?) { diagnostics.append(section.diagnostic(.error, message, at: node)) }
        if !isIdentifier(name) {
            error("source name \"\(name)\" is not valid: expected lower-case letters, digits and hyphens, starting with a letter or digit", at: nameNode)
        }
        guard let fields = entry.mapping else {
            error("source \"\(name)\" must be a mapping with postgres and query, found \(entry.kindDescription)", at: entry)
            return nil
        }
        var records = RecordKind(rawValue: name)
        var connection: (text: String, node: Node)?
        var query: (text: String, node: Node)?
        var timeout = defaultTimeoutSeconds
        for (keyNode, value) in fields {
            let key = keyNode.string ?? ""
            guard entryKeys.contains(key) else {
                diagnostics.append(section.diagnostic(
                    .warning, "unknown key \"\(key)\" in source \"\(name)\": expected one of \(entryKeys.joined(separator: ", "))",
                    at: keyNode))
                continue
            }
            guard let text = value.scalar?.string else {
                error("sources.\(name).\(key) must be text, found \(value.kindDescription)", at: value)
                continue
            }
            switch key {
            case "records":
                records = RecordKind(rawValue: text.trimmingCharacters(in: .whitespaces))
                if records == nil {
                    error("records \"\(text)\" of source \"\(name)\" is not valid: expected \(RecordKind.expectedValues)", at: value)
                }
            case "query":
                if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                    error("query of source \"\(name)\" is empty: expected a SELECT statement", at: value)
                } else {
                    query = (text, value)
                }
            case "timeout":
                if let seconds = DurationText.seconds(text) {
                    timeout = seconds
                } else {
                    error("timeout \"\(text)\" of source \"\(name)\" is not valid: expected \(DurationText.expected)", at: value)
                }
            default:
                connection = (text.trimmingCharacters(in: .whitespaces), value)
            }
        }
        if fields["records"] == nil, records == nil {
            error("source \"\(name)\" needs records: \(RecordKind.expectedValues) (or a name that is one of them)", at: nameNode)
        }
        if connection == nil {
            error("source \"\(name)\" needs a connection: expected postgres: ${VARIABLE}, the environment variable that holds postgres://user:password@host:port/database",
                  at: nameNode)
        }
        if query == nil, fields["query"] == nil {
            error("source \"\(name)\" needs a query: expected query: SELECT id, … FROM …", at: nameNode)
        }
        let hasErrors = diagnostics[problemsBefore...].contains { $0.severity == .error }
        guard !hasErrors, let records, let connection, let query else { return nil }
        return RecordSourceDeclaration(
            name: name, records: records, driver: "postgres", connection: connection.text, query: query.text,
            timeoutSeconds: timeout, location: section.location(nameNode.mark),
            connectionLocation: section.location(connection.node.mark),
            queryLines: queryLines(query.node, text: query.text, section: section))
    }

    /// Where each line of a literal block (`query: |`) starts in the file; the value's start otherwise.
    private static func queryLines(_ node: Node, text: String, section: YAMLSection) -> [SourceLocation] {
        let start = section.location(node.mark)
        guard let scalar = node.scalar, scalar.style == .literal else { return [start] }
        let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
        // The block's indentation is that of its first non-blank line, after the `|` line.
        var indent = 0
        for number in (start.line + 1)..<(start.line + 1 + lineCount) {
            guard let line = section.source.line(number) else { break }
            if line.allSatisfy({ $0 == " " }) { continue }
            indent = line.prefix(while: { $0 == " " }).count
            break
        }
        return (0..<lineCount).map { SourceLocation(path: start.path, line: start.line + 1 + $0, column: indent + 1) }
    }

    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first != "-" else { return false }
        return text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }
}
