extension SpatialIndex {
    /// The one depth-first walk of the tree, shared by the radius, box and route queries: calls
    /// `leaf(lo, hi)` with the slot range of every leaf whose node and ancestors all pass
    /// `enter(boxes, offset)` (`boxes[offset..<offset + 6]` is the node's box: min x, y, z, max x, y, z;
    /// see ``NodeBoxes``).
    @inline(__always)
    func walk(enter: (UnsafeBufferPointer<Float>, Int) -> Bool, leaf: (Int, Int) -> Void) {
        withExtendedLifetime(boxes) {
            let bb = boxes.buffer
            // Explicit stack of (node, lo, hi) on the call stack: depth-first needs at most two entries
            // per level and the tree has fewer than 64 levels.
            withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * 130) { stack in
                stack[0] = 0; stack[1] = 0; stack[2] = stored
                var top = 1
                while top > 0 {
                    top -= 1
                    let node = stack[3 * top], lo = stack[3 * top + 1], hi = stack[3 * top + 2]
                    if !enter(bb, NodeBoxes.offset(node)) { continue }
                    if hi - lo <= SpatialIndex.leafSize {
                        leaf(lo, hi)
                    } else {
                        let m = lo + (hi - lo) / 2
                        stack[3 * top] = 2 * node + 2; stack[3 * top + 1] = m; stack[3 * top + 2] = hi
                        stack[3 * top + 3] = 2 * node + 1; stack[3 * top + 4] = lo; stack[3 * top + 5] = m
                        top += 2
                    }
                }
            }
        }
    }
}
