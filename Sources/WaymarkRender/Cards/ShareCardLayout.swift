import WaymarkRaster

/// Where a ``ShareCard``'s words go: one column left of the map, its blocks one under another —
/// the site's name, the status (up to two lines), the title (up to three), the detail (up to two) —
/// each wrapped to the column's width by the glyphs' own widths. Sizes and spaces in pixels.
struct ShareCardLayout {
    /// The column's left edge, top and width (it ends 32 pixels short of the map).
    let x = 56.0, top = 52.0, width = 552.0
    /// The site's name: size, most lines.
    let siteSize = 28.0, siteLines = 1
    /// The status: size, most lines, space above.
    let statusSize = 34.0, statusLines = 2, statusSpace = 30.0
    /// The title: size, most lines, space above.
    let titleSize = 50.0, titleLines = 3, titleSpace = 24.0
    /// The detail under the title: size, most lines, space above.
    let detailSize = 28.0, detailLines = 2, detailSpace = 28.0

    /// The layout every card uses.
    static let left = ShareCardLayout()

    /// The column of `card`'s words, in its colours.
    func column(for card: ShareCard) -> RasterTextColumn {
        func colour(_ hex: String) -> RasterColour { RasterColour(hex: hex) ?? RasterColour(red: 0, green: 0, blue: 0) }
        let blocks: [RasterTextColumn.Block] = [
            .init(text: ShareCardText.oneLine(card.siteName), size: siteSize, colour: colour(ShareCardPalette.quiet), maxLines: siteLines),
            .init(text: ShareCardText.oneLine(card.status), size: statusSize, bold: true,
                  colour: colour(ShareCardPalette.checked(card.statusColour)), maxLines: statusLines, spaceBefore: statusSpace),
            .init(text: ShareCardText.oneLine(card.title), size: titleSize, bold: true, colour: colour(ShareCardPalette.ink),
                  maxLines: titleLines, spaceBefore: titleSpace),
            .init(text: ShareCardText.oneLine(card.detail ?? ""), size: detailSize, colour: colour(ShareCardPalette.body),
                  maxLines: detailLines, spaceBefore: detailSpace),
        ]
        return RasterTextColumn(x: x, top: top, width: width, fontFamily: ShareCard.fontFamily, language: card.language, blocks: blocks)
    }
}
