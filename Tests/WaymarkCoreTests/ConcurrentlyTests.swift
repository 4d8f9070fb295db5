import Dispatch
import Testing
import WaymarkCore

/// Work handed to the threads of ``Concurrently``: results in index order, and blocking work run on a
/// dispatch thread while the async caller goes on.
@Suite struct ConcurrentlyTests {
    @Test func mapKeepsIndexOrder() {
        #expect(Concurrently.map(1_000) { $0 * $0 } == (0..<1_000).map { $0 * $0 })
    }

    /// The work starts without the caller awaiting it (it blocks until the caller lets it go), and
    /// its value is what the task gives.
    @Test func onDispatchThreadRunsBesideTheCaller() async {
        let release = DispatchSemaphore(value: 0)
        let started = DispatchSemaphore(value: 0)
        let task = Concurrently.onDispatchThread { () -> String in
            started.signal()
            release.wait()
            return "done"
        }
        #expect(started.wait(timeout: .now() + 60) == .success)
        release.signal()
        #expect(await task.value == "done")
    }
}
