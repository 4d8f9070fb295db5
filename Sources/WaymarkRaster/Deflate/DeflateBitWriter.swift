/// Bits written least significant first into bytes, as DEFLATE (RFC 1951, 3.1.1) packs them.
struct DeflateBitWriter {
    /// The bytes written so far (whole bytes only; up to seven bits wait in ``pending``).
    private(set) var bytes: [UInt8]
    /// Bits not yet written out, the oldest in the lowest place.
    private var pending: UInt64 = 0
    /// How many bits of ``pending`` are in use (0…7 between calls).
    private var pendingCount = 0

    /// A writer whose first bytes are `prefix`, with room for `capacity` bytes in all.
    init(prefix: [UInt8], capacity: Int) {
        bytes = prefix
        bytes.reserveCapacity(capacity)
    }

    /// Writes the low `count` bits of `value` (`count` ≤ 32), the lowest first.
    @inline(__always)
    mutating func write(_ value: UInt32, count: Int) {
        pending |= UInt64(value) << UInt64(pendingCount)
        pendingCount += count
        while pendingCount >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: pending))
            pending >>= 8
            pendingCount -= 8
        }
    }

    /// Pads the last byte with zero bits, so what follows starts on a byte.
    mutating func alignToByte() {
        if pendingCount > 0 { write(0, count: 8 - pendingCount) }
    }
}
