import WaymarkCore
import WaymarkOutput

/// The output folder of a `--cache` build, locked (``OutputLock``) and scanned (``OutputScan``) on
/// its own task from the start of the build, so the scan's reads (306,000 entries for the 110k-page
/// site) overlap loading and planning instead of coming after them. The in-place update
/// (``SiteBuilder/renderAndPatch(_:environment:cache:_:)``) and the check for an output that already
/// holds the build (``SiteBuilder/unchangedOutput(_:environment:cache:output:)``) read it; the lock
/// stays held until the build ends, so no other build changes the folder in between.
final class OutputScanAhead: Sendable {
    let lock: OutputLock
    private let task: Task<OutputScan?, Never>

    /// Locks and starts scanning `output` through `io`; `nil`, having done nothing, when it is not a
    /// folder that can be updated in place (``OutputScan/canPatch(_:io:)``) or cannot be locked.
    /// `recorded`: the build cache of the last build, whose folders the scan need not read while
    /// their stamps are the recorded ones (``OutputListing``).
    init?(_ output: String, io: FileIO, recorded: BuildCacheFile? = nil) {
        guard OutputScan.canPatch(output, io: io), let lock = OutputLock(output) else { return nil }
        self.lock = lock
        // The scan blocks in system calls for a second on a large output and is needed only when
        // the render starts: on a thread of its own, of lower priority and without helpers, so it
        // takes the cores the data phase and the plan leave idle rather than slowing them.
        task = Concurrently.inBackground {
            OutputScan.of(output, io: io, listing: recorded?.listing, parallel: false)
        }
    }

    /// The scan, once done; `nil` when a folder could not be read.
    var scan: OutputScan? {
        get async { await task.value }
    }
}
