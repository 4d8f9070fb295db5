import Foundation
import WaymarkCore

/// When `waymark serve` reads the `sources:` of `site.yml` again: on a line `r` typed in the
/// terminal (then Enter), and every `poll` interval when one is given. Each trigger calls `reload`
/// once; nothing else ever queries the database, so a preview never hammers it.
package final class SourceReloadTrigger: Sendable {
    /// The shortest poll interval accepted, in seconds.
    package static let minimumPollSeconds: Double = 10

    private let reload: @Sendable () -> Void
    private let pollTask = MutexBox<Task<Void, Never>?>(nil)

    /// A trigger that calls `reload`; nothing happens until ``start(input:poll:)``.
    package init(reload: @escaping @Sendable () -> Void) {
        self.reload = reload
    }

    /// Listens to standard input for lines reading `r` (only when it is a terminal, so a preview
    /// started by a script never reads it), and polls every `poll` when given. Returns whether the
    /// terminal is listened to.
    @discardableResult
    package func start(poll: Duration? = nil) -> Bool {
        var listens = false
        if isatty(STDIN_FILENO) == 1 {
            listens = true
            let reload = self.reload
            let reader = Thread {
                while let line = readLine(strippingNewline: true) {
                    if line.trimmingCharacters(in: .whitespaces).lowercased() == "r" { reload() }
                }
            }
            reader.name = "waymark-source-reload"
            reader.start()
        }
        if let poll {
            let reload = self.reload
            pollTask.withLock {
                $0 = Task {
                    while !Task.isCancelled {
                        try? await Task.sleep(for: poll)
                        if !Task.isCancelled { reload() }
                    }
                }
            }
        }
        return listens
    }

    /// Stops polling (the terminal reader ends with the process).
    package func stop() {
        pollTask.withLock { $0?.cancel() }
    }
}
