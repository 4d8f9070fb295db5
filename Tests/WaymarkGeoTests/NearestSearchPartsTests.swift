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

    /// For any key, the directory gives the first slot of the leaf that holds the first point whose key
    /// lies in the key's bucket or a later one (the last bucket's for keys beyond every stored one).
    @Test(arguments: [(700, UInt64(1)), (20_000, UInt64(2)), (140_000, UInt64(3))])
    func slotDirectoryPointsAtTheLeafOfEachBucket(count: Int, seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        // Clusters that share curve keys among spread points; over 65,536 points the tree is built on two
        // threads, each recording its own leaves.
        let points = (0..<count).map { i in i % 3 == 0 ? c(48 + Double(i % 7) * 1e-6, 11) : rng.coordinate() }
        let index = SpatialIndex(points)
        let directory = try #require(index.directory)
        let keys = (0..<index.stored).map { slot in
            let p = index.points.coordinates[slot]
            return SphereCurve.key(latitude: p.latitude, longitude: p.longitude)
        }
        #expect(keys == keys.sorted())
        var starts: [Int] = []
        func leaves(_ lo: Int, _ hi: Int) {
            if hi - lo <= SpatialIndex.leafSize { starts.append(lo); return }
            let m = lo + (hi - lo) / 2
            leaves(lo, m)
            leaves(m, hi)
        }
        leaves(0, keys.count)
        /// The first index of `values` (sorted) whose element is at least `bound`.
        func firstAtLeast<T: Comparable>(_ values: [T], _ bound: T) -> Int {
            var lo = 0, hi = values.count
            while lo < hi {
                let m = (lo + hi) / 2
                if values[m] < bound { lo = m + 1 } else { hi = m }
            }
            return lo
        }
        let shift = UInt64(directory.shift), lastBucket = keys[keys.count - 1] >> shift
        let buckets = keys.map { $0 >> shift }
        var probes = (0..<2_000).map { _ in UInt64.random(in: 0..<(6 << 32), using: &rng) }
        probes += keys.prefix(50) + keys.suffix(50) + [0, UInt64.max]
        for probe in probes {
            let first = firstAtLeast(buckets, min(probe >> shift, lastBucket))
            let leafStart = starts[firstAtLeast(starts, first + 1) - 1]
            #expect(directory.slot(near: probe) == leafStart, "key \(probe)")
        }
    }

    @Test func slotDirectoryIsLeftOutOfShallowTrees() {
        #expect(SlotDirectory(lastKey: 3, leaves: 4) == nil)
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
