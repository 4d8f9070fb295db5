import Dispatch
import Foundation
import Synchronization

/// The one way Waymark runs independent pieces of CPU- or disk-bound work on several threads from
/// synchronous code: `map` runs `work(i)` for every index at once and returns the results in index
/// order, so output never depends on scheduling.
///
/// Async code uses task groups instead; this is for the synchronous inner loops (CSV chunks, typing
/// records, nearest places, removing a folder tree, building the spatial index).
package enum Concurrently {
    /// `work(i)` for every `i` in `0..<count`, run concurrently (serially when `count` ≤ 1), results
    /// in index order.
    package static func map<T: Sendable>(_ count: Int, _ work: @Sendable (Int) -> T) -> [T] {
        guard count > 1 else { return (0..<count).map(work) }
        let slots = Mutex<[T?]>(Array(repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: count) { i in
            let value = work(i)
            slots.withLock { $0[i] = value }
        }
        return slots.withLock { $0.compactMap { $0 } }
    }

    /// `work(i)` for every `i` in `0..<count`, run concurrently, for work that writes its own
    /// disjoint part of a shared buffer and returns nothing.
    package static func forEach(_ count: Int, _ work: @Sendable (Int) -> Void) {
        guard count > 1 else {
            for i in 0..<count { work(i) }
            return
        }
        DispatchQueue.concurrentPerform(iterations: count, execute: work)
    }

    /// `work()` on a dispatch thread, as a task to await: for blocking work (system calls, file
    /// writes) that runs beside async code and must not hold one of the few threads every task of
    /// the process runs on.
    package static func onDispatchThread<T: Sendable>(_ work: @escaping @Sendable () -> T) -> Task<T, Never> {
        Task.detached {
            await withCheckedContinuation { continuation in
                DispatchQueue.global().async { continuation.resume(returning: work()) }
            }
        }
    }

    /// Splits `0..<total` into at most `parts` contiguous, nearly equal ranges (none empty).
    package static func ranges(total: Int, parts: Int) -> [Range<Int>] {
        let n = max(1, min(parts, total))
        guard total > 0 else { return [] }
        return (0..<n).map { i in (total * i / n)..<(total * (i + 1) / n) }
    }

    /// How many pieces to cut big work into: the number of active cores.
    package static var parallelism: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }
}
