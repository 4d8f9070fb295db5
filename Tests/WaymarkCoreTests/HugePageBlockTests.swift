import Testing
@testable import WaymarkCore

/// The blocks a spatial index keeps its columns and boxes in: writable to the last byte, aligned, mapped
/// on 2 MB boundaries exactly when they are large and the system offers huge pages, and a released
/// mapping given to the next block of its size.
@Suite(.serialized) struct HugePageBlockTests {
    @Test(arguments: [1, 4_096, HugePageBlock.threshold - 1, HugePageBlock.threshold, 33_000_123])
    func blockIsWritableAndAligned(byteCount: Int) {
        let block = HugePageBlock(byteCount: byteCount)
        defer { block.release() }
        let bytes = block.base.assumingMemoryBound(to: UInt8.self)
        // Every page's first byte and the last byte keep what is written.
        var offsets = Array(stride(from: 0, to: byteCount, by: 4_096))
        offsets.append(byteCount - 1)
        for offset in offsets { bytes[offset] = UInt8(truncatingIfNeeded: offset % 251 + 1) }
        #expect(offsets.allSatisfy { bytes[$0] == UInt8(truncatingIfNeeded: $0 % 251 + 1) })
        #expect(Int(bitPattern: block.base) % 128 == 0)
        #expect(block.mapped == (byteCount >= HugePageBlock.threshold && HugePageBlock.available))
        if block.mapped {
            #expect(Int(bitPattern: block.base) % HugePageBlock.hugePage == 0)
        }
    }

    /// A block released and one of the same size asked for next share the mapping; one of another size
    /// gets a mapping of its own. (Only where huge pages are on; other suites in the same process map and
    /// release index columns too, and one released in between takes the spare's place, so the pair is
    /// tried a few times.)
    @Test(.enabled(if: HugePageBlock.available, "transparent huge pages are off: no block is mapped"))
    func releasedMappingServesTheNextBlockOfItsSize() {
        let size = 3 * HugePageBlock.threshold + 12_345
        let reused = (0..<5).contains { attempt in
            let first = HugePageBlock(byteCount: size)
            first.base.storeBytes(of: 0x5EED + attempt, as: Int.self)
            let address = first.base
            first.release()
            let again = HugePageBlock(byteCount: size - 100)
            defer { again.release() }
            return again.base == address && again.base.load(as: Int.self) == 0x5EED + attempt
        }
        #expect(reused, "a released mapping was never given to the next block of its size")
        let other = HugePageBlock(byteCount: size + 2 * HugePageBlock.hugePage)
        #expect(other.mapped)
        other.base.advanced(by: other.byteCount - 1).storeBytes(of: 1, as: UInt8.self)
        other.release()
    }
}
