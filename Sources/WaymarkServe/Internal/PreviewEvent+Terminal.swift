import WaymarkCore
import WaymarkModel

extension PreviewEvent {
    /// What `waymark serve` prints for this event, one entry per line, and whether it belongs on
    /// standard error. Paths under `siteFolder` are shown relative to it.
    package func terminalLines(siteFolder: String?) -> (lines: [String], isError: Bool) {
        switch self {
        case .listening(let url):
            return (["Serving at \(url) (Ctrl-C to stop)"], false)
        case .watching(let method):
            return (["Watching for changes (\(method))"], false)
        case .watchFallback(let reason):
            return (["warning: cannot watch with inotify (\(reason)); polling every 500 ms instead"], true)
        case .rebuilt(let changes, let duration, let warnings):
            let summary = changes.isEverything
                ? "Built in \(Self.milliseconds(duration)) ms"
                : "Rebuilt in \(Self.milliseconds(duration)) ms after changes to \(Self.describe(changes, siteFolder: siteFolder))"
            let suffix = warnings.isEmpty ? "" : warnings.count == 1 ? " (1 warning)" : " (\(warnings.count) warnings)"
            return (warnings.map(\.description) + [summary + suffix], !warnings.isEmpty)
        case .rebuildFailed(_, let duration, let diagnostics):
            let errors = diagnostics.filter { $0.severity == .error }.count
            let count = errors == 1 ? "1 error" : "\(errors) errors"
            return (
                diagnostics.map(\.description)
                    + ["Build failed with \(count) in \(Self.milliseconds(duration)) ms; the browser shows them until a build succeeds"],
                true
            )
        }
    }

    /// Up to three changed paths, relative to the site folder, then how many more.
    private static func describe(_ changes: ChangeSet, siteFolder: String?) -> String {
        let prefix = siteFolder.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        let paths = changes.sortedPaths.map { path in
            guard let prefix, path.hasPrefix(prefix) else { return path }
            return String(path.dropFirst(prefix.count))
        }
        let shown = TerminalText.escaped(paths.prefix(3).joined(separator: ", "))
        return paths.count > 3 ? "\(shown) and \(paths.count - 3) more" : shown
    }

    private static func milliseconds(_ duration: Duration) -> Int64 {
        duration.milliseconds
    }
}
