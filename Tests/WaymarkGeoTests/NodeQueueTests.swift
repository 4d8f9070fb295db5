import Testing
import WaymarkCore
@testable import WaymarkGeo

/// The nearest search's node queue pops in ascending key order, through growth past its first capacity.
@Suite struct NodeQueueTests {
    @Test(arguments: [1, 3, 4, 5, 100, 2_000])
    func popsInAscendingKeyOrder(count: Int) {
        var rng = SeededGenerator(seed: UInt64(count))
        var queue = NodeQueue(capacity: 4)
        defer { queue.release() }
        var keys: [Double] = []
        var popped: [Double] = []
        for i in 0..<count {
            // Few distinct keys, so ties occur; some pops in between.
            let key = Double(Int.random(in: 0..<max(1, count / 3), using: &rng))
            keys.append(key)
            queue.push(NodeEntry(node: i, i, i + 1, key: key))
            if i % 7 == 6, let e = queue.pop() {
                popped.append(e.key)
                if let j = keys.firstIndex(of: e.key) { keys.remove(at: j) }
                #expect(keys.allSatisfy { $0 >= e.key })
            }
        }
        #expect(queue.count == keys.count)
        var rest: [Double] = []
        while let e = queue.pop() { rest.append(e.key) }
        #expect(rest == keys.sorted())
        #expect(queue.pop() == nil && queue.top == nil && queue.count == 0)
    }
}
