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
        unique([records], key: key, location: location, what: what)
    }

    /// Like ``unique(_:key:location:what:)`` for records given as consecutive pieces; each record
    /// is copied once, into the result.
    static func unique<R>(_ pieces: [[R]], key: (R) -> String, location: (R) -> SourceLocation,
                          what: String) -> ([R], [Diagnostic]) {
        var address: [(piece: Int, index: Int)] = []
        address.reserveCapacity(pieces.reduce(0) { $0 + $1.count })
        for (p, piece) in pieces.enumerated() {
            for i in piece.indices { address.append((p, i)) }
        }
        func record(_ i: Int) -> R { pieces[address[i].piece][address[i].index] }
        let keys = address.indices.map { key(record($0)) }
        // Keys are validated identifiers (ASCII), so String order is byte order.
        let order = keys.indices.sorted { a, b in
            keys[a] == keys[b] ? a < b : keys[a] < keys[b]
        }
        var kept: [R] = []
        kept.reserveCapacity(keys.count)
        var problems: [Diagnostic] = []
        var first: Int?
        for i in order {
            if let f = first, keys[f] == keys[i] {
                problems.append(.error("duplicate \(what) \"\(keys[i])\": first defined at \(location(record(f)))",
                                       at: location(record(i))))
                continue
            }
            first = i
            kept.append(record(i))
        }
        return (kept, problems)
    }
}
