import WaymarkCore
import WaymarkDiscovery
import WaymarkMarkdown
import WaymarkModel

extension QueryBlockRun {
    /// Parses and runs every block of `page` (from its one parse, ``ContentPage/parsed``) against
    /// `discovery`, with `today` as the first day of the default charter window.
    package static func runs(of page: ContentPage, discovery: DiscoveryIndex, today: CalendarDate) -> [QueryBlockRun] {
        let blocks = page.parsed.blocks
        guard !blocks.isEmpty else { return [] }
        let parser = QueryBlockParser(path: page.displayPath, body: page.body, bodyLine: page.bodyLine)
        return blocks.map { block in
            switch parser.parse(block) {
            case .failure(let errors):
                return QueryBlockRun(block: block, outcome: .invalid(errors.diagnostics))
            case .success(let parsed):
                switch run(parsed, discovery: discovery, today: today) {
                case .failure(let error):
                    return QueryBlockRun(block: block, outcome: .failed(parsed, parser.diagnostic(error.message, at: error.location)))
                case .success(let result):
                    return QueryBlockRun(block: block, outcome: .ran(parsed, result))
                }
            }
        }
    }

    /// The results of `block`, or an error at the key that named what the data does not have
    /// (`near-airport`, `route`, `near-place`) or at the key of a conflict.
    static func run(_ block: QueryBlock, discovery: DiscoveryIndex, today: CalendarDate) -> Result<QueryResult, Diagnostic> {
        WorkCounter.queries.record(block.title ?? "")
        do {
            return .success(try discovery.run(block.spec, today: today))
        } catch {
            let key: String
            switch error {
            case .usage(let usage): key = usage.key
            case .discovery(.unknownAirport):
                if case .airport = block.spec.anchor { key = "near-airport" } else { key = "route" }
            case .discovery(.unknownPlace), .discovery(.placeWithoutCoordinate): key = "near-place"
            }
            let message: String
            switch error {
            case .usage(let usage): message = usage.description
            case .discovery(let discovery): message = "\(QueryBlockParser.canonical(key)): \(discovery.description)"
            }
            return .failure(Diagnostic(.error, at: block.location(of: key), message))
        }
    }
}
