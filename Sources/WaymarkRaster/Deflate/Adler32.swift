/// Adler-32 (RFC 1950, section 8), the checksum that ends a zlib stream, sixteen bytes a step.
///
/// Per run of 16-byte steps, `a` grows by every byte and `b` by every byte times the number of
/// bytes from it to the run's end, counted here in sixteen lanes: `sums` (each lane's bytes) and
/// `running` (the lane sums added up after every step), folded into `a` and `b` modulo 65,521 at the
/// end of each run of 256 steps, well before any lane could overflow.
enum Adler32 {
    /// The modulus, the largest prime below 2¹⁶.
    static let modulus: UInt64 = 65_521

    /// The Adler-32 of `bytes`.
    static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        var a: UInt64 = 1, b: UInt64 = 0
        guard let base = bytes.baseAddress else { return 1 }
        let count = bytes.count
        let weights = SIMD16<UInt32>(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
        var at = 0
        while count - at >= 16 {
            let steps = min(256, (count - at) / 16)
            var sums = SIMD16<UInt32>(repeating: 0), running = SIMD16<UInt32>(repeating: 0)
            for step in 0..<steps {
                let chunk = base.loadUnaligned(fromByteOffset: at + step * 16, as: SIMD16<UInt8>.self)
                sums &+= SIMD16<UInt32>(truncatingIfNeeded: chunk)
                running &+= sums
            }
            let total = UInt64(sums.wrappedSum())
            b = (b + UInt64(steps * 16) * a + 16 * UInt64(running.wrappedSum()) - UInt64((sums &* weights).wrappedSum())) % modulus
            a = (a + total) % modulus
            at += steps * 16
        }
        while at < count {
            a = (a + UInt64(base.load(fromByteOffset: at, as: UInt8.self))) % modulus
            b = (b + a) % modulus
            at += 1
        }
        return UInt32(b << 16 | a)
    }
}
