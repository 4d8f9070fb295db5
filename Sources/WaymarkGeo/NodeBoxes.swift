import WaymarkCore

/// The bounding boxes of a ``SpatialIndex``'s nodes (heap numbering: root 0, children 2i+1 and 2i+2),
/// in single precision rounded outwards, and the split keys of the inner nodes, laid out for the cache.
///
/// Each node takes 8 floats (min x, y, z, max x, y, z, then the 8 bytes of its split key: the
/// ``SphereCurve`` key of the first point of its second child, 0 for a leaf), node `i` at float offset
/// ``offset(_:)`` = 8·(i+1) of storage aligned to 128 bytes. The two children of a node (2i+1, 2i+2 are
/// 8·(2i+2) and 8·(2i+3): floats 16(i+1) to 16(i+1)+15) then share one 64-byte cache line, and its four
/// grandchildren (4i+3 … 4i+6) fill one aligned 128-byte pair of lines, so a step down the tree touches one
/// line (or one pair) instead of the two or three a packed 24-byte layout straddles.
///
/// Immutable once the build has written it; the index shares it between copies and threads.
final class NodeBoxes: @unchecked Sendable, Equatable {
    /// Number of nodes.
    let count: Int
    /// Floats in the storage: 8 per node plus the unused slot before the root.
    let capacity: Int
    let storage: UnsafeMutablePointer<Float>
    private let block: HugePageBlock

    /// Storage for `count` nodes, every byte 0 until the build writes it (on 2 MB pages when large).
    init(count: Int) {
        self.count = count
        capacity = 8 * (count + 1)
        block = HugePageBlock(byteCount: 4 * capacity)
        storage = block.base.initializeMemory(as: Float.self, repeating: 0, count: capacity)
    }

    deinit { block.release() }

    /// Float offset of node `node`'s box in ``buffer``.
    @inline(__always)
    static func offset(_ node: Int) -> Int { 8 * (node + 1) }

    /// The storage as a buffer: node `i`'s box is `buffer[offset(i) ..< offset(i) + 6]`.
    var buffer: UnsafeBufferPointer<Float> { UnsafeBufferPointer(start: storage, count: capacity) }

    /// The split key of inner node `node`: points whose curve key is below it lie in its first child,
    /// the others in its second.
    @inline(__always)
    func splitKey(_ node: Int) -> UInt64 {
        UnsafeRawPointer(storage + NodeBoxes.offset(node) + 6).load(as: UInt64.self)
    }

    /// Stores the split key of inner node `node`.
    @inline(__always)
    static func writeSplitKey(_ key: UInt64, node: Int, _ storage: UnsafeMutablePointer<Float>) {
        UnsafeMutableRawPointer(storage + offset(node) + 6).storeBytes(of: key, as: UInt64.self)
    }

    /// Element `i` of the boxes read in node order, six floats a node (min x, y, z, max x, y, z of node 0,
    /// then node 1, …).
    subscript(_ i: Int) -> Float {
        precondition(i >= 0 && i < 6 * count, "box element \(i) out of range")
        return storage[NodeBoxes.offset(i / 6) + i % 6]
    }

    /// Same boxes and split keys, bit for bit (the slot before the root is never written, so it is 0 in
    /// both).
    static func == (a: NodeBoxes, b: NodeBoxes) -> Bool {
        a.count == b.count && (0..<a.capacity).allSatisfy { a.storage[$0].bitPattern == b.storage[$0].bitPattern }
    }
}
