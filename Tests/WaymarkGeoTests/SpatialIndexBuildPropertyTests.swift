import Foundation
import Testing
import WaymarkCore
@testable import WaymarkGeo

/// The pieces of the sort-once build: the curve, the radix sort, the inline trigonometry, and the
/// index over sets that stress them (dense clusters that share curve keys, poles, the antimeridian).
@Suite struct SpatialIndexBuildPropertyTests {
    /// The Hilbert order visits every cell of a small grid once, each step to an edge neighbour.
    @Test func hilbertStepsBetweenNeighbouringCells() {
        // The top 6 bits of each axis: a 64 × 64 grid whose indices are the top 12 bits of the curve.
        var cellOf = [Int: (Int, Int)]()
        for i in 0..<64 {
            for j in 0..<64 {
                let d = Int(SphereCurve.hilbert(UInt32(i) << 10, UInt32(j) << 10) >> 20)
                #expect(cellOf[d] == nil, "two cells at curve index \(d)")
                cellOf[d] = (i, j)
            }
        }
        #expect(cellOf.count == 64 * 64)
        for d in 1..<(64 * 64) {
            guard let a = cellOf[d - 1], let b = cellOf[d] else { continue }
            #expect(abs(a.0 - b.0) + abs(a.1 - b.1) == 1, "step \(d): \(a) → \(b)")
        }
    }

    /// Both ways of sorting: packed into one word (slots below 2²⁹) and as separate pairs (a slot too
    /// wide to pack beside a 35-bit key, or a negative one).
    @Test(arguments: [(1_000, 1, Int32(0)), (70_001, 2, 0), (70_001, 1, 0), (1_000, 1, 1 << 29), (70_001, 2, 1 << 30),
                      (70_001, 1, Int32.min)])
    func radixSortIsAStableSort(count: Int, threads: Int, slotBase: Int32) {
        var rng = SeededGenerator(seed: UInt64(count + threads))
        // Few distinct keys (many ties) in the first half, wide keys in the second.
        var keys = (0..<count).map { i in i % 2 == 0 ? UInt64.random(in: 0..<8, using: &rng) << 20
                                                     : UInt64.random(in: 0..<(1 << 35), using: &rng) }
        var slots = (0..<count).map { Int32($0) | slotBase }
        let packs = keys.withUnsafeBufferPointer { kb in
            slots.withUnsafeBufferPointer { sb in
                RadixSort.fitsPacked(keys: kb.baseAddress!, slots: sb.baseAddress!, count: count, bits: SphereCurve.keyBits)
            }
        }
        #expect(packs == (slotBase == 0))
        let expected = zip(keys, slots).enumerated().sorted { a, b in a.element.0 < b.element.0 || (a.element.0 == b.element.0 && a.offset < b.offset) }
            .map(\.element)
        keys.withUnsafeMutableBufferPointer { kb in
            slots.withUnsafeMutableBufferPointer { sb in
                RadixSort.sort(keys: kb.baseAddress!, slots: sb.baseAddress!, count: count, bits: SphereCurve.keyBits, threads: threads)
            }
        }
        #expect(keys == expected.map(\.0))
        #expect(slots == expected.map(\.1))
    }

    /// A spare array lent by the caller (the index lends its columns' memory) gives the same order as
    /// the sort's own.
    @Test(arguments: [1, 2])
    func radixSortWithALentSpareEqualsItsOwn(threads: Int) {
        var rng = SeededGenerator(seed: 81)
        let count = 70_001
        let keys = (0..<count).map { _ in UInt64.random(in: 0..<(1 << 35), using: &rng) }
        let slots = (0..<count).map { Int32($0) }
        var ownKeys = keys, ownSlots = slots, lentKeys = keys, lentSlots = slots
        var spare = [UInt64](repeating: 0, count: count)
        ownKeys.withUnsafeMutableBufferPointer { kb in
            ownSlots.withUnsafeMutableBufferPointer { sb in
                RadixSort.sort(keys: kb.baseAddress!, slots: sb.baseAddress!, count: count, bits: SphereCurve.keyBits, threads: threads)
            }
        }
        lentKeys.withUnsafeMutableBufferPointer { kb in
            lentSlots.withUnsafeMutableBufferPointer { sb in
                spare.withUnsafeMutableBufferPointer { spareBuffer in
                    RadixSort.sort(keys: kb.baseAddress!, slots: sb.baseAddress!, count: count, bits: SphereCurve.keyBits,
                                   threads: threads, spare: spareBuffer.baseAddress!)
                }
            }
        }
        #expect(lentKeys == ownKeys && lentSlots == ownSlots)
        #expect(ownKeys == keys.sorted())
    }

    @Test func radixSortOfOneSharedKeyKeepsTheOrder() {
        var keys = [UInt64](repeating: 12_345, count: 300)
        var slots = (0..<300).map { Int32(299 - $0) }
        keys.withUnsafeMutableBufferPointer { kb in
            slots.withUnsafeMutableBufferPointer { sb in
                RadixSort.sort(keys: kb.baseAddress!, slots: sb.baseAddress!, count: 300, bits: SphereCurve.keyBits, threads: 2)
            }
        }
        #expect(slots == (0..<300).map { Int32(299 - $0) })
    }

