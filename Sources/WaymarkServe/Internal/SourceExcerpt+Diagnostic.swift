import WaymarkCore
import WaymarkModel

extension SourceExcerpt {
    /// The excerpt for `diagnostic` on the error page: up to `context` lines before and after its
    /// line, read from its file through `sources` when that file can be read and has the line;
    /// otherwise the diagnostic's own `sourceLine`; `nil` when neither is known.
    init?(for diagnostic: Diagnostic, sources: SourceFiles?, context: Int = 2) {
        let location = diagnostic.location
        if let excerpt = sources?.file(at: location.path)?.excerpt(line: location.line, column: location.column, context: context) {
            self = excerpt
            return
        }
        guard let sourceLine = diagnostic.sourceLine else { return nil }
        self.init(lines: [Line(number: location.line, text: sourceLine, isOffending: true)], column: location.column)
    }
}
