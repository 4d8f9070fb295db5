import Synchronization

/// Runs an operation against a deadline without ever waiting for it past the deadline: the first
/// of the operation and the deadline resumes the caller; an operation still running then is
/// cancelled and left to end on its own, and a value it produces after all goes to `late` (a
/// connection made too late is closed there, never dropped open).
final class DeadlineRace<Value: Sendable>: Sendable {
    private let waiting = Mutex<CheckedContinuation<Value, any Error>?>(nil)

    private init() {}

    /// `operation`'s value, or `timeout` thrown at `deadline`.
    static func run(until deadline: ContinuousClock.Instant, timeout: any Error,
                    _ operation: @escaping @Sendable () async throws -> Value,
                    late: @escaping @Sendable (Value) async -> Void) async throws -> Value {
        let race = DeadlineRace()
        return try await withCheckedThrowingContinuation { continuation in
            race.waiting.withLock { $0 = continuation }
            let attempt = Task {
                do {
                    let value = try await operation()
                    if !race.finish(.success(value)) { await late(value) }
                } catch {
                    _ = race.finish(.failure(error))
                }
            }
            Task {
                try? await ContinuousClock().sleep(until: deadline)
                if race.finish(.failure(timeout)) { attempt.cancel() }
            }
        }
    }

    /// Resumes the caller with `result` unless it was resumed already; returns whether it did.
    private func finish(_ result: Result<Value, any Error>) -> Bool {
        guard let continuation = waiting.withLock({ state in defer { state = nil }; return state }) else { return false }
        continuation.resume(with: result)
        return true
    }
}
