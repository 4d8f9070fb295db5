import Foundation

/// A strong entity tag for the exact bytes of a response: the byte count and a 64-bit FNV-1a hash,
/// e.g. `"1f4-a3c5e2f0b1d49e77"`. Identical bytes always give the same tag.
struct EntityTag: Sendable, Hashable, CustomStringConvertible {
    /// The quoted tag as it goes into the `ETag` header.
    let description: String

    init(of bytes: Data) {
        description = bytes.withUnsafeBytes(Self.tag)
    }

    /// The tag of `bytes`; the same as for `Data` with those bytes.
    init(of bytes: [UInt8]) {
        description = bytes.withUnsafeBytes(Self.tag)
    }

    /// Hashes over raw memory: iterating `Data` byte by byte is slow enough to matter when a
    /// preview rebuild tags 10,000 files.
    private static func tag(_ bytes: UnsafeRawBufferPointer) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return "\"\(String(bytes.count, radix: 16))-\(String(hash, radix: 16))\""
    }

    /// True when an `If-None-Match` header value names this tag: `*`, or a comma-separated list
    /// that contains it, compared weakly (a `W/` prefix is ignored), as RFC 9110 §13.1.2 asks.
    func isMatched(byIfNoneMatch header: String) -> Bool {
        let trimmed = header.trimmingCharacters(in: .whitespaces)
        if trimmed == "*" { return true }
        return trimmed.split(separator: ",").contains { candidate in
            var tag = candidate.trimmingCharacters(in: .whitespaces)
            if tag.hasPrefix("W/") { tag.removeFirst(2) }
            return tag == description
        }
    }
}
