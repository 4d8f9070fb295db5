import Foundation
import WaymarkModel

/// The lines around a diagnostic's location, for the error page: up to `context` lines before and
/// after, with the offending line marked and a caret under its column.
struct SourceExcerpt: Sendable, Hashable {
    /// One numbered line of source.
    struct Line: Sendable, Hashable {
        var number: Int
        var text: String
        var isOffending: Bool
    }

    var lines: [Line]
    /// 1-based column of the caret on the offending line; 0 for none.
    var column: Int

    /// The excerpt for `diagnostic`, read from its file through `sources` when that file can be read
    /// and has the line; otherwise the diagnostic's own `sourceLine`; `nil` when neither is known.
    init?(for diagnostic: Diagnostic, sources: SourceFiles?, context: Int = 2) {
        let location = diagnostic.location
        column = location.column
        if location.line > 0,
            let fileLines = sources?.lines(of: location.path),
            location.line <= fileLines.count
        {
            let first = max(1, location.line - context)
            let last = min(fileLines.count, location.line + context)
            lines = (first...last).map {
                Line(number: $0, text: fileLines[$0 - 1], isOffending: $0 == location.line)
            }
            return
        }
        guard let sourceLine = diagnostic.sourceLine else { return nil }
        lines = [Line(number: location.line, text: sourceLine, isOffending: true)]
    }
}
