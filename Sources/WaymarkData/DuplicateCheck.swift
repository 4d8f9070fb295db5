import WaymarkModel

/// Finds records that share a key (charter id, announcement id, place slug).
enum DuplicateCheck {
    /// One error per repeated key, at every occurrence after the first (in path, line, column order),
    /// naming where the first one is: `duplicate charter id "x": first defined at a.yml:3:5`.
    static func problems(keys: [(key: String, location: SourceLocation)], what: String) -> [Diagnostic] {
        var first: [String: SourceLocation] = [:]
        var out: [Diagnostic] = []
        for entry in keys.sorted(by: { ($0.location, $0.key) < ($1.location, $1.key) }) {
            if let earlier = first[entry.key] {
                out.append(.error("duplicate \(what) \"\(entry.key)\": first defined at \(earlier)", at: entry.location))
            } else {
                first[entry.key] = entry.location
            }
        }
        return out
    }
}
