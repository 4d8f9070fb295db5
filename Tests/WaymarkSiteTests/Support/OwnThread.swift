import Foundation

/// Runs `body` on a thread of its own and returns what it returns. For tests that wait for
/// processes, sleep, or do long synchronous file work: on a task they would hold one of the few
/// threads every other test's tasks run on (two on two cores), and starve tests that keep time,
/// such as the geocoder's time-outs. `body` must not record test issues itself (`#expect` needs the
/// test's task): return what to check instead.
func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try body() }) }.start()
    }
}
