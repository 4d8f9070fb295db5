/// A binary max-heap: the largest element (by `<`) is on top. The one heap of Waymark; the nearest
/// search keeps its k best chords and its k best hits in it.
struct BinaryHeap<Element: Comparable> {
    private(set) var items: [Element] = []

    init(capacity: Int = 0) {
        items.reserveCapacity(capacity)
    }

    var count: Int { items.count }
    var isEmpty: Bool { items.isEmpty }
    /// The largest element, if any.
    var top: Element? { items.first }

    mutating func push(_ element: Element) {
        items.append(element)
        items.withUnsafeMutableBufferPointer { h in
            var i = h.count - 1
            while i > 0 {
                let parent = (i - 1) / 2
                if !(h[parent] < element) { break }
                h[i] = h[parent]
                i = parent
            }
            h[i] = element
        }
    }

    /// Removes and returns the largest element.
    @discardableResult
    mutating func popTop() -> Element? {
        guard let last = items.popLast() else { return nil }
        guard let first = items.first else { return last }
        replaceTop(with: last)
        return first
    }

    /// Keeps `element` if it is among the `k` smallest offered so far (fewer than `k` held, or smaller
    /// than the top, which it then replaces); returns whether it was kept.
    @discardableResult
    mutating func keepSmallest(_ element: Element, k: Int) -> Bool {
        if items.count < k {
            push(element)
            return true
        }
        guard let top = items.first, element < top else { return false }
        replaceTop(with: element)
        return true
    }

    /// Puts `element` in place of the top and sifts it down (the heap must not be empty).
    private mutating func replaceTop(with element: Element) {
        items.withUnsafeMutableBufferPointer { h in
            let n = h.count
            var i = 0
            while true {
                var child = 2 * i + 1
                if child >= n { break }
                if child + 1 < n && h[child] < h[child + 1] { child += 1 }
                if !(element < h[child]) { break }
                h[i] = h[child]
                i = child
            }
            h[i] = element
        }
    }

    /// The elements in ascending order.
    func sorted() -> [Element] { items.sorted() }
}
