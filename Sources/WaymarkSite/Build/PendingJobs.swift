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
    /// Whether job `index` is the first, in job order, whose file is in its folder (a folder other
    /// than the output's root): writing into a new output, that folder does not exist yet. Jobs are
    /// in path order, so a record page's folder starts at its `index.html` (``SiteBuilder/render(_:environment:destination:io:progress:)``
    /// makes such a folder when it starts the job).
    let startsFolder: [Bool]

    /// The queue of `jobs`, in their order.
    init(_ jobs: consuming [PageJob]) {
        count = jobs.count
        var starts = [Bool](repeating: false, count: jobs.count)
        for index in jobs.indices {
            let folder = jobs[index].path.folder
            starts[index] = !folder.isEmpty && (index == 0 || jobs[index - 1].path.folder != folder)
        }
        startsFolder = starts
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
