/// A closed polygon of one bin, in the bin's relative units (0…65535 from the south-west corner),
/// with the level it is painted at: 1 land, 2 lake (water), 3 island in a lake (land), 4 pond (water).
struct ShorePolygon: Sendable, Equatable {
    /// Paint level; odd levels are land, even levels water.
    var level: Int
    /// Interleaved x, y; implicitly closed.
    var xy: [UInt16]

    /// Whether point `k` lies on the bin's edge (where the neighbouring bin's polygon meets it).
    func isOnBinEdge(_ k: Int) -> Bool {
        let x = xy[2 * k], y = xy[2 * k + 1]
        return x == 0 || y == 0 || x == UInt16.max || y == UInt16.max
    }
}
