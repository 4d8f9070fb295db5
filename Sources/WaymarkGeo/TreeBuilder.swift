#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WaymarkCore

/// Building blocks of the ``SpatialIndex`` tree: the points are sorted once along ``SphereCurve``
/// (``RadixSort``), every node is a half of its parent's run of that order, and one walk computes the
/// unit vectors in tree order (the trigonometry reads the input in curve order) and writes each
/// node's tight box and each inner node's split key.
enum TreeBuilder {
    typealias Box = (minX: Double, minY: Double, minZ: Double, maxX: Double, maxY: Double, maxZ: Double)

    static let emptyBox: Box = (.infinity, .infinity, .infinity, -.infinity, -.infinity, -.infinity)

    /// Where the walk writes: the index's columns in tree order, and the node boxes and split keys
    /// (read from `keys`, the sorted curve keys).
    struct Output {
        var points: IndexedPoints.Columns
        var boxes: UnsafeMutablePointer<Float>
        var keys: UnsafePointer<UInt64>
        /// Room for one leaf's points, one per thread.
        var scratch: UnsafeMutablePointer<Coordinate>
        /// Where each leaf records the curve-key buckets it starts (nil for a shallow tree).
        var directory: SlotDirectory?
    }

    /// Copies the points into tree order (`order[i]` is the position of slot `i`) and writes the boxes of
    /// the whole tree over `n` points, the root's two subtrees on two threads when the set is large.
    static func build(_ points: UnsafePointer<Coordinate>, order: UnsafePointer<Int32>, count n: Int,
                      into out: Output, threads: Int) {
        guard n > 65_536, threads > 1 else {
            fill(points, order, out, node: 0, lo: 0, hi: n)
            return
        }
        let scratch = UnsafeMutablePointer<Coordinate>.allocate(capacity: SpatialIndex.leafSize)
        defer { scratch.deallocate() }
        let m = n / 2
        // The subtrees write disjoint slots and nodes.
        let halves = UnsafeMutablePointer<Box>.allocate(capacity: 2)
        defer { halves.deallocate() }
        nonisolated(unsafe) let shared = (points, order, out, halves, scratch)
        Concurrently.forEach(2) { part in
            let (points, order, base, halves, scratch) = shared
            var out = base
            if part == 1 { out.scratch = scratch }
            halves[part] = part == 0 ? fill(points, order, out, node: 1, lo: 0, hi: m)
                                     : fill(points, order, out, node: 2, lo: m, hi: n)
        }
        write(union(halves[0], halves[1]), node: 0, out.boxes)
        NodeBoxes.writeSplitKey(out.keys[m], node: 0, out.boxes)
    }

    /// Fills the slots `[lo, hi)` of `node` and its subtree; returns the node's box in double precision.
    @discardableResult
    static func fill(_ points: UnsafePointer<Coordinate>, _ order: UnsafePointer<Int32>, _ out: Output,
                     node: Int, lo: Int, hi: Int) -> Box {
        var b = emptyBox
        if hi - lo <= SpatialIndex.leafSize {
            // Load the leaf's points first: the independent reads overlap instead of waiting one by one
            // behind the trigonometry.
            let leaf = out.scratch
            for i in lo..<hi { leaf[i - lo] = points[Int(order[i])] }
            for i in lo..<hi {
                let position = order[i]
                let p = leaf[i - lo]
                let r = UnitVector(fast: p)
                out.points.write(i, x: Float(r.x), y: Float(r.y), z: Float(r.z), position: position, p)
                b.minX = min(b.minX, r.x); b.maxX = max(b.maxX, r.x)
                b.minY = min(b.minY, r.y); b.maxY = max(b.maxY, r.y)
                b.minZ = min(b.minZ, r.z); b.maxZ = max(b.maxZ, r.z)
            }
            out.directory?.record(leaf: lo, hi, keys: out.keys)
        } else {
            let m = lo + (hi - lo) / 2
            NodeBoxes.writeSplitKey(out.keys[m], node: node, out.boxes)
            b = union(fill(points, order, out, node: 2 * node + 1, lo: lo, hi: m),
                      fill(points, order, out, node: 2 * node + 2, lo: m, hi: hi))
        }
        write(b, node: node, out.boxes)
        return b
    }

    @inline(__always)
    static func union(_ l: Box, _ r: Box) -> Box {
        (min(l.minX, r.minX), min(l.minY, r.minY), min(l.minZ, r.minZ),
         max(l.maxX, r.maxX), max(l.maxY, r.maxY), max(l.maxZ, r.maxZ))
    }

    /// Stores the box of `node` in single precision, rounded outwards so it still holds its points.
    @inline(__always)
    static func write(_ b: Box, node: Int, _ boxes: UnsafeMutablePointer<Float>) {
        let o = NodeBoxes.offset(node)
        boxes[o] = down(b.minX); boxes[o + 1] = down(b.minY); boxes[o + 2] = down(b.minZ)
        boxes[o + 3] = up(b.maxX); boxes[o + 4] = up(b.maxY); boxes[o + 5] = up(b.maxZ)
    }
}

/// The largest `Float` not above `x`.
@inline(__always)
func down(_ x: Double) -> Float {
    let f = Float(x)
    return Double(f) > x ? f.nextDown : f
}

/// The smallest `Float` not below `x`.
@inline(__always)
func up(_ x: Double) -> Float {
    let f = Float(x)
    return Double(f) < x ? f.nextUp : f
}
