/// A binary min-heap of tree nodes keyed by the squared chord from the query to the node's box; each
/// entry carries the node's slot range `low..<high`.
///
/// Manually managed storage (one allocation per search, grown by doubling) keeps the hot loop free of
/// array bookkeeping; call ``release()`` when done.
struct SearchQueue {
    struct Entry {
        var key: Double
        var node: Int32
        var low: Int32
        var high: Int32
    }

    private var storage: UnsafeMutablePointer<Entry>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(16, capacity)
        storage = UnsafeMutablePointer<Entry>.allocate(capacity: self.capacity)
    }

    func release() { storage.deallocate() }

    @inline(__always)
    mutating func push(_ e: Entry) {
        if count == capacity {
            let bigger = UnsafeMutablePointer<Entry>.allocate(capacity: 2 * capacity)
            bigger.moveInitialize(from: storage, count: count)
            storage.deallocate()
            storage = bigger
            capacity *= 2
        }
        var i = count
        count += 1
        while i > 0 {
            let parent = (i - 1) >> 1
            if storage[parent].key <= e.key { break }
            storage[i] = storage[parent]
            i = parent
        }
        storage[i] = e
    }

    /// Removes and returns the entry with the smallest key.
    @inline(__always)
    mutating func pop() -> Entry? {
        if count == 0 { return nil }
        let top = storage[0]
        count -= 1
        let n = count
        if n > 0 {
            let last = storage[n]
            var i = 0
            while true {
                var child = 2 * i + 1
                if child >= n { break }
                if child + 1 < n && storage[child + 1].key < storage[child].key { child += 1 }
                if storage[child].key >= last.key { break }
                storage[i] = storage[child]
                i = child
            }
            storage[i] = last
        }
        return top
    }
}

/// The best `k` hits so far, as a max-heap on (distance, index) so the worst is at the top.
struct BestHits {
    let k: Int
    private(set) var items: [SpatialHit] = []

    init(k: Int) {
        self.k = k
        items.reserveCapacity(min(k, 1024))
    }

    var isFull: Bool { items.count >= k }
    /// The worst kept hit (valid when non-empty).
    var worst: SpatialHit? { items.first }

    /// Keeps `hit` if it is among the best `k`; returns whether it was kept.
    @discardableResult
    mutating func offer(_ hit: SpatialHit) -> Bool {
        if items.count < k {
            items.append(hit)
            var i = items.count - 1
            while i > 0 {
                let parent = (i - 1) / 2
                if !(items[parent] < hit) { break }
                items[i] = items[parent]
                i = parent
            }
            items[i] = hit
            return true
        }
        guard let top = items.first, hit < top else { return false }
        let n = items.count
        var i = 0
        while true {
            var child = 2 * i + 1
            if child >= n { break }
            if child + 1 < n && items[child] < items[child + 1] { child += 1 }
            if !(hit < items[child]) { break }
            items[i] = items[child]
            i = child
        }
        items[i] = hit
        return true
    }

    func sorted() -> [SpatialHit] { items.sorted() }
}
