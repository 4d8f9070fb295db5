#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// A block of memory for one of a spatial index's large arrays, on 2 MB pages where Linux offers them.
///
/// A query reads a few lines here and a few there across tens of megabytes (the boxes along its path,
/// a leaf's columns, its candidates' coordinates): with 4 KB pages nearly every one of those reads
/// also misses the address-translation cache. Where transparent huge pages are set to `madvise` or
/// `always`, a block of at least ``threshold`` bytes is therefore mapped on its own, aligned to 2 MB and
/// marked `MADV_HUGEPAGE` before anything is written. The last such mapping released is kept for the
/// next block of the same size (as the allocator keeps freed blocks), so an index built again — a
/// preview rebuild, the bench — does not fault its pages in anew. Smaller blocks, and all blocks
/// elsewhere, come from the ordinary allocator. The memory is not initialised.
package struct HugePageBlock {
    /// Blocks at least this large are mapped with the hint: two huge pages, so that little of the last
    /// page is left unused.
    package static let threshold = 4 << 20
    package static let hugePage = 2 << 20

    /// The start of the block, aligned to 128 bytes (to 2 MB when ``mapped``).
    package let base: UnsafeMutableRawPointer
    package let byteCount: Int
    /// Whether the block is a mapping of its own with the huge-page hint.
    package let mapped: Bool

    /// `byteCount` uninitialised bytes.
    package init(byteCount: Int) {
        self.byteCount = max(byteCount, 1)
        #if os(Linux)
        if self.byteCount >= HugePageBlock.threshold, HugePageBlock.available,
           let block = HugePageBlock.takeSpare(HugePageBlock.rounded(self.byteCount))
                ?? HugePageBlock.map(HugePageBlock.rounded(self.byteCount)) {
            base = block
            mapped = true
            return
        }
        #endif
        base = UnsafeMutableRawPointer.allocate(byteCount: self.byteCount, alignment: 128)
        mapped = false
    }

    /// Returns the memory (or keeps the mapping for the next block of its size); the block must not be
    /// used afterwards.
    package func release() {
        #if os(Linux)
        if mapped {
            HugePageBlock.keepSpare(base, size: HugePageBlock.rounded(byteCount))
            return
        }
        #endif
        base.deallocate()
    }

    /// Whether transparent huge pages can back a block marked with the hint (the setting is read once;
    /// never on systems other than Linux).
    package static let available: Bool = {
        #if os(Linux)
        guard let file = fopen("/sys/kernel/mm/transparent_hugepage/enabled", "r") else { return false }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 128)
        guard fgets(&line, Int32(line.count), file) != nil else { return false }
        let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.contains("[always]") || text.contains("[madvise]")
        #else
        return false
        #endif
    }()

    /// `bytes` rounded up to whole huge pages.
    package static func rounded(_ bytes: Int) -> Int { (bytes + hugePage - 1) / hugePage * hugePage }

    /// The last mapping released: its address and size.
    private static let spare = Mutex<(address: Int, size: Int)?>(nil)

    #if os(Linux)
    /// The spare mapping if it has `size` bytes; a spare of another size is unmapped instead (it would
    /// only hold memory).
    private static func takeSpare(_ size: Int) -> UnsafeMutableRawPointer? {
        let held = spare.withLock { value in
            defer { value = nil }
            return value
        }
        guard let held else { return nil }
        if held.size == size { return UnsafeMutableRawPointer(bitPattern: held.address) }
        if let address = UnsafeMutableRawPointer(bitPattern: held.address) { munmap(address, held.size) }
        return nil
    }

    /// Keeps `block` as the spare mapping, unmapping the one it replaces.
    private static func keepSpare(_ block: UnsafeMutableRawPointer, size: Int) {
        let old = spare.withLock { value in
            defer { value = (Int(bitPattern: block), size) }
            return value
        }
        if let old, let address = UnsafeMutableRawPointer(bitPattern: old.address) { munmap(address, old.size) }
    }

    /// A fresh mapping of `size` bytes (whole huge pages) starting on a 2 MB boundary, with the huge-page
    /// hint; nil if the system refuses the mapping.
    private static func map(_ size: Int) -> UnsafeMutableRawPointer? {
        // Map one huge page more than needed, then give back what lies before the first boundary and
        // after the block.
        guard let raw = mmap(nil, size + hugePage, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              raw != MAP_FAILED else { return nil }
        let start = Int(bitPattern: raw), aligned = (start + hugePage - 1) / hugePage * hugePage
        if aligned > start { munmap(raw, aligned - start) }
        let tail = start + size + hugePage - (aligned + size)
        if tail > 0, let end = UnsafeMutableRawPointer(bitPattern: aligned + size) { munmap(end, tail) }
        guard let block = UnsafeMutableRawPointer(bitPattern: aligned) else { return nil }
        _ = madvise(block, size, MADV_HUGEPAGE)
        return block
    }
    #endif
}
