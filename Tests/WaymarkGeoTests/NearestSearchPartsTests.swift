import Testing
import WaymarkCore
@testable import WaymarkGeo

/// The pieces the nearest search is made of besides the tree: the heap of the k smallest values it
/// keeps in lent storage, and the directory of slots that tells it the query's path before it steps down.
@Suite struct NearestSearchPartsTests {
    /// After every offer, the values held are the k smallest offered so far, and the largest of them is
    /// on top; an offer is kept exactly when it enters those k.
    @Test(arguments: [1, 2, 7, 10, 64])
    func smallestValuesKeepsTheKSmallest(k: Int) {
        var rng = SeededGenerator(seed: UInt64(k))
        let storage = UnsafeMutablePointer<Double>.allocate(capacity: k)
        defer { storage.deallocate() }
        var heap = SmallestValues(k: k, storage: storage)
        var offered: [Double] = []
        for step in 0..<500 {
            // Ties and repeats as well as fresh values.
            let value = step % 5 == 0 ? (offered.randomElement(using: &rng) ?? 0) : Double.random(in: -1...1, using: &rng)
            let before = Array(offered.sorted().prefix(k))
            let kept = heap.offer(value)
            offered.append(value)
            let expected = Array(offered.sorted().prefix(k))
            #expect(heap.sorted() == expected, "step \(step)")
            #expect(heap.largest == expected.last)
            #expect(heap.isFull == (offered.count >= k))
            #expect(kept == (before.count < k || value < before[k - 1]), "step \(step): kept \(kept)")
        }
    }

    /// The directory gives, for any key, the first slot whose key lies in the key's bucket or a later
    /// one (the last bucket's first slot for keys beyond every stored one).
    @Test(arguments: [(600, 8, UInt64(1)), (20_000, 512, UInt64(2)), (5_000, 128, UInt64(3))])
    func slotDirectoryFindsTheFirstSlotOfEachBucket(count: Int, leaves: Int, seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let top: UInt64 = 6 << 32
        // Clusters of equal keys, empty stretches and the ends of the key range.
        var keys = (0..<count).map { i -> UInt64 in
            switch i % 4 {
            case 0: return UInt64.random(in: 0..<(top >> 6), using: &rng) << 6
            case 1: return 123_456_789
            case 2: return UInt64.random(in: (top - (1 << 30))..<top, using: &rng)
            default: return UInt64.random(in: 0..<top, using: &rng)
            }
        }
        keys.append(0)
        keys.append(top - 1)
        keys.sort()
        let directory = keys.withUnsafeBufferPointer { SlotDirectory(sortedKeys: $0.baseAddress!, count: keys.count, leaves: leaves) }
        guard let directory else {
            Issue.record("no directory for \(leaves) leaves")
            return
        }
        let shift = UInt64(directory.shift)
        var probes = (0..<2_000).map { _ in UInt64.random(in: 0..<top, using: &rng) }
        probes += keys.prefix(50) + [0, top - 1, UInt64.max]
        for probe in probes {
            let bucket = min(probe >> shift, keys[keys.count - 1] >> shift)
            let expected = keys.firstIndex { ($0 >> shift) >= bucket } ?? keys.count
            #expect(directory.slot(near: probe) == expected, "key \(probe)")
        }
    }

    @Test func slotDirectoryIsLeftOutOfShallowTrees() {
        let keys: [UInt64] = [1, 2, 3]
        #expect(keys.withUnsafeBufferPointer { SlotDirectory(sortedKeys: $0.baseAddress!, count: 3, leaves: 4) } == nil)
        #expect(SpatialIndex((0..<100).map { c(Double($0) / 10, 0) }).directory == nil)
        #expect(SpatialIndex((0..<5_000).map { c(Double($0) / 100, 1) }).directory != nil)
    }

    /// A `k` beyond the number of points (up to `Int.max`) asks for no more room than the points need,
    /// and still returns every qualifying point in order.
    @Test func kBeyondThePointCount() {
        var rng = SeededGenerator(seed: 9)
        let points = (0..<700).map { _ in rng.coordinate() }
        let index = SpatialIndex(points)
        let center = c(10, 20)
        let all = points.indices.map { SpatialHit(index: $0, distance: Geodesic.wgs84.distance(center, points[$0])) }
            .sorted { $0.distance < $1.distance || ($0.distance == $1.distance && $0.index < $1.index) }
        for k in [699, 700, 701, 10_000, Int.max] {
            #expect(disagreement(index.nearest(center, k: k), Array(all.prefix(k))) == nil, "k=\(k)")
            let odd = index.nearest(center, k: k) { $0 % 2 == 1 }
            #expect(disagreement(odd, Array(all.filter { $0.index % 2 == 1 }.prefix(k))) == nil, "k=\(k), odd points")
        }
    }
}
