extension SpatialIndex {
    /// The `k` points nearest to `center` by WGS84 geodesic distance, at most `maxDistance` metres away
    /// (inclusive) and accepted by `include`, ordered by distance, then position.
    ///
    /// Best-first search: nodes and points are visited in order of a lower bound of their distance, so
    /// `include` is called (with a position in the original array) only for points that could still
    /// enter the result, nearest first. Returns fewer than `k` hits when fewer points qualify; nothing
    /// for `k <= 0` or a negative `maxDistance`.
    public func nearest(_ center: Coordinate, k: Int, maxDistance: Double = .infinity,
                        where include: (Int) -> Bool = { _ in true }) -> [SpatialHit] {
        guard k > 0, maxDistance >= 0, stored > 0, center.isValid else { return [] }
        let q = UnitVector(center)
        var best = BestHits(k: k)
        var queue = SearchQueue(capacity: 64 + 4 * k)
        xs.withUnsafeBufferPointer { xb in
        ys.withUnsafeBufferPointer { yb in
        zs.withUnsafeBufferPointer { zb in
        boxes.withUnsafeBufferPointer { bb in
            queue.push(0, 0)
            while let (key, code) = queue.pop() {
                if key > maxDistance { break }
                if best.isFull, let worst = best.worst, key > worst.distance { break }
                if code < 0 {
                    let slot = ~code
                    let position = Int(positions[slot])
                    guard include(position) else { continue }
                    let d = Geodesic.wgs84.inverseDistance(center.latitude, center.longitude,
                                                           latitudes[slot], longitudes[slot])
                    if d <= maxDistance { best.offer(SpatialHit(index: position, distance: d)) }
                    continue
                }
                let (node, lo, hi) = SpatialIndex.nodeRange(code, count: stored)
                if hi - lo <= SpatialIndex.leafSize {
                    for i in lo..<hi {
                        let dx = xb[i] - q.x, dy = yb[i] - q.y, dz = zb[i] - q.z
                        let lb = SpatialIndex.lowerBound(chordSquared: dx * dx + dy * dy + dz * dz)
                        if lb > maxDistance { continue }
                        if best.isFull, let worst = best.worst, lb > worst.distance { continue }
                        queue.push(lb, ~i)
                    }
                } else {
                    for child in (2 * node + 1)...(2 * node + 2) {
                        let lb = SpatialIndex.lowerBound(chordSquared: SpatialIndex.boxChordSquared(q, bb, 6 * child))
                        if lb > maxDistance { continue }
                        if best.isFull, let worst = best.worst, lb > worst.distance { continue }
                        queue.push(lb, child)
                    }
                }
            }
        }
        }
        }
        }
        return best.sorted()
    }

    /// The slot range of heap node `node` (root 0, children 2i+1 and 2i+2) in a tree over `count` points.
    @inline(__always)
    static func nodeRange(_ node: Int, count: Int) -> (Int, Int, Int) {
        // Walk from the root following the bits of node + 1 below its leading one.
        var lo = 0, hi = count
        let path = node + 1
        var bit = (Int.bitWidth - 1 - path.leadingZeroBitCount) - 1
        while bit >= 0 {
            let m = lo + (hi - lo) / 2
            if path & (1 << bit) == 0 { hi = m } else { lo = m }
            bit -= 1
        }
        return (node, lo, hi)
    }
}
