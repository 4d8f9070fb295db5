/// One point of a ``SpatialIndex`` in tree order: its unit vector in single precision (see
/// ``SpatialIndex/vectorSlack``), its position in the input and its exact coordinates — 32 bytes, two to
/// a cache line, so a leaf's scan also brings in the position and the coordinates its candidates need.
struct IndexedPoint: Equatable {
    var x: Float
    var y: Float
    var z: Float
    var position: Int32
    var latitude: Double
    var longitude: Double
}

/// The points of a ``SpatialIndex`` in tree order, in storage aligned to 64 bytes (so no point straddles
/// two cache lines). Immutable once the build has written it; the index shares it between copies and
/// threads.
final class IndexedPoints: @unchecked Sendable, Equatable {
    let count: Int
    let storage: UnsafeMutablePointer<IndexedPoint>
    /// The allocation: `storage` is its first 64-byte boundary. Allocated with the default alignment
    /// (plain `malloc`), whose freed blocks the next build reuses; an aligned allocation of 32 MB was
    /// mapped afresh every time and doubled the build's page faults.
    private let block: UnsafeMutableRawPointer

    /// Uninitialised storage for `count` points; the build writes every one.
    init(count: Int) {
        self.count = count
        let bytes = max(1, count) * MemoryLayout<IndexedPoint>.stride
        block = UnsafeMutableRawPointer.allocate(byteCount: bytes + 64, alignment: 16)
        storage = block.alignedUp(toMultipleOf: 64).bindMemory(to: IndexedPoint.self, capacity: max(1, count))
    }

    deinit { block.deallocate() }

    subscript(_ slot: Int) -> IndexedPoint {
        precondition(slot >= 0 && slot < count, "slot \(slot) out of range")
        return storage[slot]
    }

    static func == (a: IndexedPoints, b: IndexedPoints) -> Bool {
        a.count == b.count && (0..<a.count).allSatisfy { a.storage[$0] == b.storage[$0] }
    }
}
