import WaymarkCore
import WaymarkDiscovery
import WaymarkModel

/// The ```` ```waymark ```` blocks of one page or report: checked when the build plans (every bad
/// block is an error at its key's line and column) and rendered in place when the page renders.
public struct PageQueryBlocks: Sendable {
    /// The info-string word that marks a query block.
    public static let language = "waymark"

    /// The page.
    public let page: ContentPage
    /// What queries run against.
    public let context: QueryBlockContext

    /// The blocks of `page`, run against `context`.
    public init(page: ContentPage, context: QueryBlockContext) {
        self.page = page
        self.context = context
    }

    /// The fenced blocks of the page whose info string starts with `waymark`, in document order
    /// (as cmark-gfm sees them: blocks inside lists and quotes count, indented code does not).
    public func fencedBlocks(markdown: MarkdownRenderer) -> [FencedBlock] {
        guard page.body.mayContainFencedBlock else { return [] }
        let found = FencedBlockCollector()
        _ = markdown.render(page.body, fencedBlocks: { block in
            if block.language == Self.language { found.blocks.append(block) }
            return nil
        })
        return found.blocks
    }

    /// Every problem of every block: parse errors at their keys, then query errors (an unknown
    /// ICAO code or place) at the key that names it.
    public func diagnostics(markdown: MarkdownRenderer) -> [Diagnostic] {
        let blocks = fencedBlocks(markdown: markdown)
        guard !blocks.isEmpty else { return [] }
        let parser = QueryBlockParser(path: page.displayPath, body: page.body, bodyLine: page.bodyLine)
        let runner = QueryBlockRunner(context: context)
        var problems: [Diagnostic] = []
        for block in blocks {
            switch parser.parse(block) {
            case .failure(let errors): problems += errors.diagnostics
            case .success(let parsed):
                if case .failure(let error) = runner.run(parsed) {
                    problems.append(parser.diagnostic(error.message, at: error.location))
                }
            }
        }
        return problems
    }

    /// The outputs of the page's blocks in order (`nil` for a block that fails), with links relative
    /// to `pagePath`. Map ids are `<prefix>-1`, `<prefix>-2`, … in block order.
    public func outputs(markdown: MarkdownRenderer, pagePath: String, mapPrefix: String = "waymark-query") -> [(FencedBlock, Result<QueryBlockOutput, Diagnostic>)] {
        let parser = QueryBlockParser(path: page.displayPath, body: page.body, bodyLine: page.bodyLine)
        let runner = QueryBlockRunner(context: context)
        return fencedBlocks(markdown: markdown).enumerated().map { index, block in
            switch parser.parse(block) {
            case .failure(let errors):
                let first = errors.diagnostics.first ?? Diagnostic(.error, at: SourceLocation(path: page.displayPath), "bad waymark block")
                return (block, .failure(first))
            case .success(let parsed):
                switch runner.run(parsed) {
                case .failure(let error): return (block, .failure(error))
                case .success(let result):
                    return (block, .success(runner.output(parsed, result: result, pagePath: pagePath, mapID: "\(mapPrefix)-\(index + 1)")))
                }
            }
        }
    }

    /// The hook for ``MarkdownRenderer/render(_:rootPrefix:fencedBlocks:)``: each `waymark` block
    /// becomes its HTML (a failing block, already reported at plan time, becomes a short notice).
    /// With `linksGeoJSON` (the caller writes the files of ``geoJSONPath(number:pagePath:)``), every
    /// map is followed by a link to its GeoJSON.
    public func htmlHook(markdown: MarkdownRenderer, pagePath: String, linksGeoJSON: Bool = false) -> (FencedBlock) -> String? {
        let rendered = outputs(markdown: markdown, pagePath: pagePath)
        let page = OutputPath(pagePath)
        var byLine: [Int: String] = [:]
        for (index, (block, output)) in rendered.enumerated() {
            switch output {
            case .success(let output):
                let link = page.flatMap { page in
                    linksGeoJSON ? SiteLink.relative(from: pagePath, to: Self.geoJSONPath(number: index + 1, pagePath: page).description) : nil
                }
                byLine[block.line] = output.html(geoJSONLink: link)
            case .failure(let error):
                byLine[block.line] = "<p class=\"query-error\">This query could not run: \(XMLEscaping.escape(error.message))</p>\n"
            }
        }
        return { block in block.language == Self.language ? byLine[block.line] : nil }
    }
}

/// Collects blocks from inside the renderer's hook (a reference, so the escaping hook can fill it).
private final class FencedBlockCollector {
    var blocks: [FencedBlock] = []
}
