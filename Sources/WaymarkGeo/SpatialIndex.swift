#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

/// A static spatial index over coordinates for radius, k-nearest and box queries.
///
/// A balanced KD-tree over the points' positions on the geodetic unit sphere
/// (cos φ cos λ, cos φ sin λ, sin φ), stored in flat arrays in tree order with a tight 3-D bounding box per
/// node. Vectors and boxes are kept in single precision to halve the memory a query touches; every
/// pruning bound is widened by ``vectorSlack`` (boxes are rounded outwards), so no result changes. Pruning uses chord lengths converted to a lower bound of the WGS84 distance
/// (`angle × 6,335,439 m`, the smallest meridian radius of curvature, so no true result is ever
/// dropped); every reported distance and every radius decision is the ellipsoidal geodesic distance
/// (``Geodesic/wgs84``). Build is O(n log n); the index is immutable and `Sendable`.
///
/// Points that are not valid coordinates (see ``Coordinate/isValid``) are kept out of the tree and never
/// returned.
public struct SpatialIndex: Sendable {
    /// Points per leaf.
    static let leafSize = 16
    /// Lower bound of metres per radian of arc on the geodetic unit sphere (WGS84 `a(1 − e²)`, rounded
    /// down, reduced by 1e-9 relative for round-off).
    static let metresPerRadianLow = 6_335_439.0 * (1 - 1e-9)

    /// Number of points the index was built from (including invalid ones that are never returned).
    public let count: Int

    // Points in tree order: unit vectors (x, y, z interleaved, single precision), exact coordinates and
    // positions in the input.
    let vectors: [Float]
    let latitudes: [Double]
    let longitudes: [Double]
    let positions: [Int32]
    // Tight bounding box per node (heap numbering: root 0, children 2i+1 and 2i+2).
    // Single precision rounded outwards (so each box still contains its points) halves the memory the
    // traversal touches; the bounds stay conservative.
    let boxes: [Float]  // 6 per node: minX, minY, minZ, maxX, maxY, maxZ
    let stored: Int

    /// Builds the index; hits refer to positions in `points`. Large sets are built on two threads.
    public init(_ points: [Coordinate]) {
        self.init(points, threads: 2)
    }

    /// Builds with up to `threads` (1 or 2) threads; the result is identical either way.
    init(_ points: [Coordinate], threads: Int) {
        count = points.count
        var valid: [Int32] = []
        valid.reserveCapacity(points.count)
        for i in points.indices where points[i].isValid { valid.append(Int32(truncatingIfNeeded: i)) }
        let n = valid.count
        stored = n
        var nodeCount = 1
        while nodeCount * SpatialIndex.leafSize < n { nodeCount *= 2 }
        nodeCount *= 2
        var xs = [Double](repeating: 0, count: n), ys = xs, zs = xs, lats = xs, lons = xs
        var vectors = [Float](repeating: 0, count: 3 * n)
        var positions = [Int32](repeating: 0, count: n)
        var boxes = [Float](repeating: 0, count: 6 * nodeCount)
        if n > 0 {
            let records = UnsafeMutablePointer<PointRecord>.allocate(capacity: n)
            let work = UnsafeMutablePointer<BuildPoint>.allocate(capacity: n)
            defer { records.deallocate(); work.deallocate() }
            // Unit vectors (the expensive trigonometry) on two threads, each over its own half.
            let cells = points.withUnsafeBufferPointer { pts in
                valid.withUnsafeBufferPointer { val in
                    SpatialIndex.fill(records, work, pts, val, threads: threads)
                }
            }
            TreeBuilder.build(work, count: n, cell: cells, threads: threads)
            xs.withUnsafeMutableBufferPointer { xb in
            ys.withUnsafeMutableBufferPointer { yb in
            zs.withUnsafeMutableBufferPointer { zb in
            lats.withUnsafeMutableBufferPointer { lab in
            lons.withUnsafeMutableBufferPointer { lob in
            positions.withUnsafeMutableBufferPointer { pb in
            vectors.withUnsafeMutableBufferPointer { vb in
            boxes.withUnsafeMutableBufferPointer { bb in
                guard let x = xb.baseAddress, let y = yb.baseAddress, let z = zb.baseAddress,
                      let la = lab.baseAddress, let lo = lob.baseAddress, let po = pb.baseAddress,
                      let v = vb.baseAddress, let b = bb.baseAddress else { return }
                // Each thread writes a disjoint half of every output array.
                nonisolated(unsafe) let out = (x, y, z, la, lo, po, v)
                nonisolated(unsafe) let input = (records, work)
                SpatialIndex.parallel(n, threads: threads) { range in
                    let (x, y, z, la, lo, po, v) = out
                    let (records, work) = input
                    for i in range {
                        let r = records[Int(work[i].slot)]
                        x[i] = r.x; y[i] = r.y; z[i] = r.z
                        v[3 * i] = Float(r.x); v[3 * i + 1] = Float(r.y); v[3 * i + 2] = Float(r.z)
                        la[i] = r.latitude; lo[i] = r.longitude
                        po[i] = r.position
                    }
                }
                TreeBuilder.tighten(x, y, z, b, node: 0, lo: 0, hi: n)
            }
            }
            }
            }
            }
            }
            }
            }
        }
        self.vectors = vectors
        self.latitudes = lats
        self.longitudes = lons
        self.positions = positions
        self.boxes = boxes
    }

