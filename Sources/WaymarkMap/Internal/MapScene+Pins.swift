import Foundation
import WaymarkGeo

extension MapScene {
    /// What the pin layer drew, for the legend.
    struct PinSummary {
        /// Legend rows for the categories present, in legend order.
        var rows: [MapLegendEntry] = []
        /// Whether at least one cluster badge was drawn.
        var hasClusters = false
    }

    /// Pins sorted by id (then position, then label, then href), the order clustering visits them.
    var orderedPins: [MapPin] {
        pins.sorted { a, b in
            if a.id != b.id { return a.id < b.id }
            if a.coordinate.latitude != b.coordinate.latitude { return a.coordinate.latitude < b.coordinate.latitude }
            if a.coordinate.longitude != b.coordinate.longitude { return a.coordinate.longitude < b.coordinate.longitude }
            if a.label != b.label { return a.label < b.label }
            return (a.href ?? "") < (b.href ?? "")
        }
    }

    /// The drawings of the pins: one of all of them (`layout`), or one per key of
    /// ``MapOptions/pinLayers``, each of the pins that list the key, clustered among themselves.
    func pinLayers(_ layout: PinLayout, frame: MapFrame) -> [PinLayer] {
        guard !options.pinLayers.isEmpty else { return [PinLayer(key: nil, shown: true, pins: pins, layout: layout)] }
        let ordered = orderedPins
        return options.pinLayers.enumerated().map { index, key in
            let members = ordered.filter { $0.layers.contains(key) }
            return PinLayer(key: key, shown: index == 0, pins: members, layout: pinLayout(of: members, frame: frame))
        }
    }

    /// What the legend of `layer` lists: its pins' categories with their counts, and whether it has badges.
    func pinSummary(_ layer: PinLayer, palette: PinPalette) -> PinSummary {
        PinSummary(rows: layer.key == nil ? palette.rows : palette.rows(counting: layer.pins), hasClusters: !layer.layout.badges.isEmpty)
    }

    /// Opens the group of a layer of a map drawn in layers (nothing for a map drawn once): hidden
    /// unless it is the first, for the page's stylesheet to show.
    func openLayer(_ layer: PinLayer, into out: inout SVGBuffer) {
        guard let key = layer.key else { return }
        out.append("<g class=\"pin-layer\" data-layer=\"")
        out.appendEscaped(key)
        out.append(layer.shown ? "\">\n" : "\" display=\"none\">\n")
    }

    /// Closes what ``openLayer(_:into:)`` opened.
    func closeLayer(_ layer: PinLayer, into out: inout SVGBuffer) {
        if layer.key != nil { out.append("</g>\n") }
    }

    /// Draws the pins and cluster badges of `layer` as its layout placed them, coloured by `palette`.
    func writePins(_ layer: PinLayer, palette: PinPalette, into out: inout SVGBuffer) {
        guard !layer.pins.isEmpty else { return }
        let layout = layer.layout
        out.append("<g stroke=\"#FFFFFF\" stroke-width=\"1.5\">\n")
        for index in layout.singles {
            let pin = layout.visible[index]
            writePin(pin, at: layout.points[index], entry: palette.entry(for: pin.category), into: &out)
        }
        for badge in layout.badges {
            writeBadge(badge.members.map { layout.visible[$0] }, at: badge.centre, palette: palette, into: &out)
        }
        out.append("</g>\n")
    }

    /// A count badge's radius in pixels: 8, growing slowly with the count, times `scale` (a style's
    /// pins larger than the standard ones get badges as much larger: ``MapStyle/badgeScale``).
    static func badgeRadius(count: Int, scale: Double = 1) -> Double { (8 + 3 * log10(Double(max(count, 1)))) * scale }

    /// Pixels kept between a badge's edge and the centre of a place or waypoint marker (an 8 px
    /// square with a 2 px stroke reaches 7.1 px from its centre at the corners).
    static let markerClearance = 7.5

