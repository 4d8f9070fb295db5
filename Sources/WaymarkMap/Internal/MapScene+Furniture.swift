import WaymarkGeo

extension MapScene {
    /// Legend geometry: inset from the top-left corner, row height, approximate glyph width.
    static let legendInset = 8.0
    static let legendRowHeight = 16.0
    static let glyphWidth = 6.1

    /// The legend box width for these labels, in pixels (an estimate: 6.1 px per character at 11 px).
    static func legendWidth(_ labels: [String]) -> Double {
        let longest = labels.map { Double($0.unicodeScalars.count) }.max() ?? 0
        return (28 + longest * glyphWidth + 8).rounded(.up)
    }

    /// Every label the legend will show, in order (used for fitting margins and for drawing).
    func legendLabels(_ summary: PinSummary) -> [String] {
        var labels = summary.rows.map(\.label)
        if summary.hasClusters { labels.append(options.words.nearbyPins) }
        if let areaLabel, !areas.isEmpty { labels.append(areaLabel) }
        if let lineLabel, !lines.isEmpty { labels.append(lineLabel) }
        return labels
    }

    /// Draws the legend box in the top-left corner.
    func writeLegend(_ summary: PinSummary, into out: inout SVGBuffer) {
        let labels = legendLabels(summary)
        guard !labels.isEmpty else { return }
        let style = options.style
        let x = MapScene.legendInset
        let y = MapScene.legendInset
        let width = MapScene.legendWidth(labels)
        let height = Double(labels.count) * MapScene.legendRowHeight + 8
        out.append("<g fill=\"\(style.text)\"><rect x=\"")
        out.append(pixel: x)
        out.append("\" y=\"")
        out.append(pixel: y)
        out.append("\" width=\"")
        out.append(pixel: width)
        out.append("\" height=\"")
        out.append(pixel: height)
        out.append("\" rx=\"4\" fill=\"#FFFFFF\" fill-opacity=\"0.9\" stroke=\"#BBBBBB\" stroke-width=\"0.8\"/>")
        var row = 0
        func rowY() -> Double { y + 4 + MapScene.legendRowHeight * (Double(row) + 0.5) }
        func label(_ text: String) {
            out.append("<text x=\"")
            out.append(pixel: x + 22)
            out.append("\" y=\"")
            out.append(pixel: rowY() + 4)
            out.append("\">")
            out.appendEscaped(text)
            out.append("</text>")
            row += 1
        }
        for entry in summary.rows {
            out.append("<circle cx=\"")
            out.append(pixel: x + 11)
            out.append("\" cy=\"")
            out.append(pixel: rowY())
            out.append("\" r=\"5\" fill=\"\(entry.colour)\" stroke=\"#FFFFFF\" stroke-width=\"1.2\"/>")
            label(entry.label)
        }
        if summary.hasClusters {
            out.append("<circle cx=\"")
            out.append(pixel: x + 11)
            out.append("\" cy=\"")
            out.append(pixel: rowY())
            out.append("\" r=\"6.5\" fill=\"\(style.cluster)\"/><text x=\"")
            out.append(pixel: x + 11)
            out.append("\" y=\"")
            out.append(pixel: rowY() + 3)
            out.append("\" text-anchor=\"middle\" font-size=\"8\" font-weight=\"700\" fill=\"#FFFFFF\">n</text>")
            label(options.words.nearbyPins)
        }
        if let areaLabel, !areas.isEmpty {
            out.append("<rect x=\"")
            out.append(pixel: x + 5)
            out.append("\" y=\"")
            out.append(pixel: rowY() - 5)
            out.append("\" width=\"12\" height=\"10\" fill=\"\(style.accent)\" fill-opacity=\"0.07\" stroke=\"\(style.accent)\" stroke-width=\"1.2\" stroke-dasharray=\"3 2\"/>")
            label(areaLabel)
        }
        if let lineLabel, !lines.isEmpty {
            out.append("<path d=\"M")
            out.append(pixel: x + 4)
            out.append(" ")
            out.append(pixel: rowY())
            out.append("h14\" stroke=\"\(style.accent)\" stroke-width=\"2.2\"/>")
            label(lineLabel)
        }
        out.append("</g>\n")
    }

