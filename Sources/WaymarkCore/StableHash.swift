/// A 64-bit FNV-1a hash with a fixed seed, for fingerprints that must mean the same thing in every
/// process (Swift's `Hasher` is seeded randomly per run, so it cannot be used here).
///
/// Every `combine` of a variable-length value writes its length first, so `("ab", "c")` and
/// `("a", "bc")` hash differently. Not a cryptographic hash: a collision is possible in principle
/// (about 2⁻⁶⁴ per pair of inputs), which is the accepted risk of fingerprint-keyed caches.
package struct StableHash: Sendable, Hashable {
    /// The hash of what has been combined so far.
    package private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// An empty hash (the FNV-1a 64 offset basis).
    package init() {}

    /// Adds one byte.
    package mutating func combine(byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }

    /// Adds the bytes of `bytes`, preceded by their count.
    package mutating func combine(bytes: some Collection<UInt8>) {
        combine(bytes.count)
        for byte in bytes { combine(byte: byte) }
    }

    /// Adds the UTF-8 bytes of `string`, preceded by their count.
    package mutating func combine(_ string: String) {
        var text = string
        text.withUTF8 { combine(bytes: $0) }
    }

    /// Adds an optional string: a marker byte, then the string when present.
    package mutating func combine(_ string: String?) {
        combine(byte: string == nil ? 0 : 1)
        if let string { combine(string) }
    }

    /// Adds the 8 little-endian bytes of `number`.
    package mutating func combine(_ number: Int) {
        combine(UInt64(bitPattern: Int64(number)))
    }

    /// Adds the 8 little-endian bytes of `number`.
    package mutating func combine(_ number: UInt64) {
        var rest = number
        for _ in 0..<8 {
            combine(byte: UInt8(truncatingIfNeeded: rest))
            rest >>= 8
        }
    }

    /// Adds a Boolean as one byte.
    package mutating func combine(_ flag: Bool) {
        combine(byte: flag ? 1 : 0)
    }

    /// The hash as 16 lower-case hexadecimal digits, zeros first (`00c0ffee…`): a fixed-width name.
    package var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
