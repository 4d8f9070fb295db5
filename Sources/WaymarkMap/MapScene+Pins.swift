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

    /// Draws pins and cluster badges; returns what the legend needs.
    func writePins(frame: MapFrame, into out: inout SVGBuffer) -> PinSummary {
        let palette = PinPalette(pins: pins, mode: options.legend)
        var summary = PinSummary(rows: palette.rows, hasClusters: false)
        guard !pins.isEmpty else { return summary }
        let style = options.style
        let sorted = orderedPins
        let margin = style.pinRadius
        var visible: [MapPin] = []
        var points: [PixelPoint] = []
        for pin in sorted {
            let p = frame.viewport.pixel(for: pin.coordinate)
            let point = PixelPoint(x: p.x, y: p.y)
            guard point.x >= -margin, point.x <= frame.width + margin,
                  point.y >= -margin, point.y <= frame.height + margin else { continue }
            visible.append(pin)
            points.append(point)
        }
        let groups = PinClusterer.cluster(points, distance: style.clusterDistance)
        let singles = groups.filter { $0.count == 1 }.map { $0[0] }
            .sorted { (points[$0].y, $0) < (points[$1].y, $1) }
        let clusters = groups.filter { $0.count > 1 }
        summary.hasClusters = !clusters.isEmpty

        out.append("<g stroke=\"#FFFFFF\" stroke-width=\"1.5\">\n")
        for index in singles {
            let pin = visible[index]
            let entry = palette.entry(for: pin.category)
            openLink(pin.href, into: &out)
            out.append("<title>")
            out.appendEscaped(pin.label)
            if entry.label != "Other" {
                out.append(" (")
                out.appendEscaped(entry.label)
                out.append(")")
            }
            out.append("</title><circle cx=\"")
            out.append(pixel: points[index].x)
            out.append("\" cy=\"")
            out.append(pixel: points[index].y)
            out.append("\" r=\"")
            out.append(pixel: style.pinRadius)
            out.append("\" fill=\"\(entry.colour)\"/>")
            closeLink(pin.href, into: &out)
        }
        // A badge stands at its seed pin: seeds are more than the cluster distance apart, so badges do not pile up.
        let clusterOrder = clusters.sorted { (points[$0[0]].y, $0[0]) < (points[$1[0]].y, $1[0]) }
        for group in clusterOrder {
            let members = group.sorted()
            let c = points[group[0]]
            let colours = Set(members.map { palette.entry(for: visible[$0].category).colour })
            let fill = colours.count == 1 ? colours.first ?? style.cluster : style.cluster
            let allHavePages = members.allSatisfy { visible[$0].href != nil }
            let href = allHavePages ? options.listHref : nil
            let radius = 8 + 3 * log10(Double(members.count))
            openLink(href, into: &out)
            out.append("<title>")
            out.append("\(members.count) pins: ")
            let named = members.prefix(3).map { visible[$0].label }
            out.appendEscaped(named.joined(separator: ", "))
            if members.count > 3 { out.append(" and \(members.count - 3) more") }
            out.append("</title><circle cx=\"")
            out.append(pixel: c.x)
            out.append("\" cy=\"")
            out.append(pixel: c.y)
            out.append("\" r=\"")
            out.append(pixel: radius)
            out.append("\" fill=\"\(fill)\"/><text x=\"")
            out.append(pixel: c.x)
            out.append("\" y=\"")
            out.append(pixel: c.y + 3.5)
            out.append("\" text-anchor=\"middle\" font-size=\"10\" font-weight=\"700\" fill=\"#FFFFFF\" stroke=\"none\">")
            out.append(integer: members.count)
            out.append("</text>")
            closeLink(href, into: &out)
        }
        out.append("</g>\n")
        return summary
    }

    private func openLink(_ href: String?, into out: inout SVGBuffer) {
        if let href {
            out.append("<a href=\"")
            out.appendEscaped(href)
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
        PinPalette(pins: pins, mode: options.legend).rows
    }
}
