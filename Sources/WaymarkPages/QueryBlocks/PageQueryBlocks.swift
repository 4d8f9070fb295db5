import WaymarkCore
import WaymarkDiscovery
import WaymarkMarkdown
import WaymarkModel
import WaymarkOutput
import WaymarkRender

/// The ```` ```waymark ```` blocks of one page or report, each parsed and run once: checked when the
/// build plans (every bad block is an error at its key's line and column) and filled into the
/// page's one rendering (``ParsedMarkdown/html(filling:)``).
package struct PageQueryBlocks: Sendable {
    /// The page.
    package let page: ContentPage
    /// What the blocks' results link to.
    package let context: QueryBlockContext
    /// The page's blocks in document order, parsed and run.
    package let runs: [QueryBlockRun]

    /// The blocks of `page` with their `runs` (``SiteContent/queryRuns``), results linked through `context`.
    package init(page: ContentPage, runs: [QueryBlockRun], context: QueryBlockContext) {
        self.page = page
        self.runs = runs
        self.context = context
    }

    /// The blocks of `page`, run now against `context`.
    package init(page: ContentPage, context: QueryBlockContext) {
        self.init(page: page, runs: QueryBlockRun.runs(of: page, discovery: context.discovery, today: context.today),
                  context: context)
    }

    /// Every problem of every block: parse errors at their keys, then query errors (an unknown
    /// ICAO code or place) at the key that names it.
    package var diagnostics: [Diagnostic] { runs.flatMap(\.diagnostics) }

    /// The outputs of the page's blocks in order (`nil` for a block that fails), with links relative
    /// to `pagePath`. Map ids are `<prefix>-1`, `<prefix>-2`, … in block order.
    package func outputs(pagePath: String, mapPrefix: String = "waymark-query") -> [(FencedBlock, Result<QueryBlockOutput, Diagnostic>)] {
        let runner = QueryBlockRunner(context: context)
        return runs.enumerated().map { index, run in
            WorkCounter.blockRenders.record(run.block.literal)
            switch run.outcome {
            case .invalid(let errors):
                let first = errors.first ?? Diagnostic(.error, at: SourceLocation(path: page.displayPath), "bad waymark block")
                return (run.block, .failure(first))
            case .failed(_, let error):
                return (run.block, .failure(error))
            case .ran(let parsed, let result):
                return (run.block, .success(runner.output(parsed, result: result, pagePath: pagePath, mapID: "\(mapPrefix)-\(index + 1)")))
            }
        }
    }

    /// The HTML of each block in order, to fill the gaps of the page's ``ContentPage/parsed`` body:
    /// a failing block (already reported at plan time) becomes a short notice. With `linksGeoJSON`
    /// (the caller writes the files of ``geoJSONPath(number:pagePath:)``), every map is followed by
    /// a link to its GeoJSON.
    package func html(pagePath: String, linksGeoJSON: Bool = false) -> [String] {
        let page = OutputPath(pagePath)
        return outputs(pagePath: pagePath).enumerated().map { index, item in
            switch item.1 {
            case .success(let output):
                let link = page.flatMap { page in
                    linksGeoJSON ? SiteLink.relative(from: pagePath, to: Self.geoJSONPath(number: index + 1, pagePath: page).description) : nil
                }
                return output.html(geoJSONLink: link)
            case .failure(let error):
                return "<p class=\"query-error\">\(Escaper.markup(context.words.text("query.error", ["message": error.message])))</p>\n"
            }
        }
    }
}
