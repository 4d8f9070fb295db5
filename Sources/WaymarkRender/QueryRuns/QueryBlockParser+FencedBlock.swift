import WaymarkDiscovery
import WaymarkMarkdown

extension QueryBlockParser {
    /// The ```` ```waymark ```` block cmark-gfm found, or every problem found in it.
    package func parse(_ block: FencedBlock) -> Result<QueryBlock, QueryBlockErrors> {
        parse(block.literal, line: block.line)
    }
}
