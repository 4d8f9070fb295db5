#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A static spatial index over coordinates for radius, k-nearest and box queries.
///
/// A balanced KD-tree over the points' positions on the geodetic unit sphere
/// (cos φ cos λ, cos φ sin λ, sin φ), stored in flat arrays in tree order with a tight 3-D bounding box per
/// node. Pruning uses chord lengths converted to a lower bound of the WGS84 distance
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

    // Points in tree order.
    let xs: [Double]
    let ys: [Double]
    let zs: [Double]
    let latitudes: [Double]
    let longitudes: [Double]
    let positions: [Int32]
    // Tight bounding box per node (heap numbering: root 0, children 2i+1 and 2i+2).
    let boxes: [Double]  // 6 per node: minX, minY, minZ, maxX, maxY, maxZ
    let stored: Int

    /// Builds the index; hits refer to positions in `points`.
    public init(_ points: [Coordinate]) {
        count = points.count
        var work: [TreePoint] = []
        work.reserveCapacity(points.count)
        for (i, p) in points.enumerated() where p.isValid {
            let v = UnitVector(p)
            work.append(TreePoint(x: v.x, y: v.y, z: v.z, position: Int32(truncatingIfNeeded: i)))
        }
        let n = work.count
        stored = n
        var nodeCount = 1
        while nodeCount * SpatialIndex.leafSize < n { nodeCount *= 2 }
        nodeCount *= 2
        var boxes = [Double](repeating: 0, count: 6 * nodeCount)
        work.withUnsafeMutableBufferPointer { buf in
            guard let base = buf.baseAddress, n > 0 else { return }
            var cell = TreeBuilder.bounds(base, 0, n)
            TreeBuilder.split(base, node: 0, lo: 0, hi: n, cell: &cell)
            boxes.withUnsafeMutableBufferPointer { bb in
                guard let bbase = bb.baseAddress else { return }
                TreeBuilder.tighten(base, bbase, node: 0, lo: 0, hi: n)
            }
        }
        self.boxes = boxes
        xs = work.map(\.x)
        ys = work.map(\.y)
        zs = work.map(\.z)
        positions = work.map(\.position)
        latitudes = work.map { points[Int($0.position)].latitude }
        longitudes = work.map { points[Int($0.position)].longitude }
    }

    /// Lower bound in metres of the geodesic distance for a chord of squared length `c2` on the unit sphere.
    @inline(__always)
    static func lowerBound(chordSquared c2: Double) -> Double {
        let half = min(1, c2.squareRoot() / 2)
        return max(0, 2 * asin(half) * metresPerRadianLow - 1e-6)
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

/// A point during the build: its unit vector and original position.
struct TreePoint {
    var x: Double
    var y: Double
    var z: Double
    var position: Int32
}
