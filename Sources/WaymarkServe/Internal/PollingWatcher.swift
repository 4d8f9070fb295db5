import Foundation
import WaymarkCore

/// Notices changes by scanning the watched folders every `interval` and comparing each file's size,
/// modification time and inode with the previous scan. For file systems without change
/// notifications (`waymark serve --poll`). Each scan that finds differences yields one batch.
package final class PollingWatcher: ChangeWatcher, Sendable {
    /// The batches, in the order they were noticed.
    package let changes: AsyncStream<ChangeSet>
    private let continuation: AsyncStream<ChangeSet>.Continuation
    private let wake: WakeSignal
    private let stopped = MutexBox(false)

    /// Takes a first snapshot of `directories` (missing ones are skipped) and starts scanning
    /// every `interval` (at least 10 ms) on a thread of its own.
    package init(directories: [URL], interval: Duration) throws(WatchError) {
        (changes, continuation) = AsyncStream.makeStream(of: ChangeSet.self, bufferingPolicy: .unbounded)
        wake = try WakeSignal()
        let roots = directories.map(\.standardizedFileURL.path)
        let milliseconds = Int32(clamping: max(10, interval.milliseconds))
        let initial = DirectorySnapshot(roots: roots)
        let thread = Thread { [continuation, wake] in
            var previous = initial
            while waitForReadable([wake.readDescriptor], timeoutMilliseconds: milliseconds).isEmpty {
                let current = DirectorySnapshot(roots: roots)
                let batch = previous.changes(to: current)
                previous = current
                if !batch.isEmpty {
                    continuation.yield(batch)
                }
            }
            continuation.finish()
        }
        thread.name = "waymark-poll-watcher"
        thread.start()
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
