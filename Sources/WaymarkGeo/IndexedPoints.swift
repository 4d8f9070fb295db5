import WaymarkCore

/// One point of a ``SpatialIndex`` in tree order: its unit vector in single precision (see
/// ``SpatialIndex/vectorSlack``), its position in the input and its exact coordinates. The index stores
/// these by column (``IndexedPoints``); this is one row of them.
struct IndexedPoint: Equatable {
    var x: Float
    var y: Float
    var z: Float
    var position: Int32
    var latitude: Double
    var longitude: Double
}

/// The points of a ``SpatialIndex`` in tree order, stored by column: the vectors' x, y and z (4 bytes
/// each), the positions (4 bytes) and the exact coordinates (16 bytes), each column starting at a 64-byte
/// boundary. A leaf's scan reads only the columns it tests (a leaf of 64 points is 4 lines of each vector
/// column instead of 32 lines of whole records), and the coordinates of the few points that pass are
/// fetched afterwards, side by side so their misses overlap. Immutable once the build has written it; the
/// index shares it between copies and threads.
final class IndexedPoints: @unchecked Sendable, Equatable {
    let count: Int
    let xs: UnsafeMutablePointer<Float>
    let ys: UnsafeMutablePointer<Float>
    let zs: UnsafeMutablePointer<Float>
    let positions: UnsafeMutablePointer<Int32>
    let coordinates: UnsafeMutablePointer<Coordinate>
    /// The allocation, with the columns at its 64-byte boundaries: one ``HugePageBlock`` of 32 bytes a
    /// point, on 2 MB pages when it is large (a query's reads touch a handful of its pages).
    private let block: HugePageBlock

    /// Uninitialised storage for `count` points; the build writes every one.
    init(count: Int) {
        self.count = count
        let n = max(1, count)
        func padded(_ bytes: Int) -> Int { (bytes + 63) & ~63 }
        let fourByte = padded(4 * n), coordinateBytes = padded(n * MemoryLayout<Coordinate>.stride)
        block = HugePageBlock(byteCount: 4 * fourByte + coordinateBytes)
        let base = block.base
        xs = base.bindMemory(to: Float.self, capacity: n)
        ys = (base + fourByte).bindMemory(to: Float.self, capacity: n)
        zs = (base + 2 * fourByte).bindMemory(to: Float.self, capacity: n)
        positions = (base + 3 * fourByte).bindMemory(to: Int32.self, capacity: n)
        coordinates = (base + 4 * fourByte).bindMemory(to: Coordinate.self, capacity: n)
    }

    deinit { block.release() }

    /// Runs `body` with the first `8 · count` bytes of the vector and position columns (which hold
    /// `16 · count`) as room for `count` 64-bit words, before the build writes the columns: the build's
    /// sort uses it as its spare array, so that array needs no memory of its own (and lies on the
    /// block's large pages). The columns are bound to their own types again afterwards.
    func withScratchWords<R>(_ body: (UnsafeMutablePointer<UInt64>) -> R) -> R {
        let n = max(1, count)
        let words = UnsafeMutableRawPointer(xs).bindMemory(to: UInt64.self, capacity: n)
        defer {
            func padded(_ bytes: Int) -> Int { (bytes + 63) & ~63 }
            let base = UnsafeMutableRawPointer(xs), fourByte = padded(4 * n)
            _ = base.bindMemory(to: Float.self, capacity: 3 * fourByte / 4)
            _ = (base + 3 * fourByte).bindMemory(to: Int32.self, capacity: n)
        }
        return body(words)
    }

    /// The columns, for the build to write.
    var columns: Columns { Columns(xs: xs, ys: ys, zs: zs, positions: positions, coordinates: coordinates) }

    /// Pointers to the columns (copied into build threads).
    struct Columns {
        var xs: UnsafeMutablePointer<Float>
        var ys: UnsafeMutablePointer<Float>
        var zs: UnsafeMutablePointer<Float>
        var positions: UnsafeMutablePointer<Int32>
        var coordinates: UnsafeMutablePointer<Coordinate>

        /// Writes slot `i`.
        @inline(__always)
        func write(_ i: Int, x: Float, y: Float, z: Float, position: Int32, _ c: Coordinate) {
            (xs + i).initialize(to: x)
            (ys + i).initialize(to: y)
            (zs + i).initialize(to: z)
            (positions + i).initialize(to: position)
            (coordinates + i).initialize(to: c)
        }
    }

    /// The row of slot `slot` (no range check: the index's own walks stay inside `0..<count`).
    @inline(__always)
    func row(_ slot: Int) -> IndexedPoint {
        let c = coordinates[slot]
        return IndexedPoint(x: xs[slot], y: ys[slot], z: zs[slot], position: positions[slot],
                            latitude: c.latitude, longitude: c.longitude)
    }

    subscript(_ slot: Int) -> IndexedPoint {
        precondition(slot >= 0 && slot < count, "slot \(slot) out of range")
        return row(slot)
    }

    static func == (a: IndexedPoints, b: IndexedPoints) -> Bool {
        a.count == b.count && (0..<a.count).allSatisfy { a.row($0) == b.row($0) }
    }
}
