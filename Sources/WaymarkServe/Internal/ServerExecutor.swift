import Foundation

/// Runs the HTTP server's tasks (connections, requests, event streams) on threads of its own
/// instead of Swift's cooperative pool: a long build that keeps every core busy with rendering, or
/// other CPU-bound work in the same process, must not leave pages and reload events waiting. Child
/// tasks and default actors used by those tasks inherit this executor (SE-0417 task executor
/// preference).
///
/// The threads are plain threads, not Dispatch's: a concurrent Dispatch queue draws on the same
/// per-core worker pool as Swift's global executor and `concurrentPerform`, so under a busy build a
/// request could wait tens of seconds for a worker (the preview tests timed out that way).
final class ServerExecutor: TaskExecutor, @unchecked Sendable {
    /// One executor for every preview server of the process.
    static let shared = ServerExecutor(threads: 4)

    private let condition = NSCondition()
    /// Jobs waiting for a thread, oldest first from `head`; guarded by `condition`.
    private var jobs: [UnownedJob] = []
    private var head = 0

    /// Starts `threads` threads that run the jobs enqueued here, oldest first, for the life of the
    /// process.
    init(threads: Int) {
        for number in 0..<max(1, threads) {
            let thread = Thread { [unowned self] in self.work() }
            thread.name = "waymark.serve.\(number)"
            thread.start()
        }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func work() {
        let executor = asUnownedTaskExecutor()
        while true {
            condition.lock()
            while head == jobs.count { condition.wait() }
            let job = jobs[head]
            head += 1
            if head == jobs.count {
                jobs.removeAll(keepingCapacity: true)
                head = 0
            } else if head >= 1_024, head * 2 >= jobs.count {
                jobs.removeFirst(head)  // never caught up: drop the run jobs so the array stays small
                head = 0
            }
            condition.unlock()
            job.runSynchronously(on: executor)
        }
    }
}

/// Starts `operation` on the server's threads (`ServerExecutor`).
func startOnServerThreads(_ operation: @escaping @Sendable () async -> Void) -> Task<Void, Never> {
    Task(executorPreference: ServerExecutor.shared) { await operation() }
}
