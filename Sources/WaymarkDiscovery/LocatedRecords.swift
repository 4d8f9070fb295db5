import WaymarkGeo

/// Picks the records with valid coordinates and orders them by id, so that positions in a
/// ``SpatialIndex`` break ties by id (docs/geo.md, "Thresholds and ties"). Sorts small keys, not the records themselves
/// (an airport with its runways and AIP entries is large to move).
enum LocatedRecords {
    /// The records accepted by `include` that have valid coordinates, by id (then input order), and
    /// their coordinates in the same order.
    static func sortedByID<Record>(_ all: [Record], id: (Record) -> String, coordinate: (Record) -> Coordinate?,
                                    including include: (Record) -> Bool = { _ in true })
        -> (records: [Record], coordinates: [Coordinate]) {
        var keys: [(id: String, position: Int, coordinate: Coordinate)] = []
        keys.reserveCapacity(all.count)
        for (i, r) in all.enumerated() where include(r) {
            if let c = coordinate(r), c.isValid { keys.append((id(r), i, c)) }
        }
        keys.sort { $0.id != $1.id ? $0.id < $1.id : $0.position < $1.position }
        return (keys.map { all[$0.position] }, keys.map(\.coordinate))
    }
}
