import WaymarkCore
import Yams

/// A YAML document embedded in a file (the whole of `site.yml`, or the front matter of a Markdown
/// page), parsed with Yams and located in the file by its line offset so every mark becomes an exact
/// `path:line:col` in the file the user edits.
package struct YAMLSection {
    /// The file the YAML is part of.
    package let source: SourceFile
    /// How many file lines precede the YAML's first line (1 for front matter after `---`).
    package let lineOffset: Int
    /// What the YAML is called in messages: `front matter`, `site.yml`.
    package let name: String

    /// A section of `source` whose first line follows `lineOffset` file lines, called `name` in messages.
    package init(source: SourceFile, lineOffset: Int, name: String) {
        self.source = source
        self.lineOffset = lineOffset
        self.name = name
    }

    /// The location in the file of a Yams mark (1-based line and column within the YAML).
    package func location(_ mark: Mark?) -> SourceLocation {
        guard let mark else { return source.location(line: lineOffset + 1, column: 1) }
        return source.location(line: mark.line + lineOffset, column: mark.column)
    }

    /// An error or warning at a node's position.
    package func diagnostic(_ severity: Diagnostic.Severity, _ message: String, at node: Node?) -> Diagnostic {
        source.diagnostic(severity, message, at: location(node?.mark))
    }

    /// Parses `yaml` into a node tree (`nil` for an empty document), or the syntax error located in the file.
    /// Aliases are allowed while the expanded document stays within `YAMLAliasGuard.expansionLimit`
    /// values; beyond that the alias that crosses the limit is the error.
    ///
    /// `allTextResolver`: every untagged scalar is text (Yams' `Resolver.basic`) instead of being
    /// matched against the YAML 1.1 patterns of numbers, booleans, dates and null; for documents
    /// whose every value is read as text (word catalogues), where the patterns only cost time: Yams
    /// resolves them with regular expressions at every key it hashes.
    package func compose(_ yaml: String, allTextResolver: Bool = false) -> Result<Node?, Diagnostic> {
        if let problem = YAMLAliasGuard.check(yaml, policy: .limitExpansion(YAMLAliasGuard.expansionLimit)) {
            return .failure(source.diagnostic(.error, problem.message,
                                              at: source.location(line: problem.line + lineOffset, column: problem.column)))
        }
        do {
            // UTF-8 named here: Yams' default reads the environment on every call (and prints when
            // YAMS_DEFAULT_ENCODING is set), and Swift strings are UTF-8 anyway.
            return .success(try Yams.compose(yaml: yaml, allTextResolver ? .basic : .default, .default, .utf8))
        } catch let error as YamlError {
            return .failure(diagnostic(for: error, yaml: yaml))
        } catch {
            return .failure(source.diagnostic(.error, "\(name) could not be read: \(error)",
                                              at: location(nil)))
        }
    }

    /// An error at every value under `node` with a YAML tag Waymark does not read (`!!binary`, …).
    package func tagProblems(_ node: Node?) -> [Diagnostic] {
        guard let node else { return [] }
        return YAMLTags.unsupported(in: node).map { found in
            source.diagnostic(.error, YAMLTags.message(for: found.tag), at: location(found.mark))
        }
    }

    /// The mapping that a section of `site.yml` (`value`, under `key`) holds; `nil` for an empty
    /// section (`airports:`, `~`), which leaves the defaults, and for any other value, which is an
    /// error at the key: "`name` should be a mapping with `expected`, found …".
    package func sectionMapping(_ value: Node, key: Node, name: String, expected: String,
                                diagnostics: inout [Diagnostic]) -> Node.Mapping? {
        if let mapping = value.mapping { return mapping }
        if !Self.isNull(value) {
            diagnostics.append(diagnostic(.error, "\(name) should be a mapping with \(expected), found \(value.kindDescription)", at: key))
        }
        return nil
    }

    /// The text of the scalar `value` of the setting `key` as written, or `nil` with an error at the
    /// value: `key must be <expected>` for a mapping or a list, `key has no value` for YAML's null.
    package func scalarText(_ value: Node, key: String, expected: String = "text",
                            diagnostics: inout [Diagnostic]) -> String? {
        guard let scalar = value.scalar else {
            diagnostics.append(diagnostic(.error, "\(key) must be \(expected), found \(value.kindDescription)", at: value))
            return nil
        }
        if Self.isNull(value) {
            let written = scalar.string.isEmpty ? "empty" : scalar.string
            diagnostics.append(diagnostic(
                .error, "\(key) has no value (\(written)): expected \(expected), or leave the key out", at: value))
            return nil
        }
        return scalar.string
    }

    /// True for a plain `~`, `null` or empty value: YAML's null, which no text setting accepts.
    package static func isNull(_ node: Node) -> Bool {
        guard let scalar = node.scalar, scalar.style == .plain else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    private func diagnostic(for error: YamlError, yaml: String) -> Diagnostic {
        // libyaml reports a construct left open (`[a, b`) at the end of the input, which for front
        // matter is the closing `---`; the place where the construct starts is more useful then.
        let lastLine = yaml.split(separator: "\n", omittingEmptySubsequences: false).count
        func syntax(_ context: YamlError.Context?, _ problem: String, _ mark: Mark) -> Diagnostic {
            guard let context else {
                return source.diagnostic(.error, "\(name) is not valid YAML: \(problem)", at: location(mark))
            }
            let atEnd = mark.line > lastLine || (mark.line == lastLine && mark.column > lineLength(yaml, lastLine))
            if atEnd {
                return source.diagnostic(.error, "\(name) is not valid YAML: \(problem) (\(context.text) that starts here)",
                                         at: location(context.mark))
            }
            let message = "\(name) is not valid YAML: \(problem) (\(context.text) at line \(location(context.mark).line))"
            return source.diagnostic(.error, message, at: location(mark))
        }
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
             let .composer(context, problem, mark, _):
            return syntax(context, problem, mark)
        case let .duplicatedKeysInMapping(duplicates, context):
            let keys = duplicates.map { "\"\($0)\"" }.joined(separator: ", ")
            let noun = duplicates.count == 1 ? "key" : "keys"
            return source.diagnostic(.error, "\(name) repeats the \(noun) \(keys): expected each key once",
                                     at: location(context.mark))
        case let .reader(problem, offset, _, _):
            var line = 1, column = 1
            if let offset {
                for character in yaml.prefix(offset) {
                    if character == "\n" { line += 1; column = 1 } else { column += 1 }
                }
            }
            return source.diagnostic(.error, "\(name) could not be read: \(problem)",
                                     at: source.location(line: line + lineOffset, column: column))
        default:
            return source.diagnostic(.error, "\(name) could not be read: \(error)", at: location(nil))
        }
    }
}

/// The length in characters of 1-based line `number` of `text` (0 past the end).
private func lineLength(_ text: String, _ number: Int) -> Int {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return number >= 1 && number <= lines.count ? lines[number - 1].count : 0
}

extension Node {
    /// How a node is called in messages: `text`, `a list`, `a mapping`.
    package var kindDescription: String {
        switch self {
        case .scalar: return "text"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        case .alias: return "an alias"
        }
    }
}