    /// The index's inline sine and cosine agree with the exact-quadrant library ones to one unit in the
    /// last place, including the quarter turns and the halfway points between them.
    @Test func inlineTrigonometryMatchesTheLibrary() {
        var rng = SeededGenerator(seed: 77)
        var angles = stride(from: -180.0, through: 180, by: 7.5).map { $0 }
        angles += (0..<20_000).map { _ in Double.random(in: -180...180, using: &rng) }
        angles += [45, -45, 135, -135, 1e-300, -0.0, 0]
        for x in angles {
            let fast = UnitVector.sinCos(degrees: x), exact = AngleMath.sincosd(x)
            #expect(abs(fast.sin - exact.sin) <= 2.3e-16 && abs(fast.cos - exact.cos) <= 2.3e-16, "\(x)°")
        }
    }

    /// The curve's rough sine stays within its 2e-4 over the quarter turn it is used on, and the key
    /// of every point names one of the six faces.
    @Test func roughSineAndKeysStayInRange() {
        for i in 0...10_000 {
            let x = -Double.pi / 2 + Double.pi * Double(i) / 10_000
            #expect(abs(SphereCurve.roughSin(x) - sin(x)) <= 2e-4, "\(x)")
        }
        var rng = SeededGenerator(seed: 80)
        for _ in 0..<20_000 {
            let c = rng.coordinate()
            #expect(SphereCurve.key(latitude: c.latitude, longitude: c.longitude) >> 32 < 6, "\(c)")
        }
        for corner in [c(90, 0), c(-90, 0), c(0, 180), c(0, -180), c(35.26438968, 45), c(-35.26438968, -135)] {
            #expect(SphereCurve.key(latitude: corner.latitude, longitude: corner.longitude) >> 32 < 6, "\(corner)")
        }
    }

    /// The curve key, which reads the face coordinates by index, equals the key chosen face by face
    /// with branches, on random vectors and on the cube's edges and corners, where components tie.
    @Test func curveKeyEqualsTheFaceByFaceKey() {
        func written(_ x: Double, _ y: Double, _ z: Double) -> UInt64 {
            let ax = abs(x), ay = abs(y), az = abs(z)
            let face: UInt64, u: Double, v: Double
            if ax >= ay && ax >= az {
                face = x > 0 ? 0 : 3; u = y * (1 / ax); v = z * (1 / ax)
            } else if ay >= az {
                face = y > 0 ? 1 : 4; u = z * (1 / ay); v = x * (1 / ay)
            } else {
                face = z > 0 ? 2 : 5; u = x * (1 / az); v = y * (1 / az)
            }
            return face << 32 | UInt64(SphereCurve.hilbert(SphereCurve.cell(u), SphereCurve.cell(v)))
        }
        var rng = SeededGenerator(seed: 79)
        var vectors: [(Double, Double, Double)] = (0..<20_000).map { _ in
            let v = UnitVector(rng.coordinate())
            return (v.x, v.y, v.z)
        }
        let t = 1 / 3.0.squareRoot(), e = 1 / 2.0.squareRoot()
        for sx in [-1.0, 1] {
            for sy in [-1.0, 1] {
                vectors += [(sx * t, sy * t, t), (sx * t, sy * t, -t), (sx * e, sy * e, 0), (sx * e, 0, sy * e), (0, sx * e, sy * e)]
            }
            vectors += [(sx, 0, 0), (0, sx, 0), (0, 0, sx)]
        }
        for (x, y, z) in vectors {
            #expect(SphereCurve.key(x, y, z) == written(x, y, z), "(\(x), \(y), \(z))")
        }
    }

    /// Thousands of points inside a few metres share curve keys, so their order inside a key is the
    /// input order; radius and nearest answers must still equal brute force.
    @Test func denseClustersEqualBruteForce() {
        var rng = SeededGenerator(seed: 31)
        var pts: [Coordinate] = []
        for centre in [c(51.5, -0.12), c(89.99999, 10), c(-12, 179.99999), c(0, 0)] {
            for _ in 0..<700 {
                pts.append(c(max(-90, min(90, centre.latitude + Double.random(in: -2e-5...2e-5, using: &rng))),
                             max(-180, min(180, centre.longitude + Double.random(in: -2e-5...2e-5, using: &rng)))))
            }
        }
        pts += (0..<200).map { _ in rng.coordinate() }
        let index = SpatialIndex(pts)
        for _ in 0..<300 {
            let center = Bool.random(using: &rng) ? pts[Int.random(in: 0..<pts.count, using: &rng)] : rng.coordinate()
            let all = SpatialIndexPropertyTests.bruteDistances(center, pts)
            let r = [0.5, 3, 50, 5_000, 2_000_000][Int.random(in: 0..<5, using: &rng)]
            #expect(disagreement(index.within(center, radius: r), all.filter { $0.distance <= r }) == nil, "within \(center) \(r)")
            let k = Int.random(in: 1...40, using: &rng)
            #expect(disagreement(index.nearest(center, k: k), Array(all.prefix(k))) == nil, "nearest \(center) k=\(k)")
        }
    }

    /// A set large enough for the two-thread build, checked against brute force.
    @Test func largeParallelBuildEqualsBruteForce() {
        let pts = SpatialIndexPropertyTests.points(count: 80_000, seed: 12)
        let index = SpatialIndex(pts)
        var rng = SeededGenerator(seed: 13)
        for _ in 0..<6 {
            let center = SpatialIndexPropertyTests.queryCenter(&rng, pts)
            let all = SpatialIndexPropertyTests.bruteDistances(center, pts)
            let r = Double.random(in: 0...300_000, using: &rng)
            #expect(disagreement(index.within(center, radius: r), all.filter { $0.distance <= r }) == nil, "within \(center) \(r)")
            #expect(disagreement(index.nearest(center, k: 10), Array(all.prefix(10))) == nil, "nearest \(center)")
        }
    }
}
