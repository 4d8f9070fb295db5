/// One Markdown text parsed and rendered by cmark-gfm once: the HTML around its query blocks, the
/// blocks themselves, its site-absolute links and its headings. Everything later stages need from
/// a page's Markdown comes from here; nothing parses the text again.
package struct ParsedMarkdown: Sendable, Hashable {
    /// The HTML before, between and after the blocks: one more piece than there are `blocks`.
    package var segments: [String]
    /// The fenced blocks whose info string starts with the query language (`waymark`), in document
    /// order (as cmark-gfm sees them: blocks inside lists and quotes count, indented code does not).
    package var blocks: [FencedBlock]
    /// The site-absolute link and image targets (`/about/`), in document order, as written.
    package var links: [MarkdownLink]
    /// The headings with the `id` each was given.
    package var headings: [MarkdownHeading]
    /// Whether raw HTML was passed through (`markdown.unsafeHTML`).
    package var unsafeHTML: Bool
    /// The prefix site-absolute links were made relative with (`../../`).
    package var rootPrefix: String
    /// The link and image targets with a refused scheme (``MarkdownRenderer/links(in:)``), in document order.
    package var refusedLinks: [MarkdownLink]

    /// A parse result (see the properties); `segments` must have one more piece than `blocks`.
    package init(segments: [String], blocks: [FencedBlock], links: [MarkdownLink], headings: [MarkdownHeading],
                unsafeHTML: Bool, rootPrefix: String, refusedLinks: [MarkdownLink] = []) {
        self.segments = segments
        self.blocks = blocks
        self.links = links
        self.headings = headings
        self.unsafeHTML = unsafeHTML
        self.rootPrefix = rootPrefix
        self.refusedLinks = refusedLinks
    }

    /// The page's HTML with `blocks[i]` (each ending in a line break, like cmark's own blocks)
    /// where block `i` was; a block without HTML of its own is left out.
    package func html(filling blocks: [String]) -> String {
        guard segments.count > 1 else { return segments.first ?? "" }
        var out = ""
        out.reserveCapacity(segments.reduce(0) { $0 + $1.utf8.count } + blocks.reduce(0) { $0 + $1.utf8.count })
        for (index, segment) in segments.enumerated() {
            out += segment
            if index < blocks.count, index < segments.count - 1 { out += blocks[index] }
        }
        return out
    }
}
