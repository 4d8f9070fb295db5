import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Makes SIGTERM and SIGINT (a CI cancel, `docker stop`, `timeout`, Ctrl-C) end `waymark build`
/// without leaving its temporary folder behind: the folders this process holds are removed
/// (``StagingFolders/removeAllForTermination()``), then the process exits with status 128 + the
/// signal's number (143 for SIGTERM, 130 for SIGINT), as a shell reports a process the signal ended.
/// The output folder is never touched: a swap in progress finishes first.
package final class TerminationCleanup: @unchecked Sendable {
    private let sources: [any DispatchSourceSignal]

    /// Starts handling SIGTERM and SIGINT for the rest of the process (or until ``cancel()``).
    package init() {
        let queue = DispatchQueue(label: "waymark.build.signals")
        sources = [SIGTERM, SIGINT].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                StagingFolders.removeAllForTermination()
                _exit(128 + number)
            }
            source.resume()
            return source
        }
    }

    /// Stops handling the signals and restores their default action.
    package func cancel() {
        for source in sources { source.cancel() }
        signal(SIGTERM, SIG_DFL)
        signal(SIGINT, SIG_DFL)
    }
}
