import Synchronization
import WaymarkData

/// One line on a terminal that shows how far a build has got — `rendering 3,120 / 7,360 files` —
/// redrawn in place (carriage return, then erase the line) and erased by `clear()` before the summary
/// is printed. Only for a terminal: a log must never see it (`standardError(quiet:isTerminal:write:)`).
///
/// The start of each phase and the last file are always drawn; other updates at most once per
/// `interval`, so a build of 100,000 files redraws a few hundred times, not 100,000.
package final class TerminalProgressLine: Sendable {
    private struct State {
        var drawn = false
        var lastDraw: ContinuousClock.Instant?
    }

    /// ANSI: back to the start of the line, erase it.
    static let erase = "\r\u{1B}[2K"

    private let state = Mutex(State())
    private let interval: Duration
    private let write: @Sendable (String) -> Void

    /// A line written through `write` (the text, with its control characters), redrawn at most
    /// every `interval` (100 ms by default; `.zero` draws every update).
    package init(interval: Duration = .milliseconds(100), write: @escaping @Sendable (String) -> Void) {
        self.interval = interval
        self.write = write
    }

    /// The progress line for standard error, or `nil` when there must be none: under `--quiet`, or
    /// when standard error is not a terminal (a pipe, a file, a CI log).
    package static func standardError(quiet: Bool, isTerminal: Bool,
                                     write: @escaping @Sendable (String) -> Void) -> TerminalProgressLine? {
        quiet || !isTerminal ? nil : TerminalProgressLine(write: write)
    }

    /// The sink to give `SiteBuilder.progress`.
    package var progress: BuildProgress {
        BuildProgress { [self] phase, done, total in show(phase: phase, done: done, total: total) }
    }

    /// Draws the line for one update when it is due.
    func show(phase: String, done: Int, total: Int) {
        let clock = ContinuousClock()
        let now = clock.now
        state.withLock { state in
            let always = total == 0 || done >= total
            if !always, let last = state.lastDraw, now - last < interval { return }
            state.lastDraw = now
            state.drawn = true
            write(Self.erase + Self.text(phase: phase, done: done, total: total))
        }
    }

    /// Erases the line if anything was drawn, leaving the cursor at the start of an empty line.
    package func clear() {
        state.withLock { state in
            guard state.drawn else { return }
            state.drawn = false
            write(Self.erase)
        }
    }

    /// What the line says: `loading the site…`, `reading data…`, `planning files…`,
    /// `rendering 3,120 / 7,360 files`.
    static func text(phase: String, done: Int, total: Int) -> String {
        switch phase {
        case "load": return "loading the site…"
        case "data": return "reading data…"
        case "validate": return "planning files…"
        default:
            let noun = total == 1 ? "file" : "files"
            let verb = phase == "render" ? "rendering" : phase
            return "\(verb) \(CheckSummary.grouped(done)) / \(CheckSummary.grouped(total)) \(noun)"
        }
    }
}
