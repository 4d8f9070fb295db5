import WaymarkModel

/// What the preview server reports to its caller (the terminal, or a test) while it runs.
package enum PreviewEvent: Sendable {
    /// The server accepts connections at this address.
    case listening(url: String)
    /// Changes are watched this way, e.g. `inotify` or `polling every 500 ms`.
    case watching(method: String)
    /// Kernel notifications could not start; polling is used instead.
    case watchFallback(reason: WatchError)
    /// A build succeeded; `duration` is the time spent in the build itself.
    case rebuilt(changes: ChangeSet, duration: Duration, warnings: [Diagnostic])
    /// A build failed; the same diagnostics are on the error page in the browser.
    case rebuildFailed(changes: ChangeSet, duration: Duration, diagnostics: [Diagnostic])
}
