#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension SpatialIndex {
    /// The largest principal radius of curvature of WGS84, `a / √(1 − e²)`, rounded up and raised by 1e-9
    /// relative: no geodesic is longer than this times its angle on the geodetic unit sphere.
    static let metresPerRadianHigh = 6_399_594.0 * (1 + 1e-9)

    /// The `k` points nearest to `center` by WGS84 geodesic distance, at most `maxDistance` metres away
    /// (inclusive) and accepted by `include`, ordered by distance, then position.
    ///
    /// Two phases. First a best-first walk over the tree by chord on the unit sphere collects candidate
    /// points, calling `include` (with a position in the original array, at most once per point) for
    /// each point it reaches, and keeps the `k` smallest chords among accepted points; their angle times
    /// the largest WGS84 radius of curvature bounds the k-th distance from above, so everything farther
    /// is pruned without computing any geodesic. Then candidates are taken in order of chord (a lower
    /// bound, `angle × 6,335,439 m`) and the ellipsoidal distance decides, stopping once the bound exceeds
    /// the k-th distance found. Returns fewer than `k` hits when fewer points qualify; nothing for
    /// `k <= 0` or a negative `maxDistance`.
    public func nearest(_ center: Coordinate, k: Int, maxDistance: Double = .infinity,
                        where include: (Int) -> Bool = { _ in true }) -> [SpatialHit] {
        guard k > 0, maxDistance >= 0, stored > 0, center.isValid else { return [] }
        let q = UnitVector(center)
        // Limits on chords computed from the stored vectors are widened; keys of candidates are lower
        // bounds of true chords, compared with `trueLimit`.
        let slack = SpatialIndex.vectorSlack
        let maxTrue = SpatialIndex.chordSquaredLimit(metres: maxDistance)
        let maxChord = SpatialIndex.widened(maxTrue)
        var limit = maxChord, trueLimit = maxTrue
        var chords = BinaryHeap<Double>(capacity: min(k, 1024))  // the k smallest upper bounds of true chords² among accepted points
        var candidates: [(c2: Double, slot: Int32)] = []
        candidates.reserveCapacity(4 * min(k, 1024) + 16)
        // Best first: the node whose box is nearest is on top.
        var queue = BinaryHeap<NodeEntry>(capacity: 128)
        vectors.withUnsafeBufferPointer { vb in
        boxes.withUnsafeBufferPointer { bb in
            queue.push(NodeEntry(key: 0, node: 0, low: 0, high: Int32(truncatingIfNeeded: stored)))
            while let entry = queue.popTop() {
                if entry.key > limit { break }
                let node = Int(entry.node), lo = Int(entry.low), hi = Int(entry.high)
                if hi - lo <= SpatialIndex.leafSize {
                    for i in lo..<hi {
                        let dx = Double(vb[3 * i]) - q.x, dy = Double(vb[3 * i + 1]) - q.y, dz = Double(vb[3 * i + 2]) - q.z
                        let c2 = dx * dx + dy * dy + dz * dz
                        guard c2 <= limit, include(Int(positions[i])) else { continue }
                        let c = c2.squareRoot()
                        let low = max(0, c - slack)
                        candidates.append((low * low, Int32(truncatingIfNeeded: i)))
                        if chords.keepSmallest((c + slack) * (c + slack), k: k), chords.count == k, let kth = chords.top {
                            let bound = SpatialIndex.chordSquaredLimit(metres: SpatialIndex.upperBound(chordSquared: kth))
                            trueLimit = min(maxTrue, bound)
                            limit = min(maxChord, SpatialIndex.widened(bound))
                        }
                    }
                } else {
                    let left = 2 * node + 1
                    let m = Int32(truncatingIfNeeded: lo + (hi - lo) / 2)
                    let cl = SpatialIndex.boxChordSquared(q, bb, 6 * left)
                    if cl <= limit { queue.push(NodeEntry(key: cl, node: Int32(truncatingIfNeeded: left), low: entry.low, high: m)) }
                    let cr = SpatialIndex.boxChordSquared(q, bb, 6 * left + 6)
                    if cr <= limit { queue.push(NodeEntry(key: cr, node: Int32(truncatingIfNeeded: left + 1), low: m, high: entry.high)) }
                }
            }
        }
        }
        // Candidates whose lower bound exceeds the k-th upper bound cannot be among the k nearest.
        candidates.removeAll { $0.c2 > trueLimit }
        candidates.sort { $0.c2 < $1.c2 || ($0.c2 == $1.c2 && $0.slot < $1.slot) }
        var best = BinaryHeap<SpatialHit>(capacity: min(k, 1024))
        var exactLimit = maxTrue
        let geodesic = Geodesic.wgs84
        for candidate in candidates {
            if candidate.c2 > exactLimit { break }
            let slot = Int(candidate.slot)
            let d = geodesic.inverseDistance(center.latitude, center.longitude, latitudes[slot], longitudes[slot])
            guard d <= maxDistance else { continue }
            if best.keepSmallest(SpatialHit(index: Int(positions[slot]), distance: d), k: k), best.count == k,
               let worst = best.top {
                exactLimit = min(maxTrue, SpatialIndex.chordSquaredLimit(metres: worst.distance))
            }
        }
        return best.sorted()
    }

    /// An upper bound in metres of the WGS84 distance between two points whose unit vectors are a chord
    /// of squared length `c2` apart.
    @inline(__always)
    static func upperBound(chordSquared c2: Double) -> Double {
        let half: Double = min(1, c2.squareRoot() / 2)
        let angle: Double = 2 * asin(half) * (1 + 1e-12) + 1e-15
        return angle * metresPerRadianHigh + 1e-6
    }
}

/// A tree node waiting in the nearest search, with the squared chord from the query to its box as key.
/// Ordered in reverse of the key, so the nearest node is on top of a ``BinaryHeap``.
struct NodeEntry: Comparable {
    var key: Double
    var node: Int32
    var low: Int32
    var high: Int32

    static func < (a: NodeEntry, b: NodeEntry) -> Bool { a.key > b.key }
    static func == (a: NodeEntry, b: NodeEntry) -> Bool { a.key == b.key }
}
