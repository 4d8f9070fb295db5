/// Measures consecutive build phases with a monotonic clock. Durations are for the terminal only.
struct PhaseClock {
    private let clock = ContinuousClock()
    private var start: ContinuousClock.Instant
    /// Phases measured so far, in order.
    private(set) var phases: [PhaseTiming] = []

    init() { start = clock.now }

    /// Ends the current phase under `name` and starts the next one.
    mutating func lap(_ name: String, _ detail: String) {
        let now = clock.now
        phases.append(PhaseTiming(name: name, duration: now - start, detail: detail))
        start = now
    }
}
