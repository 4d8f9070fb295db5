import WaymarkCore

/// A stable least-significant-digit radix sort of (key, slot) pairs, 12 bits per pass, on up to two
/// threads. Each pass counts the digits of both halves of the array, then each thread moves its own
/// half to its own places, so the result is the same as the one-thread sort: ascending keys, equal
/// keys in their original order.
enum RadixSort {
    static let digitBits = 12
    static let buckets = 1 << digitBits

    /// Sorts `keys[0..<n]` (using only their low `bits` bits) and moves `slots` with them.
    static func sort(keys: UnsafeMutablePointer<UInt64>, slots: UnsafeMutablePointer<Int32>, count n: Int,
                     bits: Int, threads: Int) {
        guard n > 1 else { return }
        let spareKeys = UnsafeMutablePointer<UInt64>.allocate(capacity: n)
        let spareSlots = UnsafeMutablePointer<Int32>.allocate(capacity: n)
        // Counts for the two halves, then their first destination per bucket.
        let counts = UnsafeMutablePointer<Int>.allocate(capacity: 2 * buckets)
        defer { spareKeys.deallocate(); spareSlots.deallocate(); counts.deallocate() }
        var source = (keys, slots), target = (spareKeys, spareSlots)
        let parts = n > 65_536 && threads > 1 ? 2 : 1
        let half = parts == 2 ? n / 2 : n
        var shift = 0
        while shift < bits {
            counts.initialize(repeating: 0, count: 2 * buckets)
            // The threads below read `source` and `counts`, and write disjoint parts of `counts` and
            // `target`.
            nonisolated(unsafe) let io = (source, target, counts)
            let s = UInt64(shift)
            let mask = UInt64(buckets - 1)
            Concurrently.forEach(parts) { part in
                let (source, _, counts) = io
                let range = part == 0 ? 0..<half : half..<n
                let c = counts + part * buckets
                for i in range { c[Int((source.0[i] >> s) & mask)] += 1 }
            }
            // A digit shared by every key leaves the order as it is.
            var single = false
            for b in 0..<buckets where counts[b] + counts[buckets + b] > 0 {
                single = counts[b] + counts[buckets + b] == n
                break
            }
            if !single {
                var next = 0
                for b in 0..<buckets {
                    let first = counts[b], second = counts[buckets + b]
                    counts[b] = next
                    counts[buckets + b] = next + first
                    next += first + second
                }
                Concurrently.forEach(parts) { part in
                    let (source, target, counts) = io
                    let range = part == 0 ? 0..<half : half..<n
                    let place = counts + part * buckets
                    for i in range {
                        let k = source.0[i]
                        let b = Int((k >> s) & mask)
                        let to = place[b]
                        place[b] = to + 1
                        target.0[to] = k
                        target.1[to] = source.1[i]
                    }
                }
                swap(&source, &target)
            }
            shift += digitBits
        }
        if source.0 != keys {
            keys.update(from: source.0, count: n)
            slots.update(from: source.1, count: n)
        }
    }
}