    /// The scale bar drawn in the bottom-left corner, true at the view's centre latitude.
    func scaleBar(frame: MapFrame) -> ScaleBar? {
        let metresPerPixel = viewport.metresPerPixel(atLatitude: viewport.center.latitude)
        return ScaleBar.fitting(metresPerPixel: metresPerPixel, maxPixels: min(120, frame.width * 0.3), unit: options.unit)
    }

    /// Draws a scale bar in the bottom-left corner, true at the view's centre latitude.
    func writeScaleBar(frame: MapFrame, into out: inout SVGBuffer) {
        guard let bar = scaleBar(frame: frame) else { return }
        let style = options.style
        let x = 10.0
        let y = frame.height - 10
        out.append("<g fill=\"none\" stroke-linecap=\"square\"><path d=\"M")
        out.append(pixel: x)
        out.append(" ")
        out.append(pixel: y - 4)
        out.append("v4h")
        out.append(pixel: bar.pixels)
        out.append("v-4\" stroke=\"#FFFFFF\" stroke-width=\"3.5\"/><path d=\"M")
        out.append(pixel: x)
        out.append(" ")
        out.append(pixel: y - 4)
        out.append("v4h")
        out.append(pixel: bar.pixels)
        out.append("v-4\" stroke=\"\(style.text)\" stroke-width=\"1.5\"/><text x=\"")
        out.append(pixel: x)
        out.append("\" y=\"")
        out.append(pixel: y - 8)
        out.append("\" font-size=\"10\" fill=\"\(style.text)\"\(style.halo(width: "2.5"))>")
        out.appendEscaped(options.words.number(bar.label))
        out.append("</text></g>\n")
    }

    /// Draws the empty-state message in a box at the centre, wrapped to the map's width.
    func writeEmptyMessage(_ message: String, frame: MapFrame, into out: inout SVGBuffer) {
        let (lines, box) = emptyMessageBox(message, frame: frame)
        let top = box.minY, width = box.maxX - box.minX, height = box.maxY - box.minY
        out.append("<g><rect x=\"")
        out.append(pixel: (frame.width - width) / 2)
        out.append("\" y=\"")
        out.append(pixel: top)
        out.append("\" width=\"")
        out.append(pixel: width)
        out.append("\" height=\"")
        out.append(pixel: height)
        out.append("\" rx=\"6\" fill=\"#FFFFFF\" fill-opacity=\"0.92\" stroke=\"#BBBBBB\" stroke-width=\"0.8\"/>")
        out.append("<text text-anchor=\"middle\" font-size=\"13\" fill=\"\(options.style.text)\">")
        for (index, line) in lines.enumerated() {
            out.append("<tspan x=\"")
            out.append(pixel: frame.width / 2)
            out.append("\" y=\"")
            out.append(pixel: top + 8 + 18 * Double(index) + 13)
            out.append("\">")
            out.appendEscaped(line)
            out.append("</tspan>")
        }
        out.append("</text></g>\n")
    }

    /// The empty-state message's lines and its box at the centre, wrapped to the map's width.
    func emptyMessageBox(_ message: String, frame: MapFrame) -> (lines: [String], box: PixelRect) {
        let glyph = 7.0
        let maxChars = max(12, Int((frame.width - 48) / glyph))
        let lines = MapScene.wrap(message, maxCharacters: maxChars)
        let longest = Double(lines.map { $0.unicodeScalars.count }.max() ?? 0)
        let width = min(frame.width - 16, longest * glyph + 28)
        let height = Double(lines.count) * 18 + 16
        let top = min(frame.height - height - 24, max(4, frame.height * emptyMessagePosition - height / 2))
        let left = (frame.width - width) / 2
        return (lines, PixelRect(minX: left, minY: top, maxX: left + width, maxY: top + height))
    }

    /// Greedy word wrap to at most `maxCharacters` per line (a longer single word keeps its own line).
    static func wrap(_ text: String, maxCharacters: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if current.isEmpty {
                current = String(word)
            } else if current.unicodeScalars.count + 1 + word.unicodeScalars.count <= maxCharacters {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
