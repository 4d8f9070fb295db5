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
/// ``fingerprint`` (a hash of every field) keys it in the render caches. The SVG it is drawn from
/// is kept cheap for librsvg: no filters, masks, blur or group opacity, text in DejaVu Sans only.
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
        hash.combine("share-card-3")
        hash.combine(siteName)
        hash.combine(status)
        hash.combine(statusColour)
        hash.combine(title)
        hash.combine(detail)
        hash.combine(language)
        map.combine(into: &hash)
        return hash
    }

    /// The card as a standalone SVG document of ``width`` × ``height``.
    package func svg() -> String {
        var out = ""
        out.reserveCapacity(32_768)
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.width)\" height=\"\(Self.height)\" viewBox=\"0 0 \(Self.width) \(Self.height)\""
        out += " font-family=\"\(Self.fontFamily)\" xml:lang=\"\(Escaper.markup(language))\">\n"
        out += "<rect width=\"\(Self.width)\" height=\"\(Self.height)\" fill=\"\(Self.background)\"/>\n"
        let colour = ShareCardPalette.checked(statusColour)
        out += "<rect width=\"14\" height=\"\(Self.height)\" fill=\"\(colour)\"/>\n"
        let layout = ShareCardLayout.left
        out += text(ShareCardText.lines(siteName, perLine: layout.sitePerLine, limit: 1).first ?? "",
                    y: layout.siteBaseline, size: layout.siteSize, weight: nil, fill: ShareCardPalette.quiet)
        let statusLines = ShareCardText.lines(status, perLine: layout.statusPerLine, limit: layout.statusLines)
        for (index, line) in statusLines.enumerated() {
            out += text(line, y: layout.statusBaseline + Double(index) * layout.statusLeading, size: layout.statusSize,
                        weight: "bold", fill: colour)
        }
        // A status of two lines moves everything under it down by one of its lines.
        let titleBaseline = layout.titleBaseline + Double(max(statusLines.count, 1) - 1) * layout.statusLeading
        let titleLines = ShareCardText.lines(title, perLine: layout.titlePerLine, limit: layout.titleLines)
        for (index, line) in titleLines.enumerated() {
            out += text(line, y: titleBaseline + Double(index) * layout.titleLeading, size: layout.titleSize,
                        weight: "bold", fill: ShareCardPalette.ink)
        }
        if let detail {
            let top = titleBaseline + Double(max(titleLines.count, 1) - 1) * layout.titleLeading + layout.detailGap
            for (index, line) in ShareCardText.lines(detail, perLine: layout.detailPerLine, limit: layout.detailLines).enumerated() {
                out += text(line, y: top + Double(index) * layout.detailLeading, size: layout.detailSize, weight: nil,
                            fill: ShareCardPalette.body)
            }
        }
        out += "<g transform=\"translate(\(Self.mapLeft) 0)\">\n"
        out += map.svg(title: ShareCardText.oneLine(title), words: mapWords)
        out += "</g>\n</svg>\n"
        return out
    }

    /// The card as PNG bytes: ``svg()`` rasterised by librsvg and written by ``PNGEncoder``.
    /// - Throws: ``RasterError`` with librsvg's message when the picture cannot be drawn.
    package func png() throws -> [UInt8] {
        try PNGEncoder.encode(try picture())
    }

    /// The card's pixels (``svg()`` rasterised over the white background).
    package func picture() throws -> RasterImage {
        let background = RasterColour(hex: Self.background) ?? RasterColour(red: 255, green: 255, blue: 255)
        return try SVGRasterizer.rasterize(Array(svg().utf8), width: Self.width, height: Self.height, background: background)
    }

    /// One `<text>` line of the left column, its words escaped for XML by scalar.
    private func text(_ line: String, y: Double, size: Double, weight: String?, fill: String) -> String {
        guard !line.isEmpty else { return "" }
        var out = "<text x=\"\(ShareCardLayout.left.x)\" y=\"\(ShareCardLayout.number(y))\" font-size=\"\(ShareCardLayout.number(size))\""
        if let weight { out += " font-weight=\"\(weight)\"" }
        out += " fill=\"\(fill)\">"
        out += Escaper.markup(line)
        out += "</text>\n"
        return out
    }
}
