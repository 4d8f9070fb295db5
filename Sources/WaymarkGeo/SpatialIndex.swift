#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WaymarkCore

/// A static spatial index over coordinates for radius, k-nearest and box queries.
///
/// A balanced binary tree over the points' positions on the geodetic unit sphere
/// (cos φ cos λ, cos φ sin λ, sin φ): the points are sorted once along a space-filling curve
/// (``SphereCurve``) and every node holds one half of its parent's run, stored in flat arrays in tree
/// order with a tight 3-D bounding box per node. Vectors and boxes are kept in single precision to halve the memory a query touches; every
/// pruning bound is widened by ``vectorSlack`` (boxes are rounded outwards), so no result changes. Pruning uses chord lengths converted to a lower bound of the WGS84 distance
/// (`angle × 6,335,439 m`, the smallest meridian radius of curvature, so no true result is ever
/// dropped); every reported distance and every radius decision is the ellipsoidal geodesic distance
/// (``Geodesic/wgs84``). Build is one radix sort and one pass, O(n); the index is immutable and `Sendable`.
///
/// Points that are not valid coordinates (see ``Coordinate/isValid``) are kept out of the tree and never
/// returned.
public struct SpatialIndex: Sendable {
    /// Points per leaf.
    static let leafSize = 64
    /// Lower bound of metres per radian of arc on the geodetic unit sphere (WGS84 `a(1 − e²)`, rounded
    /// down, reduced by 1e-9 relative for round-off).
    static let metresPerRadianLow = 6_335_439.0 * (1 - 1e-9)

    /// Number of points the index was built from (including invalid ones that are never returned).
    public let count: Int

    // Points in tree order: unit vector (single precision), position in the input and exact
    // coordinates, stored by column (``IndexedPoints``).
    let points: IndexedPoints
    // Tight bounding box per node (heap numbering: root 0, children 2i+1 and 2i+2), and the curve key
    // at which each inner node splits (the nearest search finds the query's own leaf by it).
    // Single precision rounded outwards (so each box still contains its points) halves the memory the
    // traversal touches; the bounds stay conservative. Siblings share a cache line (``NodeBoxes``).
    let boxes: NodeBoxes
    // The first slot of each stretch of curve keys: the nearest search finds the query's path from it
    // before stepping down (nil for a tree too shallow to need it).
    let directory: SlotDirectory?
    let stored: Int

    /// Builds the index; hits refer to positions in `points`. Large sets are built on two threads.
    public init(_ points: [Coordinate]) {
        self.init(points, threads: 2)
    }

    /// Builds with up to `threads` (1 or 2) threads; the result is identical either way.
    init(_ points: [Coordinate], threads: Int) {
        count = points.count
        var order: [Int32] = []
        order.reserveCapacity(points.count)
        for i in points.indices where points[i].isValid { order.append(Int32(truncatingIfNeeded: i)) }
        let n = order.count
        stored = n
        var nodeCount = 1
        while nodeCount * SpatialIndex.leafSize < n { nodeCount *= 2 }
        nodeCount *= 2
        let boxes = NodeBoxes(count: nodeCount)
        let store = IndexedPoints(count: n)
        var directory: SlotDirectory?
        order.withUnsafeMutableBufferPointer { ob in
        points.withUnsafeBufferPointer { pts in
            guard let o = ob.baseAddress, let p = pts.baseAddress else { return }
            let keys = UnsafeMutablePointer<UInt64>.allocate(capacity: n)
            defer { keys.deallocate() }
            SpatialIndex.fillKeys(keys, o, p, count: n, threads: threads)
            // The sort's spare array is the columns' memory, written only after it.
            store.withScratchWords { spare in
                RadixSort.sort(keys: keys, slots: o, count: n, bits: SphereCurve.keyBits, threads: threads, spare: spare)
            }
            directory = n > 0 ? SlotDirectory(lastKey: keys[n - 1], leaves: nodeCount / 2) : nil
            let scratch = UnsafeMutablePointer<Coordinate>.allocate(capacity: SpatialIndex.leafSize)
            defer { scratch.deallocate() }
            let out = TreeBuilder.Output(points: store.columns, boxes: boxes.storage, keys: keys, scratch: scratch,
                                         directory: directory)
            TreeBuilder.build(p, order: o, count: n, into: out, threads: threads)
        }
        }
        self.points = store
        self.boxes = boxes
        self.directory = directory
    }

    /// The curve key of each valid point (`order` holds their positions).
    static func fillKeys(_ keys: UnsafeMutablePointer<UInt64>, _ order: UnsafeMutablePointer<Int32>,
                         _ points: UnsafePointer<Coordinate>, count n: Int, threads: Int) {
        // Each thread writes its own part of `keys`.
        nonisolated(unsafe) let shared = (keys, order, points)
        SpatialIndex.parallel(n, threads: threads) { range in
            let (keys, order, points) = shared
            for k in range {
                let p = points[Int(order[k])]
                keys[k] = SphereCurve.key(latitude: p.latitude, longitude: p.longitude)
            }
        }
    }

    /// Runs `body` over `0..<n` split into two halves on two threads (one range when `n` is small or
    /// `threads` is 1).
    static func parallel(_ n: Int, threads: Int, _ body: @Sendable (Range<Int>) -> Void) {
        guard n > 65_536, threads > 1 else {
            body(0..<n)
            return
        }
        Concurrently.forEach(2) { part in
            body(part == 0 ? 0..<(n / 2) : (n / 2)..<n)
        }
    }

    /// Largest difference between a chord computed from the stored single-precision vectors and the true
    /// chord (each component is within 2⁻²⁵ of the true one, so the vector is within 5.2e-8).
    static let vectorSlack = 1e-7

    /// A squared-chord limit for true chords widened to hold for chords computed from stored vectors.
    @inline(__always)
    static func widened(_ c2: Double) -> Double {
        if c2 == .infinity { return c2 }
        let c = c2.squareRoot() + vectorSlack
        return c * c
    }

    /// Squared chord on the unit sphere that no point within `metres` can exceed (∞ beyond the antipode).
    @inline(__always)
    static func chordSquaredLimit(metres: Double) -> Double {
        let theta = (metres + 1e-6) / metresPerRadianLow
        if theta >= Double.pi { return .infinity }
        let c = 2 * sin(theta / 2)
        return c * c * (1 + 1e-12) + 1e-24
    }
}

extension SpatialIndex {
    /// The slot range of heap node `node` (root 0, children 2i+1 and 2i+2) in a tree over `count` points.
    static func nodeRange(_ node: Int, count: Int) -> (Int, Int) {
        var lo = 0, hi = count
        let path = node + 1
        var bit = (Int.bitWidth - 1 - path.leadingZeroBitCount) - 1
        while bit >= 0 {
            let m = lo + (hi - lo) / 2
            if path & (1 << bit) == 0 { hi = m } else { lo = m }
            bit -= 1
        }
        return (lo, hi)
    }
}
