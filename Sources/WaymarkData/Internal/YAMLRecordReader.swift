import WaymarkModel
import Yams

/// Reads records from YAML text: a sequence of mappings, or one mapping for a single record.
///
/// Positions come from Yams' node marks (1-based line and column, columns counted in Unicode scalars).
enum YAMLRecordReader {
    /// Parses `text`; problems are returned as diagnostics located in `path`.
    static func read(_ text: String, path: String) -> ([RawRecord], [Diagnostic]) {
        // A byte order mark is not part of the text (libyaml, told the encoding, would read it as
        // the first character of the first key); columns are counted after it.
        let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        if let problem = YAMLAliasGuard.check(text, policy: .refuseAliases) {
            return ([], [.error(problem.message, at: SourceLocation(path: path, line: problem.line, column: problem.column))])
        }
        let root: Node?
        do {
            // UTF-8 named here: Yams' default reads the environment on every call (and prints when
            // YAMS_DEFAULT_ENCODING is set), and Swift strings are UTF-8 anyway.
            root = try Yams.compose(yaml: text, .default, .default, .utf8)
        } catch let error as YamlError {
            return ([], [syntaxDiagnostic(error, path: path)])
        } catch {
            return ([], [.error("YAML syntax error: \(error)", at: SourceLocation(path: path, line: 1, column: 1))])
        }
        guard let root else { return ([], []) }
        let tagProblems = YAMLTags.unsupported(in: root).map { found in
            Diagnostic.error(YAMLTags.message(for: found.tag),
                             at: SourceLocation(path: path, line: found.mark?.line ?? 1, column: found.mark?.column ?? 1))
        }
        guard tagProblems.isEmpty else { return ([], tagProblems) }
        switch root {
        case .sequence(let seq):
            var records: [RawRecord] = []
            var problems: [Diagnostic] = []
            for item in seq {
                if case .mapping(let map) = item {
                    records.append(record(map, node: item, path: path))
                } else {
                    problems.append(.error("expected a record (key: value lines), found \(kind(of: item))",
                                           at: location(of: item, path: path)))
                }
            }
            return (records, problems)
        case .mapping(let map):
            return ([record(map, node: root, path: path)], [])
        case .scalar(let s) where s.string.isEmpty:
            return ([], [])
        default:
            return ([], [.error("expected a list of records at the top of the file, found \(kind(of: root))",
                                at: location(of: root, path: path))])
        }
    }

    /// Reads a top-level mapping's nodes with locations, for config-like files such as `places.yml`.
    static func record(_ map: Node.Mapping, node: Node, path: String) -> RawRecord {
        var fields: [RawField] = []
        fields.reserveCapacity(map.count)
        for (key, value) in map {
            fields.append(RawField(key: key.string ?? "\(key)", value: rawValue(value),
                                   position: position(of: value), keyPosition: position(of: key)))
        }
        return RawRecord(path: path, start: position(of: node), fields: fields)
    }

    static func rawValue(_ node: Node) -> RawValue {
        switch node {
        case .scalar(let s):
            if s.style == .plain, ["", "~", "null", "Null", "NULL"].contains(s.string) { return .null }
            return .text(s.string)
        case .sequence(let seq):
            return .list(seq.map(rawValue))
        case .mapping:
            return .mapping
        case .alias:
            return .mapping
        }
    }

    static func position(of node: Node) -> TextPosition {
        guard let mark = node.mark else { return TextPosition(line: 0, column: 0) }
        return TextPosition(line: mark.line, column: mark.column)
    }

    static func location(of node: Node, path: String) -> SourceLocation {
        guard let mark = node.mark else { return SourceLocation(path: path) }
        return SourceLocation(path: path, line: mark.line, column: mark.column)
    }

    static func kind(of node: Node) -> String {
        switch node {
        case .scalar(let s): return "the value \"\(s.string)\""
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        case .alias: return "an alias"
        }
    }

    static func syntaxDiagnostic(_ error: YamlError, path: String) -> Diagnostic {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            let what = context.map { "\(problem) \($0.text)" } ?? problem
            return .error("YAML syntax error: \(what)", at: SourceLocation(path: path, line: mark.line, column: mark.column))
        case .duplicatedKeysInMapping(let duplicates, let context):
            let names = duplicates.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
            let what = duplicates.count == 1 ? "field \(names) is" : "fields \(names) are"
            return .error("\(what) given twice in one record", at: SourceLocation(path: path, line: context.mark.line, column: context.mark.column))
        case .reader(let problem, let offset, _, let yaml):
            // libyaml's reader (control characters) gives an offset in characters: locate it, the
            // column counted in Unicode scalars as Yams' marks are.
            var line = 1, column = 1
            if let offset {
                for scalar in yaml.unicodeScalars.prefix(offset) {
                    if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
                }
            }
            return .error("YAML cannot be read: \(problem)", at: SourceLocation(path: path, line: line, column: column))
        default:
            return .error("YAML syntax error: \(error)", at: SourceLocation(path: path, line: 1, column: 1))
        }
    }
}
