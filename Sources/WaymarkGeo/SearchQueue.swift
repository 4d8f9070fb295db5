/// A binary min-heap of search entries keyed by a lower bound in metres: `code >= 0` is a tree node,
/// `code < 0` is the point in tree slot `~code`.
struct SearchQueue {
    private(set) var keys: [Double] = []
    private(set) var codes: [Int] = []

    init(capacity: Int) {
        keys.reserveCapacity(capacity)
        codes.reserveCapacity(capacity)
    }

    var isEmpty: Bool { keys.isEmpty }

    mutating func push(_ key: Double, _ code: Int) {
        keys.append(key)
        codes.append(code)
        var i = keys.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            if keys[parent] <= key { break }
            keys[i] = keys[parent]; codes[i] = codes[parent]
            i = parent
        }
        keys[i] = key; codes[i] = code
    }

    /// Removes and returns the entry with the smallest key.
    mutating func pop() -> (key: Double, code: Int)? {
        guard let topKey = keys.first, let topCode = codes.first else { return nil }
        let lastKey = keys.removeLast(), lastCode = codes.removeLast()
        let n = keys.count
        if n > 0 {
            var i = 0
            while true {
                var child = 2 * i + 1
                if child >= n { break }
                if child + 1 < n && keys[child + 1] < keys[child] { child += 1 }
                if keys[child] >= lastKey { break }
                keys[i] = keys[child]; codes[i] = codes[child]
                i = child
            }
            keys[i] = lastKey; codes[i] = lastCode
        }
        return (topKey, topCode)
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

    mutating func offer(_ hit: SpatialHit) {
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
            return
        }
        guard let top = items.first, hit < top else { return }
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
    }

    func sorted() -> [SpatialHit] { items.sorted() }
}
