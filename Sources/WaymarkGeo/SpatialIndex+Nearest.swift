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
        // Limits below bound chords computed from the stored vectors (widened); keys of candidates are
        // lower bounds of true chords.
        let slack = SpatialIndex.vectorSlack
        let maxTrue = SpatialIndex.chordSquaredLimit(metres: maxDistance)
        let maxChord = SpatialIndex.widened(maxTrue)
        var limit = maxChord
        var chords = ChordHeap(k: k)            // the k smallest upper bounds of true chords² among accepted points
        var candidates: [(c2: Double, slot: Int32)] = []
        candidates.reserveCapacity(4 * min(k, 1024) + 16)
        var queue = SearchQueue(capacity: 128)
        defer { queue.release() }
        vectors.withUnsafeBufferPointer { vb in
        boxes.withUnsafeBufferPointer { bb in
            queue.push(.init(key: 0, node: 0, low: 0, high: Int32(truncatingIfNeeded: stored)))
            while let entry = queue.pop() {
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
                        if chords.offer((c + slack) * (c + slack)), let kth = chords.largest {
                            let bound = SpatialIndex.chordSquaredLimit(metres: SpatialIndex.upperBound(chordSquared: kth))
                            limit = min(maxChord, SpatialIndex.widened(bound))
                        }
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
        candidates.sort { $0.c2 < $1.c2 || ($0.c2 == $1.c2 && $0.slot < $1.slot) }
        var best = BestHits(k: k)
        var exactLimit = maxTrue
        let geodesic = Geodesic.wgs84
        for candidate in candidates {
            if candidate.c2 > exactLimit { break }
            let slot = Int(candidate.slot)
            let d = geodesic.inverseDistance(center.latitude, center.longitude, latitudes[slot], longitudes[slot])
            guard d <= maxDistance else { continue }
            if best.offer(SpatialHit(index: Int(positions[slot]), distance: d)), best.isFull, let worst = best.worst {
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

/// A max-heap of the `k` smallest squared chords seen so far.
struct ChordHeap {
    let k: Int
    private var items: [Double] = []

    init(k: Int) {
        self.k = k
        items.reserveCapacity(min(k, 1024))
    }

    /// The k-th smallest chord² once `k` have been offered, else nil.
    var largest: Double? { items.count >= k ? items.first : nil }

    /// Keeps `c2` if it is among the `k` smallest; returns whether the kept set changed.
    mutating func offer(_ c2: Double) -> Bool {
        if items.count < k {
            items.append(c2)
            var i = items.count - 1
            while i > 0 {
                let parent = (i - 1) / 2
                if items[parent] >= c2 { break }
                items[i] = items[parent]
                i = parent
            }
            items[i] = c2
            return true
        }
        guard let top = items.first, c2 < top else { return false }
        let n = items.count
        var i = 0
        while true {
            var child = 2 * i + 1
            if child >= n { break }
            if child + 1 < n && items[child + 1] > items[child] { child += 1 }
            if items[child] <= c2 { break }
            items[i] = items[child]
            i = child
        }
        items[i] = c2
        return true
    }
}
