/// A fenced code block of a Markdown text, handed to a `render(_:rootPrefix:fencedBlocks:)` hook so a
/// later feature (the ```` ```waymark ```` query blocks) can put its own HTML in its place.
package struct FencedBlock: Sendable, Hashable {
    /// The first word of the info string (`waymark` for ```` ```waymark map ````).
    package var language: String
    /// The whole info string after the fence.
    package var info: String
    /// The block's text, ending in a newline.
    package var literal: String
    /// 1-based line of the opening fence within the Markdown text.
    package var line: Int
    /// 1-based line of the closing fence, as cmark-gfm found it; for a block never closed, the last
    /// line of the text (CommonMark closes it at the end of its container).
    package var lastLine: Int

    /// Creates a block.
    package init(language: String, info: String, literal: String, line: Int, lastLine: Int) {
        self.language = language
        self.info = info
        self.literal = literal
        self.line = line
        self.lastLine = lastLine
    }
}
