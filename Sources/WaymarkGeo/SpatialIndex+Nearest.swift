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
    /// bound, `angle × 6,335,439 m`) and their distances computed within a proven bound
    /// (``BoundedDistance``), stopping once the chord bound exceeds the k-th upper bound found. Which
    /// points are hits and their order are those the exact distances give: wherever a bound straddles
    /// `maxDistance` or meets another hit's bound, the exact distance decides (``BoundedHit/settle``).
    /// Each `distance` is within 1 µm of `Geodesic.wgs84.distance` (see ``SpatialHit/distance``).
    /// With `exactDistances`, every distance is `Geodesic.wgs84.distance` to the bit (for a caller that
    /// draws with it, where nanometres can move a rounded pixel). Returns fewer than `k` hits when fewer
    /// points qualify; nothing for `k <= 0` or a negative `maxDistance`.
    public func nearest(_ center: Coordinate, k: Int, maxDistance: Double = .infinity, exactDistances: Bool = false,
                        where include: (Int) -> Bool = { _ in true }) -> [SpatialHit] {
        guard k > 0, maxDistance >= 0, stored > 0, center.isValid else { return [] }
        let q = UnitVector(center)
        // Limits on chords computed from the stored vectors are widened; keys of candidates are lower
        // bounds of true chords, compared with `trueLimit`.
        let slack = SpatialIndex.vectorSlack
        let maxTrue = SpatialIndex.chordSquaredLimit(metres: maxDistance)
        let maxChord = SpatialIndex.widened(maxTrue)
        var limit = maxChord, trueLimit = maxTrue
        var chords = BinaryHeap<Double>(capacity: min(k, 1024))  // the k smallest upper bounds of true chords among accepted points
        var candidates: [Candidate] = []
        candidates.reserveCapacity(4 * min(k, 1024) + 16)
        // Best first: the node whose box is nearest is on top.
        var queue = NodeQueue(capacity: 128)
        defer { queue.release() }
        withExtendedLifetime((boxes, points)) {
        let bb = boxes.buffer, pts = points.storage
            queue.push(NodeEntry(key: 0, node: 0, low: 0, high: Int32(truncatingIfNeeded: stored)))
            while let entry = queue.pop() {
                if entry.key > limit { break }
                let node = Int(entry.node), lo = Int(entry.low), hi = Int(entry.high)
                if hi - lo <= SpatialIndex.leafSize {
                    for i in lo..<hi {
                        let p = pts[i]
                        let dx = Double(p.x) - q.x, dy = Double(p.y) - q.y, dz = Double(p.z) - q.z
                        let c2 = dx * dx + dy * dy + dz * dz
                        guard c2 <= limit, include(Int(p.position)) else { continue }
                        let c = c2.squareRoot()
                        let low = max(0, c - slack)
                        candidates.append(Candidate(c2: low * low, slot: Int32(truncatingIfNeeded: i), position: p.position,
                                                    latitude: p.latitude, longitude: p.longitude))
                        if chords.keepSmallest(c + slack, k: k), chords.count == k, let kth = chords.top {
                            let t = SpatialIndex.chordLimit(kthChord: kth)
                            trueLimit = min(maxTrue, t * t)
                            limit = min(maxChord, (t + slack) * (t + slack))
                        }
                    }
                } else {
                    // Two levels at a time: a child that is not a leaf is replaced by its two children
                    // (their boxes lie inside its box, so they prune at least as well), which sit in one
                    // pair of cache lines with their cousins (``NodeBoxes``).
                    let m = lo + (hi - lo) / 2
                    SpatialIndex.expand(2 * node + 1, lo, m, q, bb, limit, &queue)
                    SpatialIndex.expand(2 * node + 2, m, hi, q, bb, limit, &queue)
                }
            }
        }
        // Candidates whose lower bound exceeds the k-th upper bound cannot be among the k nearest.
        candidates.removeAll { $0.c2 > trueLimit }
        candidates.sort { $0.c2 < $1.c2 || ($0.c2 == $1.c2 && $0.slot < $1.slot) }
        // Each candidate's distance within a proven bound (``BoundedDistance``); the exact one only where
        // the bound cannot decide (the radius, the k-th place, the order: ``BoundedHit/settle``).
        var found: [BoundedHit] = []
        found.reserveCapacity(min(k, 1024) + 4)
        var uppers = BinaryHeap<Double>(capacity: min(k, 1024))  // the k smallest upper bounds of hits
        var exactLimit = maxTrue
        let geodesic = Geodesic.wgs84
        let prepared = InverseCentre(geodesic, latitude: center.latitude, longitude: center.longitude)
        for candidate in candidates {
            if candidate.c2 > exactLimit { break }
            let r = exactDistances
                ? (distance: geodesic.inverseDistance(from: prepared, candidate.latitude, candidate.longitude), error: 0.0)
                : geodesic.boundedDistance(from: prepared, candidate.latitude, candidate.longitude)
            var hit = BoundedHit(slot: candidate.slot, index: 0, distance: r.distance, error: r.error)
            if hit.lower > maxDistance { continue }
            if hit.upper > maxDistance {
                hit.distance = geodesic.inverseDistance(from: prepared, candidate.latitude, candidate.longitude)
                hit.error = 0
                guard hit.distance <= maxDistance else { continue }
            }
            hit.index = Int(candidate.position)
            found.append(hit)
            // At least k hits are no farther than the k-th upper bound: a candidate beyond it is out.
            if uppers.keepSmallest(hit.upper, k: k), uppers.count == k, let kth = uppers.top {
                let t = SpatialIndex.chordLimit(metres: kth)
                exactLimit = min(maxTrue, t * t)
            }
        }
        let settled = BoundedHit.settle(&found) { slot in
            let p = points[Int(slot)]
            return geodesic.inverseDistance(from: prepared, p.latitude, p.longitude)
        }
        return settled.count > k ? Array(settled.prefix(k)) : settled
    }

    /// Queues node `node` (slots `lo..<hi`) if it is a leaf, else its two children, each if its box is
    /// within `limit` (squared chord) of `q`.
    @inline(__always)
    static func expand(_ node: Int, _ lo: Int, _ hi: Int, _ q: UnitVector, _ bb: UnsafeBufferPointer<Float>,
                       _ limit: Double, _ queue: inout NodeQueue) {
        if hi - lo <= leafSize {
            let c = boxChordSquared(q, bb, NodeBoxes.offset(node))
            if c <= limit { queue.push(NodeEntry(node: node, lo, hi, key: c)) }
            return
        }
        let left = 2 * node + 1, m = lo + (hi - lo) / 2
        let cl = boxChordSquared(q, bb, NodeBoxes.offset(left))
        let cr = boxChordSquared(q, bb, NodeBoxes.offset(left + 1))
        if cl <= limit { queue.push(NodeEntry(node: left, lo, m, key: cl)) }
        if cr <= limit { queue.push(NodeEntry(node: left + 1, m, hi, key: cr)) }
    }

    /// `Rhigh / Rlow`: no geodesic is longer than this times the shortest one of the same angle.
    static let radiusRatio = metresPerRadianHigh / metresPerRadianLow

    /// An upper bound of the true chord of every point at most as far (by WGS84 distance) as a point
    /// whose true chord is at most `u`, without trigonometry.
    ///
    /// That point is at most `Rhigh · 2 asin(u/2)` metres away, so a point no farther is within the
    /// angle `r · 2x` (`r = Rhigh / Rlow`, `x = asin(u/2)`) and its chord is at most `2 sin(min(r x, π/2))`;
    /// for `r ≥ 1` and `0 ≤ r x ≤ π`, `sin(r x) ≤ r sin x` (equal at 0, and the derivative of the
    /// difference, `r (cos x − cos r x)`, is not negative), so the chord is at most `r · u`. The relative
    /// 1e-9 and absolute 1e-12 cover the round-off of this product and of the chords.
    @inline(__always)
    static func chordLimit(kthChord u: Double) -> Double {
        u * radiusRatio * (1 + 1e-9) + 1e-12
    }

    /// An upper bound of the true chord of every point at most `metres` away by WGS84 distance: its
    /// angle is at most `metres / Rlow` and a chord is never longer than its angle.
    @inline(__always)
    static func chordLimit(metres: Double) -> Double {
        metres / metresPerRadianLow * (1 + 1e-9) + 1e-12
    }
}

/// A point found by the nearest search's walk: a lower bound of its true squared chord, its slot, its
/// position in the input and its coordinates.
struct Candidate {
    var c2: Double
    var slot: Int32
    var position: Int32
    var latitude: Double
    var longitude: Double
}

/// A tree node waiting in the nearest search, with the squared chord from the query to its box as key.
/// Held in a ``NodeQueue``, which keeps the smallest key (the nearest box) on top.
struct NodeEntry: Comparable {
    var key: Double
    var node: Int32
    var low: Int32
    var high: Int32

    init(key: Double, node: Int32, low: Int32, high: Int32) {
        self.key = key
        self.node = node
        self.low = low
        self.high = high
    }

    init(node: Int, _ low: Int, _ high: Int, key: Double) {
        self.init(key: key, node: Int32(truncatingIfNeeded: node), low: Int32(truncatingIfNeeded: low),
                  high: Int32(truncatingIfNeeded: high))
    }

    static func < (a: NodeEntry, b: NodeEntry) -> Bool { a.key > b.key }
    static func == (a: NodeEntry, b: NodeEntry) -> Bool { a.key == b.key }
}
