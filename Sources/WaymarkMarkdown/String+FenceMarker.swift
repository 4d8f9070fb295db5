#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension String {
    /// True when the text has three backticks or three tildes in a row somewhere — a cheap test,
    /// over the UTF-8 bytes, that a Markdown text may contain a fenced code block. (Foundation's
    /// `contains(_:)` goes through `NSString` and costs tens of milliseconds over 10,000 pages.)
    var mayContainFencedBlock: Bool {
        // Over the string's own storage when it is native UTF-8; a bridged string is copied first.
        utf8.withContiguousStorageIfAvailable(Self.hasFenceRun) ?? Array(utf8).withUnsafeBufferPointer(Self.hasFenceRun)
    }

    /// True when `bytes` hold three backticks or three tildes in a row: `memchr` finds each mark,
    /// and the two bytes after it are looked at.
    private static func hasFenceRun(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        for mark in [UInt8(ascii: "`"), UInt8(ascii: "~")] {
            var from = 0
            while bytes.count - from >= 3, let found = memchr(base + from, Int32(mark), bytes.count - from) {
                let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if at + 2 < bytes.count, bytes[at + 1] == mark, bytes[at + 2] == mark { return true }
                from = at + 1
            }
        }
        return false
    }
}
