import WaymarkCore
import WaymarkRender

/// `waymark build --shard K/N`: one of N disjoint parts of a build's output files, so N machines
/// (a CI matrix) can render one site together (docs/scale.md).
///
/// Every shard loads the data and plans the whole site, so every check of the build runs in each
/// one and the sitemap, `robots.txt` and every index list are made from the whole plan; only the
/// render and write phases are divided. A file belongs to shard `1 + h mod N`, where `h` is the
/// FNV-1a hash (``StableHash``) of its path: the same in every process and on every machine, and
/// independent of how many files the other shards have. The N output folders hold no file in
/// common, and copying them into one folder gives exactly the files of a build without `--shard`.
package struct OutputShard: Sendable, Hashable, CustomStringConvertible {
    /// K: which part, from 1 to ``count``.
    package let index: Int
    /// N: how many parts (≥ 1).
    package let count: Int

    /// Shard `index` of `count`; `nil` unless 1 ≤ index ≤ count.
    package init?(index: Int, count: Int) {
        guard count >= 1, index >= 1, index <= count else { return nil }
        self.index = index
        self.count = count
    }

    /// Reads `K/N` (e.g. `2/4`); `nil` for anything else.
    package init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]) else { return nil }
        self.init(index: k, count: n)
    }

    /// What the option looks like, for messages.
    package static let expected = "K/N with 1 ≤ K ≤ N, e.g. 2/4"

    /// `K/N`.
    package var description: String { "\(index)/\(count)" }

    /// Whether the output file at the site-relative `path` (e.g. `pets/pet-12/index.html`) is in this shard.
    package func contains(_ path: String) -> Bool {
        var hash = StableHash()
        hash.combine(path)
        return Int(hash.value % UInt64(count)) == index - 1
    }
}
