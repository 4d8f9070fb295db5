extension String {
    /// True when the text has three backticks or three tildes in a row somewhere — a cheap test,
    /// over the UTF-8 bytes, that a Markdown text may contain a fenced code block. (Foundation's
    /// `contains(_:)` goes through `NSString` and costs tens of milliseconds over 10,000 pages.)
    var mayContainFencedBlock: Bool {
        // Over the string's own storage when it has one: stepping `utf8` by index costs more per byte.
        utf8.withContiguousStorageIfAvailable(Self.hasFenceRun) ?? Self.hasFenceRun(Array(utf8))
    }

    /// True when `bytes` hold three backticks or three tildes in a row.
    private static func hasFenceRun<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        var previous: UInt8 = 0
        var run = 0
        for byte in bytes {
            if byte == UInt8(ascii: "`") || byte == UInt8(ascii: "~") {
                run = byte == previous ? run + 1 : 1
                if run == 3 { return true }
            } else {
                run = 0
            }
            previous = byte
        }
        return false
    }
}
