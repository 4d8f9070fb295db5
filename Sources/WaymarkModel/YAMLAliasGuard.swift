import CYaml

/// Stops "billion laughs" YAML before it is composed: a few lines of nested aliases
/// (`b: &b [*a, *a, …]`, `c: &c [*b, *b, …]`) name billions of values, and anything that walks
/// the composed tree (tag checks, hashing a mapping key, serialising a `site.yml` section) would
/// then run for hours. See docs/hardening.md, "YAML aliases".
///
/// The guard reads the same libyaml event stream that Yams composes from and counts what every
/// anchor stands for, so it needs time and memory in proportion to the file, never to the
/// expansion. It only looks at texts with a `*`, since an alias cannot be written without one.
package enum YAMLAliasGuard {
    /// What the YAML may use aliases for.
    package enum Policy: Sendable, Equatable {
        /// No aliases at all (data files: `data/**/*.yml`, `places.yml`).
        case refuseAliases
        /// Aliases are allowed while the document, with every alias expanded, holds at most
        /// `limit` values (scalars, lists and mappings each count one) (`site.yml`, front matter).
        case limitExpansion(Int)
    }

    /// The largest expanded document `site.yml` and front matter may describe: far beyond any real
    /// settings file, far below anything that takes noticeable time to walk.
    package static let expansionLimit = 100_000

    /// A problem found: the message and the 1-based line and column (in the YAML) of the alias.
    package struct Problem: Sendable, Equatable {
        /// What is wrong and what was expected.
        package let message: String
        /// 1-based line within the YAML text.
        package let line: Int
        /// 1-based column within the YAML text.
        package let column: Int
    }

    /// The first alias that `policy` does not allow in `yaml`, or `nil` when there is none. A YAML
    /// syntax error also gives `nil`: Yams reports it, with its own message, when it composes.
    package static func check(_ yaml: String, policy: Policy) -> Problem? {
        guard yaml.utf8.contains(UInt8(ascii: "*")) else { return nil }
        var text = yaml
        return text.withUTF8 { bytes in scan(bytes, policy: policy) }
    }

    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, policy: Policy) -> Problem? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)

        let limit: Int
        switch policy {
        case .refuseAliases: limit = Int.max / 2
        case .limitExpansion(let value): limit = value
        }
        // Each open list or mapping: the values counted in it so far (itself included) and its anchor.
        var open: [(count: Int, anchor: String?)] = []
        // What every anchor stands for, in values, capped just above the limit.
        var sizes: [String: Int] = [:]
        var expanded = 0
        func add(_ size: Int) {
            if open.isEmpty { return }
            open[open.count - 1].count = min(open[open.count - 1].count + size, limit + 1)
        }
        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
            defer { yaml_event_delete(&event) }
            switch event.type {
            case YAML_STREAM_END_EVENT:
                return nil
            case YAML_DOCUMENT_START_EVENT:
                expanded = 0
            case YAML_SCALAR_EVENT:
                expanded += 1
                if let anchor = string(event.data.scalar.anchor) { sizes[anchor] = 1 }
                add(1)
            case YAML_SEQUENCE_START_EVENT:
                expanded += 1
                open.append((1, string(event.data.sequence_start.anchor)))
            case YAML_MAPPING_START_EVENT:
                expanded += 1
                open.append((1, string(event.data.mapping_start.anchor)))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let closed = open.popLast() else { return nil }
                if let anchor = closed.anchor { sizes[anchor] = closed.count }
                add(closed.count)
            case YAML_ALIAS_EVENT:
                let name = string(event.data.alias.anchor) ?? ""
                let line = Int(event.start_mark.line) + 1, column = Int(event.start_mark.column) + 1
                if policy == .refuseAliases {
                    return Problem(message: "the YAML alias *\(name) is not accepted in data files: expected every value written out (anchors and aliases are for site.yml and front matter)",
                                   line: line, column: column)
                }
                // An undefined alias is left for Yams to report.
                let size = sizes[name] ?? 1
                expanded = min(expanded + size, limit + 1)
                if expanded > limit {
                    return Problem(message: "the YAML alias *\(name) makes the document more than \(limit) values long once aliases are expanded (an alias bomb?): expected aliases that repeat a small part of the file",
                                   line: line, column: column)
                }
                add(size)
            default:
                break
            }
        }
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }
}
