/// The nearest search's queue of tree nodes: a binary min-heap on the squared chord from the query to
/// each node's box, in storage the search owns (allocated once per query, grown by doubling, freed by
/// ``release()``), so a push or pop is a few loads and stores with no array bookkeeping.
struct NodeQueue {
    private var items: UnsafeMutablePointer<NodeEntry>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 4)
        items = UnsafeMutablePointer<NodeEntry>.allocate(capacity: self.capacity)
    }

    /// Frees the storage; the queue must not be used afterwards.
    func release() { items.deallocate() }

    /// The entry with the smallest key, if any.
    var top: NodeEntry? { count > 0 ? items[0] : nil }

    @inline(__always)
    mutating func push(_ entry: NodeEntry) {
        if count == capacity { grow() }
        var i = count
        count += 1
        while i > 0 {
            let parent = (i - 1) >> 1
            if items[parent].key <= entry.key { break }
            items[i] = items[parent]
            i = parent
        }
        items[i] = entry
    }

    /// Removes and returns the entry with the smallest key (ties in no particular order).
    @inline(__always)
    mutating func pop() -> NodeEntry? {
        guard count > 0 else { return nil }
        let first = items[0]
        count -= 1
        let last = items[count]
        let n = count
        var i = 0
        while true {
            var child = 2 * i + 1
            if child >= n { break }
            if child + 1 < n && items[child + 1].key < items[child].key { child += 1 }
            if !(items[child].key < last.key) { break }
            items[i] = items[child]
            i = child
        }
        if n > 0 { items[i] = last }
        return first
    }

    private mutating func grow() {
        let bigger = UnsafeMutablePointer<NodeEntry>.allocate(capacity: 2 * capacity)
        bigger.moveInitialize(from: items, count: count)
        items.deallocate()
        items = bigger
        capacity *= 2
    }
}
