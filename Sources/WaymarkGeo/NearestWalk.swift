import CMemoryHints

/// The first phase of ``SpatialIndex/nearest(_:k:maxDistance:exactDistances:where:)``: the walk over the
/// tree by chord on the unit sphere that collects the candidates and the bound beyond which no point can
/// be among the `k` nearest.
///
/// It walks the tree depth first, nearer child first, pruning every box farther than the bound; where
/// the query lies inside both children's boxes (the large boxes near the root) it goes first to the
/// child whose run of the curve order holds the query's curve key (the inner nodes' split keys), so the
/// first leaf it scans is usually the query's own and the bound is tight before most boxes are tested.
/// A leaf's chords are computed in one pass over its vector columns; only the points within the bound
/// go further (the predicate, the candidate list), and while fewer than `k` points are accepted the
/// leaf's nearest are offered first, so the bound tightens before the rest of it is offered.
/// Before the first step it asks for the boxes along the query's likely path and that leaf's columns
/// all at once (``prefetchPath(_:key:)``), so the step down does not wait for one cache miss a level.
struct NearestWalk {
    let k: Int
    let q: UnitVector
    /// Limits on true squared chords (`maxTrue`, from `maxDistance`) and on squared chords computed from
    /// the stored vectors (`maxChord`, widened by ``SpatialIndex/vectorSlack``).
    let maxTrue: Double, maxChord: Double
    /// The current bounds: no point whose stored-vector squared chord exceeds `limit`, or whose true
    /// squared chord exceeds `trueLimit`, can be among the `k` nearest.
    private(set) var limit: Double, trueLimit: Double
    /// The `k` smallest upper bounds of true chords among accepted points.
    private var chords: SmallestValues
    /// Every accepted point within the bound when it was reached (some may be beyond the final bound).
    private(set) var candidates: [Candidate] = []
    /// The index's coordinate column (the walk only prefetches from it).
    private let coordinates: UnsafePointer<Coordinate>

    /// A walk for the `k` nearest to `q` within `maxDistance`; `chordStorage` has room for `min(k, n)`
    /// values (`n` the points stored: no more can be held) and outlives the walk.
    init(_ q: UnitVector, k: Int, maxDistance: Double, coordinates: UnsafePointer<Coordinate>,
         chordStorage: UnsafeMutablePointer<Double>, held: Int) {
        self.k = k
        self.coordinates = coordinates
        self.q = q
        maxTrue = SpatialIndex.chordSquaredLimit(metres: maxDistance)
        maxChord = SpatialIndex.widened(maxTrue)
        limit = maxChord
        trueLimit = maxTrue
        chords = SmallestValues(k: held, storage: chordStorage)
        candidates.reserveCapacity(2 * min(k, 1024) + 16)
    }

