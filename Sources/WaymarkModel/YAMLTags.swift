import Yams

/// The YAML tags Waymark reads: none beyond YAML's core schema. A value tagged `!!binary`, `!!set`,
/// `!!timestamp` or with an application tag (`!thing`) would otherwise be read as its raw text,
/// e.g. `title: !!binary aGVsbG8=` as the title "aGVsbG8=", so such tags are errors at their value.
package enum YAMLTags {
    /// Tags that change nothing about how a value is read: text, numbers, booleans, null, the
    /// collections, and the non-specific `!`.
    static let allowed: Set<String> = [
        "tag:yaml.org,2002:str", "tag:yaml.org,2002:int", "tag:yaml.org,2002:float", "tag:yaml.org,2002:bool",
        "tag:yaml.org,2002:null", "tag:yaml.org,2002:seq", "tag:yaml.org,2002:map", "!", "",
    ]

    /// Every value under `node` whose explicit tag is not allowed, in document order: the tag as
    /// written in short form (`!!binary`) and the value's mark (1-based line and column).
    package static func unsupported(in node: Node) -> [(tag: String, mark: Mark?)] {
        var found: [(tag: String, mark: Mark?)] = []
        var pending = [node]
        while let next = pending.popLast() {
            let name: String
            switch next {
            case .scalar(let scalar):
                name = scalar.tag.description
            case .sequence(let sequence):
                name = sequence.tag.description
                pending += sequence.reversed()
            case .mapping(let mapping):
                name = mapping.tag.description
                for (key, value) in mapping.reversed() { pending += [value, key] }
            case .alias:
                continue
            }
            if !allowed.contains(name) { found.append((shortForm(name), next.mark)) }
        }
        return found
    }

    /// The message for an unsupported tag.
    package static func message(for tag: String) -> String {
        "the YAML tag \(tag) is not supported: expected plain text, a number, true or false (remove the tag)"
    }

    /// `tag:yaml.org,2002:binary` → `!!binary`; other tags as written.
    static func shortForm(_ name: String) -> String {
        let prefix = "tag:yaml.org,2002:"
        return name.hasPrefix(prefix) ? "!!" + name.dropFirst(prefix.count) : name
    }
}
