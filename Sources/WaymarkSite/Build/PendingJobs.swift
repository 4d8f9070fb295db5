import Synchronization
import WaymarkRender

/// The jobs of one render phase, each handed out once and then forgotten, so whatever a job's
/// closure holds — a feed's entries, a page's model — is freed as soon as its file is done instead
/// of at the end of the build. Give it the only copy of the jobs (`PendingJobs(consume jobs)`), or
/// the caller's copy keeps them alive anyway.
final class PendingJobs: Sendable {
    private let jobs: Mutex<[PageJob?]>
    /// How many jobs there were.
    let count: Int

    /// The queue of `jobs`, in their order.
    init(_ jobs: consuming [PageJob]) {
        count = jobs.count
        self.jobs = Mutex(jobs.map(Optional.some))
    }

    /// Job `index`, which is forgotten here; `nil` when it was taken already.
    func take(_ index: Int) -> PageJob? {
        jobs.withLock { jobs in
            guard jobs.indices.contains(index) else { return nil }
            let job = jobs[index]
            jobs[index] = nil
            return job
        }
    }
}
