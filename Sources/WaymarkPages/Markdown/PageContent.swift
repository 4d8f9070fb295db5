import WaymarkCore
import WaymarkDiscovery
import WaymarkMarkdown
import WaymarkRender
import WaymarkTheme

/// A Markdown page's `content`: its one parse's HTML with the HTML of its ```` ```waymark ````
/// blocks in the gaps (``ParsedMarkdown/html(filling:)``), made when the page renders.
///
/// For a fingerprint (``TemplateEncodingPurpose/fingerprint``) it encodes what makes that HTML
/// instead: the parse's pieces and, per block, its source, its errors or what its query found with
/// the page each found record links to. So planning a page renders no block and draws no map, and
/// the page renders again exactly when what its blocks show changed.
struct PageContent: Encodable, Sendable {
    /// The page's parse; `nil` for a page that shows no Markdown (pages 2 and later of a list).
    var parsed: ParsedMarkdown?
    /// The page's blocks, run; `nil` when it has none.
    var blocks: PageQueryBlocks?
    /// The page's output path, which the blocks' links start from.
    var pagePath: String

    /// True when the page shows any HTML: a piece of its parse that is not empty, or a block (a
    /// block always writes something, a notice when it fails).
    var isEmpty: Bool {
        guard let parsed else { return true }
        let filled = parsed.segments.count > 1 && !(blocks?.runs.isEmpty ?? true)
        return !filled && parsed.segments.allSatisfy(\.isEmpty)
    }

    /// The HTML the template writes.
    var html: String {
        guard let parsed else { return "" }
        return parsed.html(filling: blocks?.html(pagePath: pagePath, linksGeoJSON: true) ?? [])
    }

    private enum InputKeys: String, CodingKey { case segments, blocks }

    func encode(to encoder: any Encoder) throws {
        guard encoder.templatePurpose == .fingerprint else {
            var container = encoder.singleValueContainer()
            try container.encode(html)
            return
        }
        var container = encoder.container(keyedBy: InputKeys.self)
        try container.encode(parsed?.segments ?? [], forKey: .segments)
        try container.encode(blocks.map { blocks in blocks.runs.map { BlockInput($0, context: blocks.context) } } ?? [],
                             forKey: .blocks)
    }

    /// What one block's HTML is made from.
    private struct BlockInput: Encodable {
        /// The block's info string (`waymark title=…`).
        var info: String
        /// The block's text: its query.
        var literal: String
        /// Its errors, as reported.
        var errors: [String]
        /// What its query found.
        var result: QueryResult?
        /// The site path of each found record's page, empty for one without a page.
        var links: [String]

        init(_ run: QueryBlockRun, context: QueryBlockContext) {
            info = run.block.info
            literal = run.block.literal
            switch run.outcome {
            case .invalid(let errors):
                self.errors = errors.map(\.description)
                result = nil
                links = []
            case .failed(_, let error):
                errors = [error.description]
                result = nil
                links = []
            case .ran(_, let found):
                errors = []
                result = found
                links = found.rows.map { context.pageLink(found.subject, $0.id) ?? "" }
            }
        }
    }
}
