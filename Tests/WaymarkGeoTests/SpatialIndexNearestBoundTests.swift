import Foundation
import Testing
import WaymarkCore
@testable import WaymarkGeo

/// The pieces of the nearest search that are not visible in its results: the trigonometry-free chord
/// bounds must never be below the exact ones (or a true neighbour could be pruned), and the node boxes
/// must sit where the cache layout says.
@Suite struct SpatialIndexNearestBoundTests {
    static let low = SpatialIndex.metresPerRadianLow, high = SpatialIndex.metresPerRadianHigh

    /// Chords from 1e-12 to 2 (the antipode), dense where nearest searches live (1e-6 … 1e-1).
    static func chords() -> [Double] {
        var rng = SeededGenerator(seed: 31)
        var out = (0...240).map { pow(10, -12 + Double($0) / 20) }.filter { $0 <= 2 }
        out += (0..<20_000).map { _ in pow(10, Double.random(in: -7 ... 0.30103, using: &rng)) }.filter { $0 <= 2 }
        return out + [2, 1.999_999, 1, 0.01, 1e-5]
    }

    /// `chordLimit(kthChord: u)` is at least the chord of the farthest point that can still be as near
    /// as a point of chord `u`, computed with the trigonometry it replaces: the distance bound
    /// `Rhigh · 2 asin(u/2)`, turned into an angle with `Rlow` and into a chord with `2 sin(θ/2)`.
    @Test func kthChordLimitIsNotBelowTheTrigonometricBound() {
        for u in Self.chords() {
            let metres = 2 * asin(min(1, u / 2)) * Self.high
            let theta = metres / Self.low
            let exact = theta >= .pi ? 2 : 2 * sin(theta / 2)
            let bound = SpatialIndex.chordLimit(kthChord: u)
            #expect(bound >= exact, "u = \(u): \(bound) < \(exact)")
            // And hardly looser where nearest searches live (chords below 0.01, about 63 km).
            if u < 0.01 { #expect(bound <= exact * (1 + 1e-6) + 2e-12, "u = \(u): \(bound) ≫ \(exact)") }
        }
    }

    /// `chordLimit(metres:)` is at least the chord of any point that far: `2 sin(d / (2 Rlow))`.
    @Test func metresChordLimitIsNotBelowTheChordOfTheDistance() {
        var rng = SeededGenerator(seed: 32)
        var distances = (0..<20_000).map { _ in pow(10, Double.random(in: -3 ... 7.31, using: &rng)) }
        distances += [0, 1e-9, 1, 10_000, 20_003_931.458_6, 20_037_508.342_8]
        for d in distances {
            let theta = d / Self.low
            let exact = theta >= .pi ? 2 : 2 * sin(theta / 2)
            let bound = SpatialIndex.chordLimit(metres: d)
            #expect(bound >= exact, "d = \(d): \(bound) < \(exact)")
        }
        // The geodesic agrees: a real pair's true chord never exceeds the bound of its distance.
        for _ in 0..<2_000 {
            let a = rng.coordinate(), b = rng.coordinate()
            let d = Geodesic.wgs84.distance(a, b)
            let u = UnitVector(a), v = UnitVector(b)
            let chord = ((u.x - v.x) * (u.x - v.x) + (u.y - v.y) * (u.y - v.y) + (u.z - v.z) * (u.z - v.z)).squareRoot()
            #expect(chord <= SpatialIndex.chordLimit(metres: d), "\(a) \(b)")
        }
    }

    /// Siblings share one 64-byte line, the four grandchildren of a node one aligned 128-byte pair, the
    /// element view reads the boxes in node order, and each node's split key sits in its last 8 bytes.
    @Test func nodeBoxesLayout() {
        let boxes = NodeBoxes(count: 64)
        #expect(UInt(bitPattern: boxes.storage) % 128 == 0)
        for node in 0..<31 {
            let left = NodeBoxes.offset(2 * node + 1), right = NodeBoxes.offset(2 * node + 2)
            #expect((4 * left) % 64 == 0 && right == left + 8, "children of \(node)")
            if 4 * node + 6 < 64 {
                let first = NodeBoxes.offset(4 * node + 3)
                #expect((4 * first) % 128 == 0 && NodeBoxes.offset(4 * node + 6) == first + 24, "grandchildren of \(node)")
            }
        }
        for node in 0..<64 {
            for j in 0..<6 { boxes.storage[NodeBoxes.offset(node) + j] = Float(10 * node + j) }
        }
        // Split keys (any 64 bits, NaN patterns included) sit beside the boxes without touching them.
        for node in 0..<64 { NodeBoxes.writeSplitKey(UInt64(node) &* 0x9E37_79B9_7F4A_7C15 | 0x7FF8_0000_7FC0_0000, node: node, boxes.storage) }
        #expect((0..<64).allSatisfy { boxes.splitKey($0) == UInt64($0) &* 0x9E37_79B9_7F4A_7C15 | 0x7FF8_0000_7FC0_0000 })
        #expect((0..<(6 * 64)).allSatisfy { boxes[$0] == Float(10 * ($0 / 6) + $0 % 6) })
        let copy = NodeBoxes(count: 64)
        for i in 0..<copy.capacity { copy.storage[i] = boxes.storage[i] }
        #expect(copy == boxes)
        copy.storage[NodeBoxes.offset(63) + 5] += 1
        #expect(copy != boxes)
        copy.storage[NodeBoxes.offset(63) + 5] -= 1
        NodeBoxes.writeSplitKey(copy.splitKey(7) ^ 1, node: 7, copy.storage)
        #expect(copy != boxes)
    }

    /// The points are stored by column, each column at a 64-byte boundary and apart from the others,
    /// and the rows hold each point's vector, position and exact coordinates in tree order.
    @Test func indexedPointsLayout() {
        let pts = SpatialIndexPropertyTests.points(count: 500, seed: 5)
        let index = SpatialIndex(pts)
        let p = index.points
        let starts = [UInt(bitPattern: p.xs), UInt(bitPattern: p.ys), UInt(bitPattern: p.zs), UInt(bitPattern: p.positions),
                      UInt(bitPattern: p.coordinates)]
        #expect(starts.allSatisfy { $0 % 64 == 0 })
        for (a, b) in zip(starts, starts.dropFirst()) { #expect(b >= a + 4 * 500) }
        #expect(p.count == 500)
        #expect(Set((0..<500).map { Int(p[$0].position) }) == Set(0..<500))
        for slot in 0..<500 {
            let row = p[slot], original = pts[Int(row.position)]
            #expect(row.latitude == original.latitude && row.longitude == original.longitude)
            #expect(p.coordinates[slot] == original && p.positions[slot] == row.position && p.xs[slot] == row.x)
            let v = UnitVector(original)
            #expect(abs(Double(row.x) - v.x) <= 3e-8 && abs(Double(row.y) - v.y) <= 3e-8 && abs(Double(row.z) - v.z) <= 3e-8)
        }
    }

    /// Every inner node's split key is the curve key of the first point of its second child: the keys of
    /// its first child are not above it, those of its second not below (so the query's own leaf, found
    /// by it, holds the points next to the query on the curve).
    @Test(arguments: [1, 2]) func splitKeysSeparateTheChildren(threads: Int) {
        let pts = SpatialIndexPropertyTests.points(count: 70_001, seed: 12)
        let index = SpatialIndex(pts, threads: threads)
        let keys = (0..<index.stored).map { slot in
            let c = index.points.coordinates[slot]
            return SphereCurve.key(latitude: c.latitude, longitude: c.longitude)
        }
        #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 <= $1 })
        var inner = 0
        var stack = [(node: 0, lo: 0, hi: index.stored)]
        while let (node, lo, hi) = stack.popLast() {
            guard hi - lo > SpatialIndex.leafSize else { continue }
            inner += 1
            let m = lo + (hi - lo) / 2
            #expect(index.boxes.splitKey(node) == keys[m], "node \(node)")
            #expect(keys[m - 1] <= keys[m])
            stack += [(2 * node + 1, lo, m), (2 * node + 2, m, hi)]
        }
        #expect(inner > 1_000)
    }

    /// The threshold the walk uses in the query's own leaf is the r-th smallest chord.
    @Test func smallestIsTheRthSmallest() {
        var rng = SeededGenerator(seed: 14)
        let scratch = UnsafeMutablePointer<Double>.allocate(capacity: 64)
        defer { scratch.deallocate() }
        for _ in 0..<2_000 {
            let n = Int.random(in: 2...64, using: &rng)
            var values = (0..<n).map { _ in Double(Int.random(in: 0..<40, using: &rng)) / 7 }
            if Bool.random(using: &rng) { values.sort(by: >) }
            let r = Int.random(in: 1..<n, using: &rng)
            let t = values.withUnsafeBufferPointer { NearestWalk.smallest(r, of: $0.baseAddress!, n, scratch: scratch) }
            #expect(t == values.sorted()[r - 1], "\(values) r=\(r)")
        }
    }

    /// Scanning the query's own leaf first, its nearest points first, makes the bound tight at once: over
    /// uniform points the predicate sees about 14 points for the 10 asked for (the best-first walk that
    /// offered a leaf's points in storage order called it for about 35; a walk that started in a far leaf
    /// or offered the first leaf unsorted would too).
    @Test func theWalkOffersFewPointsBeyondTheNearest() {
        var rng = SeededGenerator(seed: 15)
        let pts = (0..<100_000).map { _ in rng.coordinate() }
        let index = SpatialIndex(pts)
        var offered = 0, queries = 0
        for _ in 0..<2_000 {
            let center = rng.coordinate()
            _ = index.nearest(center, k: 10) { _ in offered += 1; return true }
            queries += 1
        }
        let mean = Double(offered) / Double(queries)
        #expect(mean >= 10 && mean <= 20, "\(mean) points offered per query")
    }

    /// Sizes where some leaves sit one level above the others (a node of exactly `leafSize` points is a
    /// leaf), so the two-level step of the nearest search meets both kinds of child: nearest equals
    /// brute force.
    @Test(arguments: [SpatialIndex.leafSize + 1, 2 * SpatialIndex.leafSize + 1, 32 * SpatialIndex.leafSize + 1,
                      64 * SpatialIndex.leafSize + 1, 128 * SpatialIndex.leafSize + 1])
    func nearestEqualsBruteForceWithLeavesAtTwoDepths(count: Int) {
        let pts = SpatialIndexPropertyTests.points(count: count, seed: UInt64(count))
        let index = SpatialIndex(pts)
        var rng = SeededGenerator(seed: UInt64(count) &+ 7)
        for _ in 0..<200 {
            let center = SpatialIndexPropertyTests.queryCenter(&rng, pts)
            let all = SpatialIndexPropertyTests.bruteDistances(center, pts)
            let k = Int.random(in: 1...40, using: &rng)
            #expect(disagreement(index.nearest(center, k: k), Array(all.prefix(k))) == nil, "nearest \(center) k=\(k)")
        }
    }
}
