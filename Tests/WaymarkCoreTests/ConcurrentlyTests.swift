import Dispatch
import Testing
import WaymarkCore

/// Work handed to the threads of ``Concurrently``: results in index order, and blocking work run on a
/// dispatch thread while the async caller goes on.
@Suite struct ConcurrentlyTests {
    @Test func mapKeepsIndexOrder() {
        #expect(Concurrently.map(1_000) { $0 * $0 } == (0..<1_000).map { $0 * $0 })
    }

    /// The work waits for the caller, which lets it go only after the task is made, so the work
    /// cannot have run on the caller's thread inside `onDispatchThread` (that would hang); its value
    /// is what the task gives. No timing is measured: a full test run can keep dispatch threads busy
    /// for a minute.
    @Test func onDispatchThreadRunsBesideTheCaller() async {
        let release = DispatchSemaphore(value: 0)
        let task = Concurrently.onDispatchThread { () -> String in
            release.wait()
            return "done"
        }
        release.signal()
        #expect(await task.value == "done")
    }
}
