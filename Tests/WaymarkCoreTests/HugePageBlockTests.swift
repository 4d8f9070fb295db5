import Testing
@testable import WaymarkCore

/// The blocks a spatial index keeps its columns and boxes in: zeros to start with, writable to the last
/// byte, and mapped on 2 MB boundaries exactly when they are large and the system offers huge pages.
@Suite struct HugePageBlockTests {
    @Test(arguments: [1, 4_096, HugePageBlock.threshold - 1, HugePageBlock.threshold, 33_000_123])
    func blockIsZeroedWritableAndAligned(byteCount: Int) {
        let block = HugePageBlock(byteCount: byteCount)
        defer { block.release() }
        let bytes = block.base.assumingMemoryBound(to: UInt8.self)
        // Every page's first byte and the last byte read zero, then keep what is written.
        var offsets = Array(stride(from: 0, to: byteCount, by: 4_096))
        offsets.append(byteCount - 1)
        #expect(offsets.allSatisfy { bytes[$0] == 0 })
        for offset in offsets { bytes[offset] = UInt8(truncatingIfNeeded: offset % 251 + 1) }
        #expect(offsets.allSatisfy { bytes[$0] == UInt8(truncatingIfNeeded: $0 % 251 + 1) })
        #expect(Int(bitPattern: block.base) % 128 == 0)
        #expect(block.mapped == (byteCount >= HugePageBlock.threshold && HugePageBlock.available))
        if block.mapped {
            #expect(Int(bitPattern: block.base) % HugePageBlock.hugePage == 0)
        }
    }
}