    /// Fills the packed records and build points for the valid points; returns their bounding box.
    static func fill(_ records: UnsafeMutablePointer<PointRecord>, _ work: UnsafeMutablePointer<BuildPoint>,
                     _ points: UnsafeBufferPointer<Coordinate>, _ valid: UnsafeBufferPointer<Int32>,
                     threads: Int) -> TreeBuilder.Box {
        let n = valid.count
        var halves: [TreeBuilder.Box] = Array(repeating: (.infinity, .infinity, .infinity, -.infinity, -.infinity, -.infinity), count: 2)
        halves.withUnsafeMutableBufferPointer { hb in
            guard let h = hb.baseAddress else { return }
            // Each thread writes its own half of `records` and `work` and its own slot of `halves`.
            nonisolated(unsafe) let shared = (records, work, points, valid, h)
            SpatialIndex.parallel(n, threads: threads) { range in
                let (records, work, points, valid, h) = shared
                var cell: TreeBuilder.Box = (.infinity, .infinity, .infinity, -.infinity, -.infinity, -.infinity)
                for k in range {
                    let position = valid[k]
                    let p = points[Int(position)]
                    let v = UnitVector(fast: p)
                    work[k] = BuildPoint(x: Float(v.x), y: Float(v.y), z: Float(v.z), slot: Int32(truncatingIfNeeded: k))
                    records[k] = PointRecord(x: v.x, y: v.y, z: v.z, latitude: p.latitude, longitude: p.longitude, position: position)
                    cell.minX = min(cell.minX, v.x); cell.maxX = max(cell.maxX, v.x)
                    cell.minY = min(cell.minY, v.y); cell.maxY = max(cell.maxY, v.y)
                    cell.minZ = min(cell.minZ, v.z); cell.maxZ = max(cell.maxZ, v.z)
                }
                h[range.lowerBound == 0 ? 0 : 1] = cell
            }
        }
        let a = halves[0], b = halves[1]
        return (min(a.minX, b.minX), min(a.minY, b.minY), min(a.minZ, b.minZ),
                max(a.maxX, b.maxX), max(a.maxY, b.maxY), max(a.maxZ, b.maxZ))
    }

    /// Runs `body` over `0..<n` split into two halves on two threads (one range when `n` is small or
    /// `threads` is 1).
    static func parallel(_ n: Int, threads: Int, _ body: @Sendable (Range<Int>) -> Void) {
        guard n > 65_536, threads > 1 else {
            body(0..<n)
            return
        }
        DispatchQueue.concurrentPerform(iterations: 2) { part in
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

/// A valid input point with its unit vector, packed for the build.
struct PointRecord {
    var x: Double
    var y: Double
    var z: Double
    var latitude: Double
    var longitude: Double
    var position: Int32
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
