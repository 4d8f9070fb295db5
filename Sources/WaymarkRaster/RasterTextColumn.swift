/// Words to draw over a picture once its SVG is drawn: blocks of text one under another in a
/// column, each wrapped at word boundaries (inside a word only when one word is wider than the
/// column) to the column's width as the font's glyphs measure it, and cut with `…` after its last
/// allowed line. Laid out and drawn by Pango (``SVGRasterizer``), so every script the system's fonts
/// cover is shaped, and right-to-left paragraphs run right to left.
package struct RasterTextColumn: Sendable, Hashable {
    /// One block of words: a paragraph in one size, weight and colour.
    package struct Block: Sendable, Hashable {
        /// The words, one paragraph: control characters are not drawn.
        package var text: String
        /// The font's size in pixels (its em).
        package var size: Double
        /// Whether the words are bold.
        package var bold: Bool
        /// Their colour.
        package var colour: RasterColour
        /// The most lines the block takes; the last one ends in `…` when words are left over.
        package var maxLines: Int
        /// Pixels between the previous block's last line and this block's first (ignored for the first block).
        package var spaceBefore: Double

        /// Creates a block.
        package init(text: String, size: Double, bold: Bool = false, colour: RasterColour, maxLines: Int = 1, spaceBefore: Double = 0) {
            self.text = text
            self.size = size
            self.bold = bold
            self.colour = colour
            self.maxLines = maxLines
            self.spaceBefore = spaceBefore
        }
    }

    /// The column's left edge, in pixels from the picture's left.
    package var x: Double
    /// The top of the first block's first line, in pixels from the picture's top.
    package var top: Double
    /// The column's width in pixels: no line is wider.
    package var width: Double
    /// The font family, e.g. `DejaVu Sans` (the system's fonts fill in scalars it lacks).
    package var fontFamily: String
    /// The words' language as a BCP 47 tag, e.g. `en`, for shaping and the choice of fallback fonts.
    package var language: String
    /// The blocks, top to bottom; blocks without words take no room.
    package var blocks: [Block]

    /// Creates a column.
    package init(x: Double, top: Double, width: Double, fontFamily: String, language: String, blocks: [Block]) {
        self.x = x
        self.top = top
        self.width = width
        self.fontFamily = fontFamily
        self.language = language
        self.blocks = blocks
    }

    /// `text` without the scalars Pango must not be given: controls (U+0000…U+001F, U+007F…U+009F).
    static func drawable(_ text: String) -> String {
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: text.unicodeScalars.lazy.filter { !($0.value < 0x20 || (0x7F...0x9F).contains($0.value)) })
        return String(kept)
    }
}
