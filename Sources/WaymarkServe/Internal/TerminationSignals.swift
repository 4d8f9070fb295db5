import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WaymarkCore

/// Turns Ctrl-C (SIGINT) and SIGTERM into one call of `onStop`, so `waymark serve` can close its
/// connections and remove its temporary folder instead of dying mid-write. A second signal after
/// that ends the process at once (exit status 130), for a server that does not stop.
package final class TerminationSignals: @unchecked Sendable {
    private let sources: [any DispatchSourceSignal]

    /// Starts listening for SIGINT and SIGTERM.
    package init(onStop: @escaping @Sendable () -> Void) {
        let queue = DispatchQueue(label: "waymark.signals")
        let fired = MutexBox(false)
        sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                let first = fired.withLock { wasFired in
                    defer { wasFired = true }
                    return !wasFired
                }
                if first { onStop() } else { _exit(130) }
            }
            source.resume()
            return source
        }
    }

    /// Stops listening and restores the default handlers.
    package func cancel() {
        for source in sources {
            source.cancel()
        }
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }
}
