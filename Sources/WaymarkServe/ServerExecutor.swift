import Dispatch

/// Runs the HTTP server's tasks (connections, requests, event streams) on Dispatch threads of their
/// own instead of Swift's cooperative pool, which has one thread per core: a long build that keeps
/// every core busy with rendering, or other CPU-bound work in the same process, must not leave
/// pages and reload events waiting. Child tasks and default actors used by those tasks inherit
/// this executor (SE-0417 task executor preference).
@available(macOS 15.0, *)
final class ServerExecutor: TaskExecutor, @unchecked Sendable {
    /// One executor for every preview server of the process.
    static let shared = ServerExecutor()

    private let queue = DispatchQueue(label: "waymark.serve.http", attributes: .concurrent)

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async {
            job.runSynchronously(on: executor)
        }
    }
}

/// Starts `operation` on the server's threads (`ServerExecutor`) where task executors exist, else
/// on the global pool.
func startOnServerThreads(_ operation: @escaping @Sendable () async -> Void) -> Task<Void, Never> {
    if #available(macOS 15.0, *) {
        return Task(executorPreference: ServerExecutor.shared) { await operation() }
    }
    return Task { await operation() }
}
