/// Where each stretch of the ``SphereCurve`` order lies among a ``SpatialIndex``'s leaves: for every
/// bucket of curve keys (the keys with the same top bits), the first slot of the leaf that holds the
/// bucket's first point (or, for an empty bucket, the next bucket's).
///
/// The nearest search reads one entry to learn which leaf the query's own key most likely falls in, and
/// from that leaf's slot, by arithmetic alone (the tree's nodes are halves of slot runs), the whole path
/// from the root down to it; it asks for all of that path's boxes and the leaf's points at once
/// (``NearestWalk``), instead of meeting one cache miss per level as it steps down. A hint only: the
/// walk's decisions still come from the boxes, so the result is the same whatever an entry says.
///
/// About three buckets a leaf (4 bytes each, under 1 % of the index). The build fills it leaf by leaf
/// (``record(leaf:_:keys:)``, each leaf its own buckets, so both build threads write it); immutable
/// afterwards.
final class SlotDirectory: @unchecked Sendable {
    /// Bits a key is shifted right by to give its bucket.
    let shift: Int
    /// Number of buckets; a key past the last bucket maps to the last.
    let count: Int
    private let firstSlots: UnsafeMutablePointer<Int32>

    /// Room for the buckets of keys up to `lastKey` in a tree of `leaves` leaves (`leaves` a power of
    /// two), or `nil` when the tree is too shallow for a directory to help.
    init?(lastKey: UInt64, leaves: Int) {
        guard leaves >= 8 else { return nil }
        // Keys are below 6 · 2³² (face · 2³² + Hilbert index): 2^(33 − log₂ leaves) keys a bucket gives
        // about three buckets a leaf.
        let leafBits = Int.bitWidth - 1 - leaves.leadingZeroBitCount
        shift = max(0, SphereCurve.keyBits - 2 - leafBits)
        count = Int(truncatingIfNeeded: lastKey >> UInt64(shift)) + 1
        firstSlots = .allocate(capacity: count)
        firstSlots.initialize(repeating: 0, count: count)
    }

    deinit { firstSlots.deallocate() }

    /// The bucket of `key`.
    @inline(__always)
    private func bucket(_ key: UInt64) -> Int { Int(truncatingIfNeeded: key >> UInt64(shift)) }

    /// Records the leaf of slots `lo..<hi` (`keys` the sorted curve keys of all slots): the buckets whose
    /// first point lies in it are those after the bucket of the slot before it, up to its last slot's.
    @inline(__always)
    func record(leaf lo: Int, _ hi: Int, keys: UnsafePointer<UInt64>) {
        let from = lo == 0 ? 0 : bucket(keys[lo - 1]) + 1
        let to = bucket(keys[hi - 1])
        if from <= to {
            for b in from...to { firstSlots[b] = Int32(truncatingIfNeeded: lo) }
        }
    }

    /// The first slot of the leaf most likely to hold `key`: the leaf of the first point in its bucket
    /// or a later one (the last bucket's, for a key beyond every stored one).
    @inline(__always)
    func slot(near key: UInt64) -> Int {
        let b = min(key >> UInt64(shift), UInt64(count - 1))
        return Int(firstSlots[Int(b)])
    }
}
