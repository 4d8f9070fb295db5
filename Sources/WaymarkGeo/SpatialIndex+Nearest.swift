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
    /// Two phases. First a walk over the tree by chord on the unit sphere (``NearestWalk``: the query's
    /// own leaf, then depth first) collects candidate points, calling `include` (with a position in the
    /// original array, at most once per point) for each point it reaches within the bound, and keeps the
    /// `k` smallest chords among accepted points; their angle times the largest WGS84 radius of curvature
    /// bounds the k-th distance from above, so everything farther is pruned without computing any
    /// geodesic. Then candidates are taken in order of chord (a lower
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
        // The two heaps of the search (the walk's chords, the hits' upper bounds) in one stack buffer.
        let held = min(k, stored)
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * held) { heaps in
            search(center, k: k, maxDistance: maxDistance, exactDistances: exactDistances,
                   heaps: heaps.baseAddress.unsafelyUnwrapped, held: held, where: include)
        }
    }

    /// ``nearest(_:k:maxDistance:exactDistances:where:)`` with the room for its heaps: `heaps` holds
    /// `2 · held` values, `held = min(k, stored)`.
    private func search(_ center: Coordinate, k: Int, maxDistance: Double, exactDistances: Bool,
                        heaps: UnsafeMutablePointer<Double>, held: Int, where include: (Int) -> Bool) -> [SpatialHit] {
        // The query's vector with inline trigonometry: its few ulps of difference lie far inside the
        // margin ``vectorSlack`` leaves beyond the stored vectors' rounding (1e-7 against 5.2e-8).
        var walk = NearestWalk(UnitVector(fast: center), k: k, maxDistance: maxDistance,
                               coordinates: points.coordinates, chordStorage: heaps, held: held)
        walk.run(self, key: SphereCurve.key(latitude: center.latitude, longitude: center.longitude), include)
        let candidates = walk.finish(points)
        let maxTrue = walk.maxTrue
        // Each candidate's distance within a proven bound (``BoundedDistance``); the exact one only where
        // the bound cannot decide (the radius, the k-th place, the order: ``BoundedHit/settle``).
        var found: [BoundedHit] = []
        found.reserveCapacity(min(k, 1024) + 4)
        var uppers = SmallestValues(k: held, storage: heaps + held)  // the k smallest upper bounds of hits
        var exactLimit = maxTrue
        let geodesic = Geodesic.wgs84
        let prepared = InverseCentre(geodesic, latitude: center.latitude, longitude: center.longitude)
        // Keeps a candidate whose distance (within its bound) is `r` if it is a hit, and tightens the bound.
        func take(_ candidate: Candidate, _ r: (distance: Double, error: Double)) {
            var hit = BoundedHit(slot: candidate.slot, index: 0, distance: r.distance, error: r.error)
            if hit.lower > maxDistance { return }
            if hit.upper > maxDistance {
                hit.distance = geodesic.inverseDistance(from: prepared, candidate.latitude, candidate.longitude)
                hit.error = 0
                guard hit.distance <= maxDistance else { return }
            }
            hit.index = Int(candidate.position)
            found.append(hit)
            // At least k hits are no farther than the k-th upper bound: a candidate beyond it is out.
            if uppers.offer(hit.upper), uppers.isFull, let kth = uppers.largest {
                let t = SpatialIndex.chordLimit(metres: kth)
                exactLimit = min(maxTrue, t * t)
            }
        }
        var i = 0
        while i < candidates.count {
            let candidate = candidates[i]
            if candidate.c2 > exactLimit { break }
            if exactDistances {
                take(candidate, (geodesic.inverseDistance(from: prepared, candidate.latitude, candidate.longitude), 0))
                i += 1
            } else if i + 1 < candidates.count, candidates[i + 1].c2 <= exactLimit {
                // Up to four distances side by side (the last repeated to fill the lanes); each is taken
                // only if the ones before it leave it in.
                let n = min(4, candidates.count - i)
                func point(_ j: Int) -> Coordinate {
                    let c = candidates[i + min(j, n - 1)]
                    return Coordinate(latitude: c.latitude, longitude: c.longitude)
                }
                let r = geodesic.boundedDistances(from: prepared, (point(0), point(1), point(2), point(3)))
                take(candidate, r.0)
                var taken = 1
                while taken < n, candidates[i + taken].c2 <= exactLimit {
                    take(candidates[i + taken], taken == 1 ? r.1 : taken == 2 ? r.2 : r.3)
                    taken += 1
                }
                i += taken
                if taken < n { break }
            } else {
                take(candidate, geodesic.boundedDistance(from: prepared, candidate.latitude, candidate.longitude))
                i += 1
            }
        }
        return BoundedHit.settle(&found, keep: k) { slot in
            let p = points[Int(slot)]
            return geodesic.inverseDistance(from: prepared, p.latitude, p.longitude)
        }
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
/// position in the input and its coordinates (filled in by ``NearestWalk/finish(_:)``).
struct Candidate {
    var c2: Double
    var slot: Int32
    var position: Int32
    var latitude: Double
    var longitude: Double
}

/// A tree node waiting on the nearest search's stack, with the squared chord from the query to its box
/// as key.
struct NodeEntry {
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
}