    /// Walks `index` for the query with curve key `key`, calling `include` (once at most per point) for
    /// each point within the bound when it is reached.
    mutating func run(_ index: SpatialIndex, key: UInt64, _ include: (Int) -> Bool) {
        withExtendedLifetime((index.boxes, index.points)) {
            withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * SpatialIndex.leafSize) { scratch in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: SpatialIndex.leafSize) { leafPositions in
            withUnsafeTemporaryAllocation(of: NodeEntry.self, capacity: 64) { stack in
                guard let buffer = scratch.baseAddress, let positions = leafPositions.baseAddress else { return }
                let boxes = index.boxes, bb = boxes.buffer, points = index.points
                NearestWalk.prefetchPath(index, key: key)
                // The stack holds the farther children still to visit, at most one a level.
                stack[0] = NodeEntry(key: 0, node: 0, low: 0, high: Int32(truncatingIfNeeded: index.stored))
                var top = 1
                outer: while top > 0 {
                    top -= 1
                    let entry = stack[top]
                    if entry.key > limit { continue }
                    var node = Int(entry.node), lo = Int(entry.low), hi = Int(entry.high)
                    while hi - lo > SpatialIndex.leafSize {
                        let m = lo + (hi - lo) / 2, left = 2 * node + 1
                        let cl = SpatialIndex.boxChordSquared(q, bb, NodeBoxes.offset(left))
                        let cr = SpatialIndex.boxChordSquared(q, bb, NodeBoxes.offset(left + 1))
                        // The nearer box first; inside both (the large boxes near the root), the child
                        // whose run of the curve holds the query's key.
                        // A farther child that is a leaf is often scanned right after the nearer
                        // one: its columns are asked for as it is put on the stack.
                        if cl < cr || (cl == cr && key < boxes.splitKey(node)) {
                            if cr <= limit {
                                stack[top] = NodeEntry(node: left + 1, m, hi, key: cr)
                                top += 1
                                if hi - m <= SpatialIndex.leafSize { NearestWalk.prefetchColumns(points, m, hi) }
                            }
                            if cl > limit { continue outer }
                            node = left; hi = m
                        } else {
                            if cl <= limit {
                                stack[top] = NodeEntry(node: left, lo, m, key: cl)
                                top += 1
                                if m - lo <= SpatialIndex.leafSize { NearestWalk.prefetchColumns(points, lo, m) }
                            }
                            if cr > limit { continue outer }
                            node = left + 1; lo = m
                        }
                    }
                    scan(points, lo, hi, buffer, positions, include)
                }
            }
            }
            }
        }
    }

    /// Asks for the cache lines the walk's first descent will read — each level's pair of child boxes
    /// along the path to the slot the ``SlotDirectory`` gives for `key`, then that leaf's vector and
    /// position columns — without waiting for any of them. Only a hint: nothing is read.
    @inline(__always)
    static func prefetchPath(_ index: SpatialIndex, key: UInt64) {
        guard let directory = index.directory else { return }
        let slot = directory.slot(near: key)
        let storage = UnsafeRawPointer(index.boxes.storage)
        var node = 0, lo = 0, hi = index.stored
        while hi - lo > SpatialIndex.leafSize {
            // Both children's boxes share the line at the first child's offset (``NodeBoxes``).
            waymark_prefetch(storage + 4 * NodeBoxes.offset(2 * node + 1))
            let m = lo + (hi - lo) / 2
            if slot < m { node = 2 * node + 1; hi = m } else { node = 2 * node + 2; lo = m }
        }
        prefetchColumns(index.points, lo, hi)
    }

    /// Asks for the vector and position columns of the slots `lo..<hi` (one leaf) without waiting.
    @inline(__always)
    static func prefetchColumns(_ points: IndexedPoints, _ lo: Int, _ hi: Int) {
        // A leaf's 4-byte values span at most five lines of each column.
        func leaf(_ column: UnsafeRawPointer) {
            for byte in stride(from: 4 * lo, to: 4 * hi, by: 64) { waymark_prefetch(column + byte) }
            waymark_prefetch(column + 4 * hi - 1)
        }
        leaf(points.xs)
        leaf(points.ys)
        leaf(points.zs)
        leaf(points.positions)
    }

    /// Offers the points of the leaf `lo..<hi` (`buffer` has room for two leaves of doubles, `positions`
    /// for one leaf's positions).
    @inline(__always)
    private mutating func scan(_ points: IndexedPoints, _ lo: Int, _ hi: Int, _ buffer: UnsafeMutablePointer<Double>,
                               _ positions: UnsafeMutablePointer<Int32>, _ include: (Int) -> Bool) {
        let n = hi - lo
        let xs = points.xs + lo, ys = points.ys + lo, zs = points.zs + lo, ps = points.positions + lo
        let qx = q.x, qy = q.y, qz = q.z
        // The positions are copied in the same pass, so their cache misses overlap the vectors' instead
        // of waiting behind each comparison.
        for j in 0..<n {
            let dx = Double(xs[j]) - qx, dy = Double(ys[j]) - qy, dz = Double(zs[j]) - qz
            buffer[j] = dx * dx + dy * dy + dz * dz
            positions[j] = ps[j]
        }
        let needed = k - chords.count
        if needed > 0 && needed < n {
            // Nothing bounds the search well yet: offer the leaf's `needed` nearest first.
            let t = NearestWalk.smallest(needed, of: buffer, n, scratch: buffer + SpatialIndex.leafSize)
            for j in 0..<n where buffer[j] <= t { offer(lo + j, positions[j], buffer[j], include) }
            for j in 0..<n where buffer[j] > t && buffer[j] <= limit { offer(lo + j, positions[j], buffer[j], include) }
        } else {
            for j in 0..<n where buffer[j] <= limit { offer(lo + j, positions[j], buffer[j], include) }
        }
    }

    /// Keeps the point in `slot` (input position `position`, stored-vector squared chord `c2`) as a candidate if it is within the
    /// bound and accepted, and tightens the bound.
    @inline(__always)
    private mutating func offer(_ slot: Int, _ position: Int32, _ c2: Double, _ include: (Int) -> Bool) {
        guard c2 <= limit, include(Int(position)) else { return }
        // ``finish(_:)`` reads the candidate's coordinates: start loading them now.
        waymark_prefetch(coordinates + slot)
        let slack = SpatialIndex.vectorSlack
        let c = c2.squareRoot()
        let low = max(0, c - slack)
        candidates.append(Candidate(c2: low * low, slot: Int32(truncatingIfNeeded: slot), position: position,
                                    latitude: 0, longitude: 0))
        if chords.offer(c + slack), chords.isFull, let kth = chords.largest {
            let t = SpatialIndex.chordLimit(kthChord: kth)
            trueLimit = min(maxTrue, t * t)
            limit = min(maxChord, (t + slack) * (t + slack))
        }
    }

    /// The `r`-th smallest of `values[0..<n]` (`0 < r < n`), using `scratch` (room for `r` doubles) for
    /// a heap of the `r` smallest so far.
    @inline(__always)
    static func smallest(_ r: Int, of values: UnsafePointer<Double>, _ n: Int, scratch: UnsafeMutablePointer<Double>) -> Double {
        var heap = SmallestValues(k: r, storage: scratch)
        for j in 0..<n { heap.offer(values[j]) }
        return heap.largest ?? .infinity
    }

    /// The candidates that can still be among the `k` nearest, by lower bound of their true chord then
    /// slot, with their coordinates (fetched side by side, so the cache misses overlap).
    mutating func finish(_ points: IndexedPoints) -> [Candidate] {
        let bound = trueLimit
        candidates.removeAll { $0.c2 > bound }
        candidates.sort { $0.c2 < $1.c2 || ($0.c2 == $1.c2 && $0.slot < $1.slot) }
        withExtendedLifetime(points) {
            for i in candidates.indices {
                let c = points.coordinates[Int(candidates[i].slot)]
                candidates[i].latitude = c.latitude
                candidates[i].longitude = c.longitude
            }
        }
        return candidates
    }
}
