import Dispatch
import Foundation
import Synchronization
import Testing
import WaymarkCore
#if canImport(Glibc)
import Glibc
#endif

/// Work handed to the threads of ``Concurrently``: results in index order, blocking work run on a
/// dispatch thread while the async caller goes on, a `map` inside `mapOnOwnThreads` on every core,
/// and background work at a lower priority.
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

    @Test func mapOnOwnThreadsKeepsIndexOrder() {
        #expect(Concurrently.mapOnOwnThreads(100) { $0 * 3 } == (0..<100).map { $0 * 3 })
        #expect(Concurrently.mapOnOwnThreads(1) { $0 + 7 } == [7])
        #expect(Concurrently.mapOnOwnThreads(0) { $0 }.isEmpty)
    }

    /// The first piece runs a `map` of two parts that only finish once both are running at the same
    /// time; the second piece is empty. libdispatch runs a `concurrentPerform` inside another one's
    /// iteration with the cores divided by the outer count (here one thread), so inside
    /// ``Concurrently/map(_:_:)`` the two parts would wait for each other until the deadline; inside
    /// ``Concurrently/mapOnOwnThreads(_:_:)`` they meet as soon as a dispatch thread is free. The
    /// deadline only ends a wait that would otherwise never end: a full test run on a loaded machine
    /// can keep every dispatch thread busy for minutes, and meeting does not depend on how soon.
    @Test(.enabled(if: Concurrently.parallelism >= 2))
    func mapInsideMapOnOwnThreadsUsesSeveralCores() {
        let met = Concurrently.mapOnOwnThreads(2) { piece -> Bool in
            guard piece == 0 else { return true }
            let arrived = Atomic<Int>(0)
            let deadline = Date().addingTimeInterval(600)
            return Concurrently.map(2) { _ -> Bool in
                arrived.add(1, ordering: .relaxed)
                while arrived.load(ordering: .relaxed) < 2 {
                    if Date() > deadline { return false }
                    usleep(200)
                }
                return true
            }.allSatisfy { $0 }
        }
        #expect(met == [true, true])
    }

    /// The work's value comes back through the task; on Linux the work ran at nice 10 or lower
    /// priority, and the caller's own priority did not change.
    @Test func inBackgroundRunsAtALowerPriority() async {
        #if os(Linux)
        let which = __priority_which_t(PRIO_PROCESS.rawValue)
        let before = getpriority(which, 0)
        let inside = await Concurrently.inBackground { getpriority(which, 0) }.value
        #expect(inside >= 10 || inside > before)
        #expect(getpriority(which, 0) == before)
        #endif
        #expect(await Concurrently.inBackground { "value" }.value == "value")
    }
}
