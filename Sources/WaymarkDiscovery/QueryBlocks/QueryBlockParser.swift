import WaymarkCore
import WaymarkMap
import WaymarkModel
import Yams

/// Turns the YAML body of a ```` ```waymark ```` block into a ``QueryBlock``, or into errors located
/// at the offending key's line and column in the Markdown file (`path:line:col`).
///
/// Keys: `map` or `query` (the subject: `charters`, `announcements`, `airports`), `title`,
/// `show` (`map`, `table`, `list`), `legend` (a ``WaymarkMap/MapLegendMode``), `filter` (a mapping of
/// query keys), and every key of `waymark query` (``WaymarkDiscovery/QuerySpec/keys``, also in
/// lowerCamelCase or snake_case; `near-route` is `route`). A value may be text or a list (joined
/// with commas). Every bad key of a block is reported; conflicts between keys (checked by
/// ``WaymarkDiscovery/QuerySpec/validate()``) only when each key is fine on its own.
package struct QueryBlockParser: Sendable {
    /// The block's own keys, besides the query keys.
    package static let blockKeys = ["map", "query", "title", "show", "legend", "filter"]
    /// The info-string word that marks a query block (```` ```waymark ````).
    package static let language = "waymark"

    /// The Markdown file as named in messages.
    package let path: String
    /// The page body (the Markdown after the front matter).
    package let body: String
    /// The 1-based file line the body starts on.
    package let bodyLine: Int
    private let source: SourceFile

    /// A parser for the blocks of one page body.
    package init(path: String, body: String, bodyLine: Int) {
        self.path = path
        self.body = body
        self.bodyLine = bodyLine
        // Blank lines stand for the front matter so line numbers are file lines.
        self.source = SourceFile(path: path, text: String(repeating: "\n", count: max(0, bodyLine - 1)) + body)
    }

    /// The block whose YAML is `literal` and whose opening fence is on line `line` of the body
    /// (1-based), or every problem found in it.
    package func parse(_ literal: String, line: Int) -> Result<QueryBlock, QueryBlockErrors> {
        let fenceLine = bodyLine + line - 1
        let indent = source.line(fenceLine).map { $0.prefix(while: { $0 == " " }).count } ?? 0
        let fence = source.location(line: fenceLine, column: indent + 1)
        func at(_ node: Node) -> SourceLocation {
            guard let mark = node.mark else { return fence }
            return source.location(line: fenceLine + mark.line, column: mark.column + indent)
        }
        func error(_ message: String, _ location: SourceLocation) -> Diagnostic {
            source.diagnostic(.error, message, at: location)
        }
        let yaml = YAMLSection(source: source, lineOffset: fenceLine, name: "waymark block")
        let root: Node?
        switch yaml.compose(literal) {
        case .success(let node): root = node
        case .failure(let diagnostic): return .failure(QueryBlockErrors([diagnostic]))
        }
        guard let mapping = root?.mapping else {
            let found = root?.kindDescription ?? "an empty block"
            return .failure(QueryBlockErrors([error(
                "waymark block has \(found): expected key: value lines, e.g. map: airports", fence)]))
        }

        var problems: [Diagnostic] = []
        var subject: (QuerySubject, key: String)?
        var terms: [(key: String, value: String, location: SourceLocation)] = []
        var views: [QueryBlockView]?
        var legend: MapLegendMode?
        var title: String?
        var locations: [String: SourceLocation] = [:]

        func text(_ key: String, _ node: Node) -> String? {
            if let scalar = node.scalar { return scalar.string }
            if let items = node.sequence {
                var words: [String] = []
                for item in items {
                    guard let word = item.scalar?.string else {
                        problems.append(error("\(key): expected a list of words, found \(item.kindDescription) in it", at(item)))
                        return nil
                    }
                    words.append(word)
                }
                return words.joined(separator: ",")
            }
            problems.append(error("\(key): expected text or a list, found \(node.kindDescription)", at(node)))
            return nil
        }
        func addTerm(_ key: String, _ valueNode: Node, keyNode: Node, inFilter: Bool) {
            guard let canonical = Self.queryKey(key) else {
                let expected = inFilter ? QuerySpec.keys : Self.blockKeys + QuerySpec.keys
                let what = inFilter ? "filter" : "key"
                problems.append(error("unknown \(what) \"\(key)\" in waymark block: expected one of \(expected.joined(separator: ", "))", at(keyNode)))
                return
            }
            locations[canonical] = at(keyNode)
            guard let value = text(key, valueNode) else { return }
            terms.append((key, value, at(keyNode)))
        }

        for (keyNode, valueNode) in mapping {
            guard let key = keyNode.scalar?.string else {
                problems.append(error("waymark block keys are words: found \(keyNode.kindDescription) as a key", at(keyNode)))
                continue
            }
            switch Self.canonical(key) {
            case "map", "query":
                locations[Self.canonical(key)] = at(keyNode)
                guard let value = text(key, valueNode) else { continue }
                if let earlier = subject {
                    problems.append(error("\(key): the block already names its subject with \(earlier.key): expected one of map or query", at(keyNode)))
                } else if let s = QuerySubject(rawValue: value.trimmed.lowercased()) {
                    subject = (s, key)
                } else {
                    problems.append(error("\(key): \"\(value)\" is not a subject: expected charters, announcements or airports", at(keyNode)))
                }
            case "title":
                locations["title"] = at(keyNode)
                title = text(key, valueNode)?.trimmed
            case "show":
                locations["show"] = at(keyNode)
                guard let value = text(key, valueNode) else { continue }
                var chosen: [QueryBlockView] = []
                for word in value.split(separator: ",").map({ String($0).trimmed }) where !word.isEmpty {
                    guard let view = QueryBlockView(rawValue: word.lowercased()) else {
                        problems.append(error("show: \"\(word)\" is not a view: expected map, table or list", at(keyNode)))
                        continue
                    }
                    if !chosen.contains(view) { chosen.append(view) }
                }
                if chosen.isEmpty, !problems.contains(where: { $0.location == at(keyNode) }) {
                    problems.append(error("show: empty: expected one or more of map, table, list", at(keyNode)))
                }
                views = chosen
            case "legend":
                locations["legend"] = at(keyNode)
                guard let value = text(key, valueNode) else { continue }
                guard let mode = MapLegendMode.allCases.first(where: { $0.rawValue.lowercased() == value.trimmed.lowercased() }) else {
                    let modes = MapLegendMode.allCases.map(\.rawValue).joined(separator: ", ")
                    problems.append(error("legend: \"\(value)\" is not a legend mode: expected one of \(modes)", at(keyNode)))
                    continue
                }
                legend = mode
            case "filter":
                locations["filter"] = at(keyNode)
                guard let filters = valueNode.mapping else {
                    problems.append(error("filter: expected a mapping of filters, e.g. { hasPrecisionApproach: true }, found \(valueNode.kindDescription)", at(keyNode)))
                    continue
                }
                for (filterKey, filterValue) in filters {
                    guard let name = filterKey.scalar?.string else {
                        problems.append(error("waymark block keys are words: found \(filterKey.kindDescription) as a key", at(filterKey)))
                        continue
                    }
                    addTerm(name, filterValue, keyNode: filterKey, inFilter: true)
                }
            default:
                addTerm(key, valueNode, keyNode: keyNode, inFilter: false)
            }
        }

        guard let (subjectValue, subjectKey) = subject else {
            if !problems.isEmpty { return .failure(QueryBlockErrors(problems)) }
            return .failure(QueryBlockErrors([error(
                "waymark block names no subject: expected map: or query: with charters, announcements or airports", fence)]))
        }
        var spec = QuerySpec(subject: subjectValue)
        for term in terms {
            do { try spec.set(term.key, term.value) } catch { problems.append(self.error(error, term.location)) }
        }
        if problems.isEmpty {
            do { try spec.validate() } catch {
                problems.append(self.error(error, locations[Self.canonical(error.key)] ?? fence))
            }
        }
        guard problems.isEmpty else { return .failure(QueryBlockErrors(problems)) }
        let defaultViews: [QueryBlockView] = Self.canonical(subjectKey) == "map" ? [.map, .table] : [.table]
        return .success(QueryBlock(spec: spec, views: views ?? defaultViews, legend: legend, title: title,
                                   location: fence, keyLocations: locations))
    }

    private func error(_ usage: QueryUsageError, _ location: SourceLocation) -> Diagnostic {
        source.diagnostic(.error, usage.description, at: location)
    }

    /// A diagnostic quoting the file line of `location` (for errors found when the query runs).
    package func diagnostic(_ message: String, at location: SourceLocation) -> Diagnostic {
        source.diagnostic(.error, message, at: location)
    }

    /// A key squashed to its canonical spelling: a block key, a query key in kebab-case, or (unknown)
    /// the squashed text itself.
    package static func canonical(_ key: String) -> String {
        let squashed = Self.squash(key)
        if let block = blockKeys.first(where: { $0 == squashed }) { return block }
        return queryKey(key) ?? squashed
    }

    /// The canonical query key for `key` in any accepted spelling, else `nil`.
    static func queryKey(_ key: String) -> String? {
        let squashed = squash(key)
        switch squashed {
        case "nearroute": return "route"
        case "minrunwaylength": return "min-runway-length-ft"
        case "statuses": return "status"
        default: return QuerySpec.keys.first { squash($0) == squashed }
        }
    }

    private static func squash(_ key: String) -> String {
        key.trimmed.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " }
    }
}
