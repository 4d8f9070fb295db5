/// Exponential backoff with "equal jitter": before retry n (n = 1, 2, …) wait
/// `b/2 + uniform(0, b/2)` seconds where `b = min(maxBackoff, initialBackoff × 2^(n−1))`, and never
/// less than a server's `Retry-After`.
package struct RetryBackoff: Sendable, Hashable {
    /// Backoff before the first retry, seconds.
    package var initial: Double
    /// Upper bound of `b`, seconds.
    package var maximum: Double

    /// Creates a policy.
    package init(initial: Double, maximum: Double) {
        self.initial = initial
        self.maximum = maximum
    }

    /// The delay before retry `retry` (1-based), in seconds, drawing the jitter from `generator`.
    package func delay(beforeRetry retry: Int, retryAfter: Double? = nil, using generator: inout some RandomNumberGenerator) -> Double {
        let exponent = Double(max(0, retry - 1))
        let base = min(maximum, initial * Double.pow2(exponent))
        let jittered = base / 2 + Double.random(in: 0...(base / 2), using: &generator)
        return max(jittered, retryAfter ?? 0)
    }
}

extension Double {
    /// 2^exponent, saturating instead of overflowing.
    fileprivate static func pow2(_ exponent: Double) -> Double {
        exponent >= 1023 ? .greatestFiniteMagnitude : Double(sign: .plus, exponent: Int(exponent), significand: 1)
    }
}
