#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

/// Building blocks of the ``SpatialIndex`` KD-tree: median splits by quickselect along the widest cell
/// axis (on compact single-precision copies of the vectors), then tight boxes bottom-up from the
/// double-precision vectors.
enum TreeBuilder {
    typealias Box = (minX: Double, minY: Double, minZ: Double, maxX: Double, maxY: Double, maxZ: Double)

    /// Partitions all `n` points into tree order, splitting the two halves below the root on two
    /// threads when the set is large.
    static func build(_ p: UnsafeMutablePointer<BuildPoint>, count n: Int, cell: Box, threads: Int) {
        guard n > 65_536, threads > 1 else {
            split(p, lo: 0, hi: n, cell: cell)
            return
        }
        let m = n / 2
        let (left, right) = splitOnce(p, lo: 0, hi: n, m: m, cell: cell)
        // The two halves are disjoint ranges of the buffer.
        nonisolated(unsafe) let p = p
        DispatchQueue.concurrentPerform(iterations: 2) { part in
            if part == 0 {
                split(p, lo: 0, hi: m, cell: left)
            } else {
                split(p, lo: m, hi: n, cell: right)
            }
        }
    }

    /// One split of `[lo, hi)` at `m` along the widest axis of `cell`; returns the children's cells.
    @inline(__always)
    static func splitOnce(_ p: UnsafeMutablePointer<BuildPoint>, lo: Int, hi: Int, m: Int, cell: Box) -> (Box, Box) {
        let ex = cell.maxX - cell.minX, ey = cell.maxY - cell.minY, ez = cell.maxZ - cell.minZ
        var left = cell, right = cell
        if ex >= ey && ex >= ez {
            select(p, lo, hi, m, XKey.self)
            let v = Double(p[m].x); left.maxX = v; right.minX = v
        } else if ey >= ez {
            select(p, lo, hi, m, YKey.self)
            let v = Double(p[m].y); left.maxY = v; right.minY = v
        } else {
            select(p, lo, hi, m, ZKey.self)
            let v = Double(p[m].z); left.maxZ = v; right.minZ = v
        }
        return (left, right)
    }

    /// Recursively partitions `[lo, hi)` so that the tree shape matches ``SpatialIndex`` traversal.
    /// `cell` bounds the points of the range; it only guides the choice of split axis.
    static func split(_ p: UnsafeMutablePointer<BuildPoint>, lo: Int, hi: Int, cell: Box) {
        if hi - lo <= SpatialIndex.leafSize { return }
        let m = lo + (hi - lo) / 2
        let (left, right) = splitOnce(p, lo: lo, hi: hi, m: m, cell: cell)
        split(p, lo: lo, hi: m, cell: left)
        split(p, lo: m, hi: hi, cell: right)
    }

    /// Floyd–Rivest selection: afterwards `p[k]` holds the k-th smallest key within `[lo, hi)`, with
    /// smaller-or-equal keys before it and greater-or-equal keys after. Large ranges first recurse on a
    /// small sample around the expected position, so the partition pivot is nearly exact and about one
    /// pass over the range suffices.
    static func select<K: AxisKey>(_ p: UnsafeMutablePointer<BuildPoint>, _ lo: Int, _ hi: Int, _ k: Int, _ key: K.Type) {
        var left = lo, right = hi - 1
        while right > left {
            if right - left > 600 {
                let n = Double(right - left + 1)
                let i = Double(k - left + 1)
                let z = log(n)
                let s = 0.5 * exp(2 * z / 3)
                let sd = 0.5 * (z * s * (n - s) / n).squareRoot() * (i - n / 2 < 0 ? -1 : 1)
                let newLeft = max(left, Int((Double(k) - i * s / n + sd).rounded(.down)))
                let newRight = min(right, Int((Double(k) + (n - i) * s / n + sd).rounded(.down)))
                select(p, newLeft, newRight + 1, k, key)
            }
            let t = K.key(p[k])
            var i = left, j = right
            swapAt(p, left, k)
            if K.key(p[right]) > t { swapAt(p, left, right) }
            while i < j {
                swapAt(p, i, j)
                i += 1; j -= 1
                while K.key(p[i]) < t { i += 1 }
                while K.key(p[j]) > t { j -= 1 }
            }
            if K.key(p[left]) == t {
                swapAt(p, left, j)
            } else {
                j += 1
                swapAt(p, j, right)
            }
            if j <= k { left = j + 1 }
            if k <= j { right = j - 1 }
        }
    }

    @inline(__always)
    static func swapAt(_ p: UnsafeMutablePointer<BuildPoint>, _ a: Int, _ b: Int) {
        let t = p[a]; p[a] = p[b]; p[b] = t
    }

    /// Writes each node's tight box (6 values per node, heap numbering) from the double-precision
    /// vectors already in tree order, and returns it.
    @discardableResult
    static func tighten(_ x: UnsafePointer<Double>, _ y: UnsafePointer<Double>, _ z: UnsafePointer<Double>,
                        _ boxes: UnsafeMutablePointer<Float>, node: Int, lo: Int, hi: Int) -> Box {
        var b: Box
        if hi - lo <= SpatialIndex.leafSize {
            b = (.infinity, .infinity, .infinity, -.infinity, -.infinity, -.infinity)
            for i in lo..<hi {
                b.minX = min(b.minX, x[i]); b.maxX = max(b.maxX, x[i])
                b.minY = min(b.minY, y[i]); b.maxY = max(b.maxY, y[i])
                b.minZ = min(b.minZ, z[i]); b.maxZ = max(b.maxZ, z[i])
            }
        } else {
            let m = lo + (hi - lo) / 2
            let l = tighten(x, y, z, boxes, node: 2 * node + 1, lo: lo, hi: m)
            let r = tighten(x, y, z, boxes, node: 2 * node + 2, lo: m, hi: hi)
            b = (min(l.minX, r.minX), min(l.minY, r.minY), min(l.minZ, r.minZ),
                 max(l.maxX, r.maxX), max(l.maxY, r.maxY), max(l.maxZ, r.maxZ))
        }
        let o = 6 * node
        boxes[o] = down(b.minX); boxes[o + 1] = down(b.minY); boxes[o + 2] = down(b.minZ)
        boxes[o + 3] = up(b.maxX); boxes[o + 4] = up(b.maxY); boxes[o + 5] = up(b.maxZ)
        return b
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

/// A point during the build: its unit vector in single precision (enough to choose splits) and its slot.
struct BuildPoint {
    var x: Float
    var y: Float
    var z: Float
    var slot: Int32
}

/// Reads one coordinate of a ``BuildPoint``; specialises quickselect per axis.
protocol AxisKey {
    static func key(_ p: BuildPoint) -> Float
}

enum XKey: AxisKey { @inline(__always) static func key(_ p: BuildPoint) -> Float { p.x } }
enum YKey: AxisKey { @inline(__always) static func key(_ p: BuildPoint) -> Float { p.y } }
enum ZKey: AxisKey { @inline(__always) static func key(_ p: BuildPoint) -> Float { p.z } }
