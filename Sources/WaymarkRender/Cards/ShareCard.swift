import WaymarkCore
import WaymarkGeo
import WaymarkMap
import WaymarkRaster

/// The picture a link preview shows for a page (`og:image`): 1200 × 630 pixels, the page's words
/// on the left — the site's name, a status line in the status colour (`Lost cat`, a charter's
/// dates), the title in up to three lines and one line of detail — and the page's own map on the
/// right, drawn by WaymarkMap for the card's size with a large pin (README, "Share cards").
///
/// A card is a plain value made at plan time; its picture depends on nothing else, so
/// ``fingerprint`` (a hash of every field) keys it in the render caches. The SVG its shapes are
/// drawn from is kept cheap for librsvg: no filters, masks, blur, group opacity or haloed text; the
/// words are DejaVu Sans, laid out by Pango.
package struct ShareCard: Sendable {
    /// The card's width in pixels.
    package static let width = 1200
    /// The card's height in pixels.
    package static let height = 630
    /// The map panel's size: the right part of the card, full height.
    package static let mapSize = PixelSize(width: 560, height: 630)
    /// Where the map panel starts, in pixels from the card's left edge.
    package static let mapLeft = 640
    /// The one font the card names (Debian `fonts-dejavu-core`).
    package static let fontFamily = "DejaVu Sans"
    /// The card's background, behind the text: white.
    package static let background = "#FFFFFF"

    /// The site's name, drawn small at the top (the site's address on the site card, whose title is the name).
    package var siteName: String
    /// The status, in one or two lines, e.g. `Lost cat`, `12–19 June 2026`, `3 lost and found pets`.
    package var status: String
    /// The status line's colour and the edge bar's, `#RRGGBB` (``ShareCardPalette``).
    package var statusColour: String
    /// The title: up to three lines, cut with `…`.
    package var title: String
    /// One line under the title (distance, dates, address), cut with `…`; `nil` for none.
    package var detail: String?
    /// The language code of the words, e.g. `en` (for the map's words and the fingerprint).
    package var language: String
    /// The map's own words (numbers, credits) in the card's language.
    package var mapWords: MapWords
    /// What the map panel shows.
    package var map: ShareCardMap

    /// Creates a card.
    package init(siteName: String, status: String, statusColour: String, title: String, detail: String?,
                 language: String, mapWords: MapWords = .english, map: ShareCardMap) {
        self.siteName = siteName
        self.status = status
        self.statusColour = statusColour
        self.title = title
        self.detail = detail
        self.language = language
        self.mapWords = mapWords
        self.map = map
    }

    /// One line saying what the card shows, for `og:image:alt`: `Lost cat: Mimi — Last seen 20 May 2026`
    /// (without the status and its colon when there is none, as on the card of a site with no records).
    package var alt: String {
        let status = ShareCardText.oneLine(status)
        let head = (status.isEmpty ? "" : status + ": ") + ShareCardText.oneLine(title)
        guard let detail = detail.map(ShareCardText.oneLine), !detail.isEmpty else { return head }
        return head + " — " + detail
    }

    /// A hash of everything the picture depends on (every field and the map's inputs) and the
    /// card layout's version, for ``PageJob/fingerprint``.
    package var fingerprint: StableHash {
        var hash = StableHash()
        hash.combine("share-card-4")
        hash.combine(siteName)
        hash.combine(status)
        hash.combine(statusColour)
        hash.combine(title)
        hash.combine(detail)
        hash.combine(language)
        map.combine(into: &hash)
        return hash
    }

    /// The card's shapes as a standalone SVG document of ``width`` × ``height``: the edge bar in the
    /// status colour and the map panel. The words are laid over them by Pango (``words``), not drawn
    /// as SVG text, which librsvg fills glyph outline by outline at several times the cost.
    package func svg() -> String {
        var out = ""
        out.reserveCapacity(32_768)
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.width)\" height=\"\(Self.height)\" viewBox=\"0 0 \(Self.width) \(Self.height)\""
        out += " font-family=\"\(Self.fontFamily)\" xml:lang=\"\(Escaper.markup(language))\">\n"
        out += "<rect width=\"14\" height=\"\(Self.height)\" fill=\"\(ShareCardPalette.checked(statusColour))\"/>\n"
        out += "<g transform=\"translate(\(Self.mapLeft) 0)\">\n"
        out += map.svg(title: ShareCardText.oneLine(title), words: mapWords)
        out += "</g>\n</svg>\n"
        return out
    }

    /// The card's words: site name, status, title and detail in the left column (``ShareCardLayout``).
    package var words: RasterTextColumn { ShareCardLayout.left.column(for: self) }

    /// The card as PNG bytes: ``picture()`` written by ``PNGEncoder``.
    /// - Throws: ``RasterError`` with librsvg's message when the picture cannot be drawn.
    package func png() throws -> [UInt8] {
        PNGEncoder.encode(try picture())
    }

    /// The card's pixels: ``svg()`` rasterised over the white background, ``words`` over it.
    package func picture() throws -> RasterImage {
        let background = RasterColour(hex: Self.background) ?? RasterColour(red: 255, green: 255, blue: 255)
        return try SVGRasterizer.rasterize(Array(svg().utf8), width: Self.width, height: Self.height, background: background, text: words)
    }
}
