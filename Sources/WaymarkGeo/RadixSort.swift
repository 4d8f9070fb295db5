import WaymarkCore

/// A stable least-significant-digit radix sort of (key, slot) pairs, 12 bits per pass, on up to two
/// threads. Each pass counts the digits of both halves of the array, then each thread moves its own
/// half to its own places, so the result is the same as the one-thread sort: ascending keys, equal
/// keys in their original order.
///
/// Where every key fits in `bits` bits and every slot in the bits left over (a curve key of 35 bits
/// leaves 29: any index of fewer than 2²⁹ points), each pair is packed into one 64-bit word, the key
/// above the slot, and the words are sorted by their key bits alone: one stream of 8 bytes a pair to
/// move instead of two of 12, and the digits of every pass counted in one read. Otherwise the pairs
/// are moved as they are.
enum RadixSort {
    static let digitBits = 12
    static let buckets = 1 << digitBits

    /// Sorts `keys[0..<n]` (using only their low `bits` bits) and moves `slots` with them. `spare`, if
    /// given, has room for `n` words and is used instead of new memory where the pairs pack.
    static func sort(keys: UnsafeMutablePointer<UInt64>, slots: UnsafeMutablePointer<Int32>, count n: Int,
                     bits: Int, threads: Int, spare: UnsafeMutablePointer<UInt64>? = nil) {
        guard n > 1 else { return }
        if bits < 64, fitsPacked(keys: keys, slots: slots, count: n, bits: bits) {
            sortPacked(keys: keys, slots: slots, count: n, bits: bits, threads: threads, spare: spare)
        } else {
            sortPairs(keys: keys, slots: slots, count: n, bits: bits, threads: threads)
        }
    }

    /// Whether every key is below 2^`bits` and every slot (as an unsigned 32-bit value) below
    /// 2^(64 − `bits`), so that a pair packs into one word.
    static func fitsPacked(keys: UnsafePointer<UInt64>, slots: UnsafePointer<Int32>, count n: Int, bits: Int) -> Bool {
        var keyBits: UInt64 = 0, slotBits: UInt32 = 0
        for i in 0..<n {
            keyBits |= keys[i]
            slotBits |= UInt32(bitPattern: slots[i])
        }
        return keyBits >> UInt64(bits) == 0 && UInt64(slotBits) >> UInt64(64 - bits) == 0
    }

    /// The packed sort: word `key << (64 − bits) | slot`, stably sorted by its top `bits` bits.
    ///
    /// The digits of every pass are counted in one read (a digit's count does not depend on the order).
    /// With two threads, the first moves the first half of the words forwards from the start of each
    /// digit's places and the second the other half backwards from their end, so neither needs to know
    /// how many of a digit the other holds, and each digit's words keep their order.
    static func sortPacked(keys: UnsafeMutablePointer<UInt64>, slots: UnsafeMutablePointer<Int32>, count n: Int,
                           bits: Int, threads: Int, spare lent: UnsafeMutablePointer<UInt64>? = nil) {
        let low = UInt64(64 - bits)
        let passes = (bits + digitBits - 1) / digitBits
        let spare = lent ?? UnsafeMutablePointer<UInt64>.allocate(capacity: n)
        // The counts of every pass, for each half (`counts[(part · passes + pass) · buckets + digit]`),
        // then each thread's next place per digit.
        let counts = UnsafeMutablePointer<Int>.allocate(capacity: 2 * passes * buckets)
        let places = UnsafeMutablePointer<Int>.allocate(capacity: 2 * buckets)
        defer {
            if lent == nil { spare.deallocate() }
            counts.deallocate()
            places.deallocate()
        }
        counts.initialize(repeating: 0, count: 2 * passes * buckets)
        let parts = n > 65_536 && threads > 1 ? 2 : 1
        let half = parts == 2 ? n / 2 : n
        let mask = UInt64(buckets - 1)
        // Each thread packs its own half and counts into its own part of `counts`.
        nonisolated(unsafe) let io = (keys, slots, counts)
        Concurrently.forEach(parts) { part in
            let (keys, slots, counts) = io
            let c = counts + part * passes * buckets
            for i in part == 0 ? 0..<half : half..<n {
                let word = keys[i] << low | UInt64(UInt32(bitPattern: slots[i]))
                keys[i] = word
                for pass in 0..<passes {
                    c[pass * buckets + Int((word >> (low + UInt64(pass * digitBits))) & mask)] += 1
                }
            }
        }
        var source = keys, target = spare
        for pass in 0..<passes {
            let first = counts + pass * buckets, second = counts + (passes + pass) * buckets
            // A digit shared by every word leaves the order as it is.
            var single = false
            for b in 0..<buckets where first[b] + second[b] > 0 {
                single = first[b] + second[b] == n
                break
            }
            if single { continue }
            // `places[b]`: where the first thread puts its next word of digit b; `places[buckets + b]`:
            // one past where the second thread puts its next.
            var next = 0
            for b in 0..<buckets {
                places[b] = next
                next += first[b] + second[b]
                places[buckets + b] = next
            }
            // The threads read `source` and write disjoint places of `target`.
            nonisolated(unsafe) let move = (source, target, places)
            let shift = low + UInt64(pass * digitBits)
            Concurrently.forEach(parts) { part in
                let (source, target, places) = move
                if part == 0 {
                    for i in 0..<half {
                        let word = source[i]
                        let b = Int((word >> shift) & mask)
                        target[places[b]] = word
                        places[b] += 1
                    }
                } else {
                    let ends = places + buckets
                    for i in (half..<n).reversed() {
                        let word = source[i]
                        let b = Int((word >> shift) & mask)
                        ends[b] -= 1
                        target[ends[b]] = word
                    }
                }
            }
            swap(&source, &target)
        }
        let slotMask = (UInt64(1) << low) - 1
        for i in 0..<n {
            let word = source[i]
            keys[i] = word >> low
            slots[i] = Int32(truncatingIfNeeded: word & slotMask)
        }
    }

    /// The sort of separate key and slot arrays, for pairs that do not pack into one word.
    static func sortPairs(keys: UnsafeMutablePointer<UInt64>, slots: UnsafeMutablePointer<Int32>, count n: Int,
                          bits: Int, threads: Int) {
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
