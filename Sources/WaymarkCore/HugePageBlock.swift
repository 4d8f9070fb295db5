#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A block of memory for one of a spatial index's large arrays, backed by 2 MB pages where Linux offers them.
///
/// A query reads a few lines here and a few there across tens of megabytes (the boxes along its path,
/// a leaf's columns, its candidates' coordinates): with 4 KB pages nearly every one of those reads
/// also misses the address-translation cache, and the build's first write to each page is one page
/// fault in 8,192 for 32 MB. Where transparent huge pages are set to `madvise` or `always`, a block of
/// at least ``threshold`` bytes is therefore mapped on its own, aligned to 2 MB and marked
/// `MADV_HUGEPAGE`; a smaller one, or any where huge pages are off (a fresh mapping of small pages
/// would fault every page in again on each build, where the allocator reuses freed blocks), comes from
/// the ordinary allocator. Either way the memory starts out as zeros.
package struct HugePageBlock {
    /// Blocks at least this large are mapped with the hint: half a huge page (the rest of the last page
    /// is mapped but never touched by the index).
    package static let threshold = 1 << 20
    package static let hugePage = 2 << 20

    /// The start of the block, aligned to at least 128 bytes.
    package let base: UnsafeMutableRawPointer
    package let byteCount: Int
    /// Whether `base` was mapped (and is unmapped by ``release()``) rather than allocated.
    package let mapped: Bool

    /// `byteCount` bytes, all zero.
    package init(byteCount: Int) {
        self.byteCount = max(byteCount, 1)
        #if os(Linux)
        if self.byteCount >= HugePageBlock.threshold, HugePageBlock.available, let block = HugePageBlock.map(self.byteCount) {
            base = block
            mapped = true
            return
        }
        #endif
        base = UnsafeMutableRawPointer.allocate(byteCount: self.byteCount, alignment: 128)
        base.initializeMemory(as: UInt8.self, repeating: 0, count: self.byteCount)
        mapped = false
    }

    /// Returns the memory; the block must not be used afterwards.
    package func release() {
        #if os(Linux)
        if mapped {
            munmap(base, HugePageBlock.rounded(byteCount))
            return
        }
        #endif
        base.deallocate()
    }

    static func rounded(_ bytes: Int) -> Int { (bytes + hugePage - 1) / hugePage * hugePage }

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

    #if os(Linux)
    /// A fresh mapping of `bytes` (rounded up to whole huge pages) starting on a 2 MB boundary, with the
    /// huge-page hint; nil if the system refuses the mapping.
    private static func map(_ bytes: Int) -> UnsafeMutableRawPointer? {
        let size = rounded(bytes)
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
