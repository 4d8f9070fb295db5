#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension String {
    /// True when the UTF-8 bytes of the text contain `needle` (always, for an empty one): `memchr`
    /// to each candidate first byte, `memcmp` for the rest.
    func containsUTF8(_ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        var text = self
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return false }
            var from = 0
            while bytes.count - from >= needle.count,
                  let found = memchr(base + from, Int32(needle[0]), bytes.count - from - needle.count + 1) {
                let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if memcmp(base + at, needle, needle.count) == 0 { return true }
                from = at + 1
            }
            return false
        }
    }
}
