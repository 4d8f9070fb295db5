/// Where each stretch of the ``SphereCurve`` order starts among a ``SpatialIndex``'s slots: for every
/// bucket of curve keys (the keys with the same top bits), the first slot whose key is in that bucket or
/// a later one.
///
/// The nearest search reads one entry to learn roughly which slot the query's own key would take, and
/// from that slot, by arithmetic alone (the tree's nodes are halves of slot runs), the whole path from
/// the root to the query's leaf; it asks for all of that path's boxes and the leaf's points at once
/// (``NearestWalk``), instead of meeting one cache miss per level as it steps down. A hint only: the
/// walk's decisions still come from the boxes, so the result is the same whatever an entry says.
///
/// About three buckets a leaf (4 bytes each, under 1 % of the index). Immutable once built.
final class SlotDirectory: @unchecked Sendable {
    /// Bits a key is shifted right by to give its bucket.
    let shift: Int
    /// Number of buckets; a key past the last bucket maps to the last.
    let count: Int
    private let firstSlots: UnsafeMutablePointer<Int32>

    /// The directory of `n` sorted keys in a tree of `leaves` leaves (`leaves` a power of two), or `nil`
    /// when the tree is too shallow for it to help.
    init?(sortedKeys keys: UnsafePointer<UInt64>, count n: Int, leaves: Int) {
        guard leaves >= 8, n > 0 else { return nil }
        // Keys are below 6 · 2³² (face · 2³² + Hilbert index): 2^(33 − log₂ leaves) keys a bucket gives
        // about three buckets a leaf.
        let leafBits = Int.bitWidth - 1 - leaves.leadingZeroBitCount
        shift = max(0, SphereCurve.keyBits - 2 - leafBits)
        count = Int(truncatingIfNeeded: keys[n - 1] >> UInt64(shift)) + 1
        firstSlots = .allocate(capacity: count)
        var bucket = 0
        for slot in 0..<n {
            let b = Int(truncatingIfNeeded: keys[slot] >> UInt64(shift))
            while bucket <= b {
                firstSlots[bucket] = Int32(truncatingIfNeeded: slot)
                bucket += 1
            }
        }
    }

    deinit { firstSlots.deallocate() }

    /// A slot near where `key` falls in the sorted order: the first slot of its bucket (or the last
    /// bucket's, for a key beyond every stored one).
    @inline(__always)
    func slot(near key: UInt64) -> Int {
        let b = min(key >> UInt64(shift), UInt64(count - 1))
        return Int(firstSlots[Int(b)])
    }
}
