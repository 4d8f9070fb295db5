import WaymarkModel

/// Finds records that share a key (charter id, announcement id, place slug).
enum DuplicateCheck {
    /// The records sorted by key, keeping the first of each key, and one error per repeated key at
    /// every later occurrence, naming where the first one is:
    /// `duplicate charter id "x": first defined at a.yml:3:5`.
    ///
    /// `records` must be in reading order (file name, then position in the file), which is the
    /// order of their locations; the sort is by key, then by that order, and moves only indices.
    static func unique<R>(_ records: [R], key: (R) -> String, location: (R) -> SourceLocation,
                          what: String) -> ([R], [Diagnostic]) {
        let keys = records.map(key)
        let order = keys.indices.sorted { a, b in
            let ka = keys[a].utf8, kb = keys[b].utf8
            if ka.elementsEqual(kb) { return a < b }
            return ka.lexicographicallyPrecedes(kb)
        }
        var kept: [R] = []
        kept.reserveCapacity(records.count)
        var problems: [Diagnostic] = []
        var first: Int?
        for i in order {
            if let f = first, keys[f] == keys[i] {
                problems.append(.error("duplicate \(what) \"\(keys[i])\": first defined at \(location(records[f]))",
                                       at: location(records[i])))
                continue
            }
            first = i
            kept.append(records[i])
        }
        return (kept, problems)
    }
}
