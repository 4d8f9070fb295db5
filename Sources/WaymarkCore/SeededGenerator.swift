/// SplitMix64 (Steele, Lea and Flood, 2014): a tiny, fast, seeded random number generator. The same
/// seed always gives the same sequence, on every platform, so backoff jitter, property tests and
/// benchmark data are reproducible.
///
/// `make bench`'s geo workload draws its points from it with seed 42 and
/// `scripts/bench/geokdbush_anchor.mjs` draws the same points in JavaScript, so the sequence must
/// never change (a test pins its first values).
package struct SeededGenerator: RandomNumberGenerator, Sendable, Hashable {
    /// The generator's state: the seed plus the number of draws times the golden-ratio increment.
    package private(set) var state: UInt64

    /// A generator whose first draw mixes `seed + 0x9E3779B97F4A7C15`.
    package init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
