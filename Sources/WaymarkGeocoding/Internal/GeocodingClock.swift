/// Time as the online provider sees it: a monotonic reading and a way to wait. Injected so tests
/// check the rate limit and the backoff without waiting.
package protocol GeocodingClock: Sendable {
    /// Seconds since an arbitrary fixed origin; never decreases.
    func now() async -> Double
    /// Waits `seconds` (nothing for zero or less).
    func sleep(seconds: Double) async throws
}

/// The real clock: `ContinuousClock` and `Task.sleep`.
package struct SystemGeocodingClock: GeocodingClock {
    private let origin = ContinuousClock.now

    /// Creates a clock whose origin is now.
    package init() {}

    /// Seconds since this clock was created.
    package func now() async -> Double {
        let elapsed = ContinuousClock.now - origin
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// `Task.sleep`; throws when the task is cancelled.
    package func sleep(seconds: Double) async throws {
        guard seconds > 0 else { return }
        try await Task.sleep(for: .nanoseconds(Int64(seconds * 1e9)))
    }
}
