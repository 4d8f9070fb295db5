/// A fast 64-bit hash of a byte stream, 8 bytes at a time: the same value however the stream is cut
/// into the pieces given to ``combine(_:)``. For the build cache's identities of files (the program,
/// the site's inputs), where FNV's byte at a time (``StableHash``) would cost seconds on large files.
/// Not a cryptographic hash.
struct ContentHash {
    private(set) var count: UInt64 = 0
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325
    /// Bytes of a word not yet complete, and how many.
    private var pending: UInt64 = 0
    private var pendingCount = 0

    /// Adds `bytes`.
    mutating func combine(_ bytes: UnsafeRawBufferPointer) {
        count += UInt64(bytes.count)
        var index = 0
        while pendingCount > 0 && pendingCount < 8 && index < bytes.count {
            pending |= UInt64(bytes[index]) << (8 * UInt64(pendingCount))
            pendingCount += 1
            index += 1
        }
        if pendingCount == 8 {
            mix(pending)
            pending = 0
            pendingCount = 0
        }
        while bytes.count - index >= 8 {
            mix(bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self).littleEndian)
            index += 8
        }
        while index < bytes.count {
            pending |= UInt64(bytes[index]) << (8 * UInt64(pendingCount))
            pendingCount += 1
            index += 1
        }
    }

    /// The hash of the bytes so far, their count included.
    var value: UInt64 {
        var copy = self
        copy.mix(pending ^ UInt64(pendingCount) << 56)
        copy.mix(count)
        return copy.state
    }

    private mutating func mix(_ word: UInt64) {
        state = (state ^ word) &* 0x0000_0100_0000_01b3
        state ^= state >> 29
    }
}
