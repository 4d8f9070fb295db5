import Foundation

/// Runs independent pieces of work on all cores and returns their results in input order.
///
/// Used for the CPU-bound halves of loading big files (CSV chunks, typing records); the order of the
/// results never depends on scheduling, so output stays deterministic.
enum ConcurrentChunks {
    /// `work(i)` for every `i` in `0..<count`, run concurrently, results in index order.
    static func map<T>(_ count: Int, _ work: (Int) -> T) -> [T] {
        guard count > 1 else { return (0..<count).map(work) }
        let slots = Slots<T>(count: count)
        withoutActuallyEscaping(work) { work in
            let box = UncheckedBox(work)
            DispatchQueue.concurrentPerform(iterations: count) { i in
                slots.store(box.value(i), at: i)
            }
        }
        return slots.values()
    }

    /// Splits `0..<total` into at most `parts` contiguous, nearly equal ranges (none empty).
    static func ranges(total: Int, parts: Int) -> [Range<Int>] {
        let n = max(1, min(parts, total))
        guard total > 0 else { return [] }
        return (0..<n).map { i in (total * i / n)..<(total * (i + 1) / n) }
    }

    /// How many pieces to cut big work into: the number of active cores.
    static var parallelism: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// Result slots written once each from different threads, guarded by a lock.
    private final class Slots<T>: @unchecked Sendable {
        private var storage: [T?]
        private let lock = NSLock()
        init(count: Int) { storage = Array(repeating: nil, count: count) }
        func store(_ value: T, at i: Int) {
            lock.lock()
            storage[i] = value
            lock.unlock()
        }
        func values() -> [T] { storage.compactMap { $0 } }
    }

    /// Carries a non-Sendable closure into `concurrentPerform`, which runs it only while `map` waits.
    private struct UncheckedBox<V>: @unchecked Sendable {
        let value: V
        init(_ value: V) { self.value = value }
    }
}
