/// The bytes of a cache file under construction (``BuildCacheFile``, ``FeedFragmentIndex``): numbers
/// as 8 little-endian bytes, texts as their UTF-8 length then bytes, stamps as size, seconds and
/// nanoseconds. ``BuildCacheFile/Reader`` reads them back.
struct CacheFileWriter {
    private(set) var bytes: [UInt8]

    /// A ``ContentHash`` of `bytes`: the checksum at the end of the feed entry and data row caches.
    static func contentChecksum(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var hash = ContentHash()
        bytes.withUnsafeBytes { hash.combine($0) }
        return hash.value
    }

    /// A file that starts with `magic`, with room for about `capacity` bytes.
    init(magic: [UInt8], capacity: Int) {
        bytes = magic
        bytes.reserveCapacity(capacity)
    }

    mutating func put(_ number: UInt64) {
        withUnsafeBytes(of: number.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func put(_ text: String) {
        put(UInt64(text.utf8.count))
        bytes.append(contentsOf: text.utf8)
    }

    /// Bytes as they are (a payload whose length was put before it).
    mutating func put(raw: some Collection<UInt8>) {
        bytes.append(contentsOf: raw)
    }

    mutating func put(_ stamp: OutputStamp) {
        put(stamp.size)
        put(UInt64(bitPattern: stamp.seconds))
        put(UInt64(bitPattern: stamp.nanoseconds))
    }

    mutating func put(_ stamp: OutputFolderStamp) {
        put(stamp.inode)
        put(UInt64(bitPattern: stamp.modified))
        put(UInt64(bitPattern: stamp.modifiedNanoseconds))
        put(UInt64(bitPattern: stamp.changed))
        put(UInt64(bitPattern: stamp.changedNanoseconds))
    }
}
