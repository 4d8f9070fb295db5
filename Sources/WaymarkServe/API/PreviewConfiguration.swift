import Foundation

/// Where the preview server listens, what it watches and how.
package struct PreviewConfiguration: Sendable {
    /// How file changes are noticed.
    package enum WatchMode: Sendable, Hashable {
        /// Kernel notifications (Linux inotify); falls back to polling where unavailable.
        case native
        /// Scans the watched folders every `interval` and compares sizes and modification times,
        /// for file systems without change notifications (network mounts, some containers).
        case polling(interval: Duration)
        /// No watching; rebuilds happen only through `PreviewServer.rebuild(_:)` (tests).
        case none
    }

    /// Address to bind: an IPv4 or IPv6 literal, or `localhost`. Default `127.0.0.1`, so the
    /// preview is not reachable from other machines unless asked for.
    package var host: String
    /// TCP port; 0 lets the system choose a free one (the chosen port is in `PreviewServer.url`).
    package var port: UInt16
    /// Folders whose changes trigger a rebuild (the site folder, the default theme).
    package var watchedDirectories: [URL]
    /// How changes are noticed.
    package var watchMode: WatchMode
    /// Quiet time after the last change before a rebuild starts, so that one save (which editors
    /// often perform as several writes and renames) causes one rebuild. Default 50 ms.
    package var debounce: Duration
    /// Where the error page reads source excerpts; `nil` to show only the source line carried by
    /// each diagnostic.
    package var sourceFiles: SourceFiles?
    /// Interval of the keep-alive comment on open event streams, which also detects closed tabs.
    package var keepAliveInterval: Duration
    /// Bounds on requests and connections (sizes, timeouts, how many at once).
    package var limits: HTTPLimits

    /// A configuration with the defaults described on each property.
    package init(
        host: String = "127.0.0.1",
        port: UInt16 = 8080,
        watchedDirectories: [URL] = [],
        watchMode: WatchMode = .native,
        debounce: Duration = .milliseconds(50),
        sourceFiles: SourceFiles? = nil,
        keepAliveInterval: Duration = .seconds(15),
        limits: HTTPLimits = HTTPLimits()
    ) {
        self.host = host
        self.port = port
        self.watchedDirectories = watchedDirectories
        self.watchMode = watchMode
        self.debounce = debounce
        self.sourceFiles = sourceFiles
        self.keepAliveInterval = keepAliveInterval
        self.limits = limits
    }
}
