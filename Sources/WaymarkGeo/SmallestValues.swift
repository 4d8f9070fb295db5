/// The `k` smallest of the values offered so far, in a binary max-heap over storage the caller lends
/// (room for `k` values), so a query that keeps them allocates nothing. The largest kept value is on
/// top: it is the bound a new value must beat once `k` are held. The nearest search keeps its `k` best
/// chords and its `k` best hits' upper bounds in it.
struct SmallestValues {
    let k: Int
    private let heap: UnsafeMutablePointer<Double>
    /// Number of values held (at most `k`).
    private(set) var count = 0

    /// Keeps up to `k` values (`k > 0`) in `storage`, which must hold `k` values and outlive this.
    init(k: Int, storage: UnsafeMutablePointer<Double>) {
        precondition(k > 0, "SmallestValues needs k > 0")
        self.k = k
        heap = storage
    }

    /// Whether `k` values are held, so that ``largest`` bounds the `k` smallest offered.
    var isFull: Bool { count == k }

    /// The largest value held (`nil` when none is).
    var largest: Double? { count > 0 ? heap[0] : nil }

    /// Keeps `value` if it is among the `k` smallest offered so far (fewer than `k` held, or smaller
    /// than ``largest``, which it then replaces); returns whether it was kept.
    @inline(__always)
    @discardableResult
    mutating func offer(_ value: Double) -> Bool {
        if count < k {
            siftUp(value, from: count)
            count += 1
            return true
        }
        guard value < heap[0] else { return false }
        siftDown(value)
        return true
    }

    /// The values held, in ascending order.
    func sorted() -> [Double] { UnsafeBufferPointer(start: heap, count: count).sorted() }

    /// Puts `value` at `i` (a free slot at the bottom) and moves it up past smaller parents.
    @inline(__always)
    private func siftUp(_ value: Double, from i: Int) {
        var i = i
        while i > 0 {
            let parent = (i - 1) / 2
            if !(heap[parent] < value) { break }
            heap[i] = heap[parent]
            i = parent
        }
        heap[i] = value
    }

    /// Puts `value` in place of the top and moves it down past larger children.
    @inline(__always)
    private func siftDown(_ value: Double) {
        var i = 0
        while true {
            var child = 2 * i + 1
            if child >= count { break }
            if child + 1 < count && heap[child] < heap[child + 1] { child += 1 }
            if !(value < heap[child]) { break }
            heap[i] = heap[child]
            i = child
        }
        heap[i] = value
    }
}
