/// Building blocks of the ``SpatialIndex`` KD-tree: median splits by quickselect along the widest cell
/// axis, then tight boxes bottom-up.
enum TreeBuilder {
    typealias Box = (minX: Double, minY: Double, minZ: Double, maxX: Double, maxY: Double, maxZ: Double)

    @inline(__always)
    static func key(_ p: TreePoint, _ axis: Int) -> Double {
        axis == 0 ? p.x : (axis == 1 ? p.y : p.z)
    }

    static func bounds(_ p: UnsafeMutablePointer<TreePoint>, _ lo: Int, _ hi: Int) -> Box {
        var b: Box = (.infinity, .infinity, .infinity, -.infinity, -.infinity, -.infinity)
        for i in lo..<hi {
            let q = p[i]
            b.minX = min(b.minX, q.x); b.maxX = max(b.maxX, q.x)
            b.minY = min(b.minY, q.y); b.maxY = max(b.maxY, q.y)
            b.minZ = min(b.minZ, q.z); b.maxZ = max(b.maxZ, q.z)
        }
        return b
    }

    /// Recursively partitions `[lo, hi)` so that the tree shape matches ``SpatialIndex`` traversal.
    static func split(_ p: UnsafeMutablePointer<TreePoint>, node: Int, lo: Int, hi: Int, cell: inout Box) {
        if hi - lo <= SpatialIndex.leafSize { return }
        let ex = cell.maxX - cell.minX, ey = cell.maxY - cell.minY, ez = cell.maxZ - cell.minZ
        let axis = ex >= ey && ex >= ez ? 0 : (ey >= ez ? 1 : 2)
        let m = lo + (hi - lo) / 2
        select(p, lo, hi, m, axis)
        let value = key(p[m], axis)
        var left = cell, right = cell
        switch axis {
        case 0: left.maxX = value; right.minX = value
        case 1: left.maxY = value; right.minY = value
        default: left.maxZ = value; right.minZ = value
        }
        split(p, node: 2 * node + 1, lo: lo, hi: m, cell: &left)
        split(p, node: 2 * node + 2, lo: m, hi: hi, cell: &right)
    }

    /// Quickselect (Hoare partition, median-of-three): afterwards `p[k]` holds the k-th smallest key
    /// along `axis` within `[lo, hi)`, smaller-or-equal keys before it and greater-or-equal after.
    static func select(_ p: UnsafeMutablePointer<TreePoint>, _ lo: Int, _ hi: Int, _ k: Int, _ axis: Int) {
        var l = lo, r = hi - 1
        while r > l {
            let mid = l + (r - l) / 2
            let a = key(p[l], axis), b = key(p[mid], axis), c = key(p[r], axis)
            let pivot = max(min(a, b), min(max(a, b), c))
            var i = l, j = r
            while i <= j {
                while key(p[i], axis) < pivot { i += 1 }
                while key(p[j], axis) > pivot { j -= 1 }
                if i <= j {
                    let t = p[i]; p[i] = p[j]; p[j] = t
                    i += 1; j -= 1
                }
            }
            if k <= j {
                r = j
            } else if k >= i {
                l = i
            } else {
                return
            }
        }
    }

    /// Writes each node's tight box into `boxes` (6 values per node) and returns it.
    @discardableResult
    static func tighten(_ p: UnsafeMutablePointer<TreePoint>, _ boxes: UnsafeMutablePointer<Double>,
                        node: Int, lo: Int, hi: Int) -> Box {
        let b: Box
        if hi - lo <= SpatialIndex.leafSize {
            b = bounds(p, lo, hi)
        } else {
            let m = lo + (hi - lo) / 2
            let l = tighten(p, boxes, node: 2 * node + 1, lo: lo, hi: m)
            let r = tighten(p, boxes, node: 2 * node + 2, lo: m, hi: hi)
            b = (min(l.minX, r.minX), min(l.minY, r.minY), min(l.minZ, r.minZ),
                 max(l.maxX, r.maxX), max(l.maxY, r.maxY), max(l.maxZ, r.maxZ))
        }
        let o = 6 * node
        boxes[o] = b.minX; boxes[o + 1] = b.minY; boxes[o + 2] = b.minZ
        boxes[o + 3] = b.maxX; boxes[o + 4] = b.maxY; boxes[o + 5] = b.maxZ
        return b
    }
}
