import WaymarkDiscovery
import WaymarkMarkdown
import WaymarkModel

/// One ```` ```waymark ```` block of a page, parsed and its query run: done once per page and
/// build (``runs(of:discovery:today:)``); the checks, the page, its maps' GeoJSON and the
/// Markdown report all read the same run.
package struct QueryBlockRun: Sendable {
    /// What running the block gave.
    package enum Outcome: Sendable {
        /// The block does not parse: every problem, at its key.
        case invalid([Diagnostic])
        /// The block parses but its query fails (an unknown ICAO code or place), at the key naming it.
        case failed(QueryBlock, Diagnostic)
        /// The block's results.
        case ran(QueryBlock, QueryResult)
    }

    /// The block as cmark-gfm found it.
    package var block: FencedBlock
    /// What running it gave.
    package var outcome: Outcome

    /// A run (see the properties).
    package init(block: FencedBlock, outcome: Outcome) {
        self.block = block
        self.outcome = outcome
    }

    /// The parsed block when it parses.
    package var parsed: QueryBlock? {
        switch outcome {
        case .invalid: return nil
        case .failed(let block, _), .ran(let block, _): return block
        }
    }

    /// True when the block parses and shows a map (whether or not its query ran).
    package var drawsMap: Bool { parsed?.views.contains(.map) ?? false }

    /// The problems of the block: its parse errors, or its query's error.
    package var diagnostics: [Diagnostic] {
        switch outcome {
        case .invalid(let problems): return problems
        case .failed(_, let problem): return [problem]
        case .ran: return []
        }
    }
}
