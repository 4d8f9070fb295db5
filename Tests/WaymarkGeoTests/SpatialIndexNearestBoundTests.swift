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

    /// Siblings share one 64-byte line, the four grandchildren of a node one aligned 128-byte pair, and
    /// the element view reads the boxes in node order.
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
        #expect((0..<(6 * 64)).allSatisfy { boxes[$0] == Float(10 * ($0 / 6) + $0 % 6) })
        let copy = NodeBoxes(count: 64)
        for i in 0..<copy.capacity { copy.storage[i] = boxes.storage[i] }
        #expect(copy == boxes)
        copy.storage[NodeBoxes.offset(63) + 5] += 1
        #expect(copy != boxes)
    }

    /// Each point is one 32-byte record, two to an aligned cache line, holding its vector, position and
    /// exact coordinates in tree order.
    @Test func indexedPointsLayout() {
        #expect(MemoryLayout<IndexedPoint>.size == 32 && MemoryLayout<IndexedPoint>.stride == 32)
        let pts = SpatialIndexPropertyTests.points(count: 500, seed: 5)
        let index = SpatialIndex(pts)
        #expect(UInt(bitPattern: index.points.storage) % 64 == 0)
        #expect(index.points.count == 500)
        #expect(Set((0..<500).map { Int(index.points[$0].position) }) == Set(0..<500))
        for slot in 0..<500 {
            let p = index.points[slot], original = pts[Int(p.position)]
            #expect(p.latitude == original.latitude && p.longitude == original.longitude)
            let v = UnitVector(original)
            #expect(abs(Double(p.x) - v.x) <= 3e-8 && abs(Double(p.y) - v.y) <= 3e-8 && abs(Double(p.z) - v.z) <= 3e-8)
        }
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