    /// Where a badge of `radius` stands: at its seed pin, unless that would cover one of `markers`;
    /// then pushed straight away from that marker (upwards when they coincide) until its edge is
    /// ``markerClearance`` from the marker's centre — mirrored downwards when that would put it on
    /// the marker's label, which stands above the marker on its right (on its left within 80 px of
    /// the right edge of a `frameWidth`-wide map). A badge counts pins; it marks no single position.
    static func badgeCentre(seed: PixelPoint, radius: Double, clearOf markers: [PixelPoint], frameWidth: Double) -> PixelPoint {
        var centre = seed
        let needed = radius + markerClearance
        for marker in markers {
            let dx = centre.x - marker.x, dy = centre.y - marker.y
            let distance = (dx * dx + dy * dy).squareRoot()
            guard distance < needed else { continue }
            var (ux, uy) = distance > 1e-9 ? (dx / distance, dy / distance) : (0.0, -1.0)
            let labelOnRight = marker.x < frameWidth - 80
            if uy < 0, labelOnRight ? ux > 0 : ux < 0 { uy = -uy }
            centre = PixelPoint(x: marker.x + ux * needed, y: marker.y + uy * needed)
        }
        return centre
    }

    /// One pin: a link to its page (or a plain group) with a `<title>` and a coloured circle.
    private func writePin(_ pin: MapPin, at point: PixelPoint, entry: MapLegendEntry, into out: inout SVGBuffer) {
        let title = entry.label == options.words.label("", english: "Other") ? pin.label : "\(pin.label) (\(entry.label))"
        openLink(pin.href, label: title, into: &out)
        out.append("<title>")
        out.appendEscaped(title)
        out.append("</title><circle cx=\"")
        out.append(pixel: point.x)
        out.append("\" cy=\"")
        out.append(pixel: point.y)
        out.append("\" r=\"")
        out.append(pixel: options.style.pinRadius)
        out.append("\" fill=\"\(entry.colour)\"/>")
        closeLink(pin.href, into: &out)
    }

    /// A count badge for pins drawn together: in their shared colour (else the style's cluster
    /// colour), linking to the list page when every member has a page of its own.
    private func writeBadge(_ members: [MapPin], at point: PixelPoint, palette: PinPalette, into out: inout SVGBuffer) {
        let style = options.style
        let colours = Set(members.map { palette.entry(for: $0.category).colour })
        let fill = colours.count == 1 ? colours.first ?? style.cluster : style.cluster
        let href = members.allSatisfy { $0.href != nil } ? options.listHref : nil
        var title = options.words.counted(options.subject, members.count) + ": " + members.prefix(3).map(\.label).joined(separator: ", ")
        if members.count > 3 { title += options.words.andMore.replacing("{count}", with: String(members.count - 3)) }
        openLink(href, label: title, into: &out)
        out.append("<title>")
        out.appendEscaped(title)
        out.append("</title><circle cx=\"")
        out.append(pixel: point.x)
        out.append("\" cy=\"")
        out.append(pixel: point.y)
        out.append("\" r=\"")
        out.append(pixel: MapScene.badgeRadius(count: members.count, scale: style.badgeScale))
        out.append("\" fill=\"\(fill)\"/><text x=\"")
        out.append(pixel: point.x)
        out.append("\" y=\"")
        out.append(pixel: point.y + 3.5 * style.badgeScale)
        out.append("\" text-anchor=\"middle\" font-size=\"")
        out.append(pixel: 10 * style.badgeScale)
        out.append("\" font-weight=\"700\" fill=\"#FFFFFF\" stroke=\"none\">")
        out.append(integer: members.count)
        out.append("</text>")
        closeLink(href, into: &out)
    }

    /// Opens a pin's or badge's link, named by `label` for assistive technology (the map is then a
    /// `role="group"`, see ``MapScene/svg()``), or a plain group when there is no link.
    private func openLink(_ href: String?, label: String, into out: inout SVGBuffer) {
        if let href {
            out.append("<a href=\"")
            out.appendEscaped(href)
            out.append("\" aria-label=\"")
            out.appendEscaped(label)
            out.append("\">")
        } else {
            out.append("<g>")
        }
    }

    private func closeLink(_ href: String?, into out: inout SVGBuffer) {
        out.append(href == nil ? "</g>\n" : "</a>\n")
    }

    /// Legend rows for the categories among the pins, with their counts (see ``PinPalette``).
    func legendRows() -> [MapLegendEntry] {
        PinPalette(pins: pins, mode: options.legend, words: options.words).rows
    }
}
