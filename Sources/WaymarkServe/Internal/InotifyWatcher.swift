import Foundation
#if canImport(Glibc)
import Glibc
#endif
import WaymarkCore

/// Notices changes through Linux inotify, recursively: every folder under the watched ones gets a
/// watch, and folders created (or moved in) later get one as soon as they appear, their files being
/// reported too. Changes are debounced: a batch is yielded once no event arrived for `debounce`
/// (and at the latest 10 × `debounce` after its first event, so a steady stream of writes still
/// rebuilds). A kernel queue overflow yields `ChangeSet.everything`.
package final class InotifyWatcher: ChangeWatcher, Sendable {
    /// The batches, in the order they were noticed.
    package let changes: AsyncStream<ChangeSet>
    private let continuation: AsyncStream<ChangeSet>.Continuation
    private let wake: WakeSignal
    private let stopped = MutexBox(false)

    /// Starts watching `directories` (missing ones are skipped). Throws when inotify is unavailable
    /// (not Linux, or the per-user limit of instances or watches is reached).
    package init(directories: [URL], debounce: Duration) throws(WatchError) {
        (changes, continuation) = AsyncStream.makeStream(of: ChangeSet.self, bufferingPolicy: .unbounded)
        wake = try WakeSignal()
        #if canImport(Glibc)
        let session = try InotifySession(roots: directories.map(\.standardizedFileURL.path))
        let quiet = max(1, debounce.milliseconds)
        let thread = Thread { [continuation, wake] in
            session.run(wake: wake, quietMilliseconds: quiet, yield: { continuation.yield($0) })
            continuation.finish()
        }
        thread.name = "waymark-inotify-watcher"
        thread.start()
        #else
        throw WatchError("inotify is only available on Linux; use --poll")
        #endif
    }

    /// Stops the thread (at once, through the wake pipe) and finishes `changes`; idempotent.
    package func stop() {
        let first = stopped.withLock { wasStopped in
            defer { wasStopped = true }
            return !wasStopped
        }
        if first { wake.signal() }
    }

    deinit {
        stop()
    }
}
