extension SpatialIndex {
    /// The `k` points nearest to `center` by WGS84 geodesic distance, at most `maxDistance` metres away
    /// (inclusive) and accepted by `include`, ordered by distance, then position.
    ///
    /// Best-first search: nodes and points are visited in order of their chord on the unit sphere (a
    /// monotone stand-in for the lower bound `angle × 6,335,439 m` of the WGS84 distance), so `include`
    /// is called (with a position in the original array, at most once per point) only for points that
    /// could still enter the result, nearest first. Returns fewer than `k` hits when fewer points
    /// qualify; nothing for `k <= 0` or a negative `maxDistance`.
    public func nearest(_ center: Coordinate, k: Int, maxDistance: Double = .infinity,
                        where include: (Int) -> Bool = { _ in true }) -> [SpatialHit] {
        guard k > 0, maxDistance >= 0, stored > 0, center.isValid else { return [] }
        let q = UnitVector(center)
        var best = BestHits(k: k)
        var queue = SearchQueue(capacity: 128 + 2 * min(k, 4096))
        defer { queue.release() }
        let maxChord = SpatialIndex.chordSquaredLimit(metres: maxDistance)
        var limit = maxChord  // squared chord beyond which nothing can enter the result
        let geodesic = Geodesic.wgs84
        xs.withUnsafeBufferPointer { xb in
        ys.withUnsafeBufferPointer { yb in
        zs.withUnsafeBufferPointer { zb in
        boxes.withUnsafeBufferPointer { bb in
        latitudes.withUnsafeBufferPointer { lat in
        longitudes.withUnsafeBufferPointer { lon in
            queue.push(.init(key: 0, node: 0, low: 0, high: Int32(truncatingIfNeeded: stored)))
            while let entry = queue.pop() {
                if entry.key > limit { break }
                if entry.high < 0 {
                    let slot = Int(entry.low)
                    let position = Int(positions[slot])
                    guard include(position) else { continue }
                    let d = geodesic.inverseDistance(center.latitude, center.longitude, lat[slot], lon[slot])
                    if d <= maxDistance, best.offer(SpatialHit(index: position, distance: d)), best.isFull,
                       let worst = best.worst {
                        limit = min(maxChord, SpatialIndex.chordSquaredLimit(metres: worst.distance))
                    }
                    continue
                }
                let node = Int(entry.node), lo = Int(entry.low), hi = Int(entry.high)
                if hi - lo <= SpatialIndex.leafSize {
                    for i in lo..<hi {
                        let dx = xb[i] - q.x, dy = yb[i] - q.y, dz = zb[i] - q.z
                        let c2 = dx * dx + dy * dy + dz * dz
                        if c2 <= limit { queue.push(.init(key: c2, node: 0, low: Int32(truncatingIfNeeded: i), high: -1)) }
                    }
                } else {
                    let left = 2 * node + 1
                    let m = Int32(truncatingIfNeeded: lo + (hi - lo) / 2)
                    let cl = SpatialIndex.boxChordSquared(q, bb, 6 * left)
                    if cl <= limit { queue.push(.init(key: cl, node: Int32(truncatingIfNeeded: left), low: entry.low, high: m)) }
                    let cr = SpatialIndex.boxChordSquared(q, bb, 6 * left + 6)
                    if cr <= limit { queue.push(.init(key: cr, node: Int32(truncatingIfNeeded: left + 1), low: m, high: entry.high)) }
                }
            }
        }
        }
        }
        }
        }
        }
        return best.sorted()
    }
}
