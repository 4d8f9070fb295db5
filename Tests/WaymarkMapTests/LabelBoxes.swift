import Foundation
@testable import WaymarkMap

/// Boxes read back from a map's SVG text: the place labels (dots and names) of the
/// `data-layer="places"` group, and everything else drawn that a label must not cover — pins,
/// badges, markers, the legend, the scale bar, the attribution and other texts. Texts get the
/// estimated widths of ``LabelTextWidth``; shapes their exact geometry.
struct LabelBoxes {
    var width = 0.0
    var height = 0.0
    /// Each label's name box and dot box (none when it stands beside a thumbnail's pin), with its text.
    var labels: [(name: String, text: PixelRect, dot: PixelRect?)] = []
    /// Everything else, with what it is.
    var obstacles: [(what: String, box: PixelRect)] = []
    /// The root's `data-bounds`.
    var bounds: String?

    init(svg: String) throws {
        guard let root = SVGDocument.parse(svg).root else { throw ParseFailure() }
        width = root.double("width") ?? 0
        height = root.double("height") ?? 0
        bounds = root.attributes["data-bounds"]
        visit(root, inherited: root.attributes, inPlaces: false)
    }

    struct ParseFailure: Error {}

    private mutating func visit(_ node: SVGNode, inherited: [String: String], inPlaces: Bool) {
        var attributes = inherited
        for (key, value) in node.attributes { attributes[key] = value }
        let places = inPlaces || node.attributes["data-layer"] == "places"
        switch node.name {
        case "circle":
            guard let cx = node.double("cx"), let cy = node.double("cy"), let r = node.double("r") else { break }
            if places {
                labels.append((name: "", text: PixelRect(minX: 0, minY: 0, maxX: 0, maxY: 0),
                               dot: PixelRect(minX: cx - r - 0.5, minY: cy - r - 0.5, maxX: cx + r + 0.5, maxY: cy + r + 0.5)))
            } else {
                obstacles.append(("circle at \(cx) \(cy)", PixelRect(minX: cx - r, minY: cy - r, maxX: cx + r, maxY: cy + r)))
            }
        case "rect":
            guard let x = node.double("x"), let y = node.double("y"), let w = node.double("width"), let h = node.double("height") else { break }
            obstacles.append(("rect at \(x) \(y)", PixelRect(minX: x, minY: y, maxX: x + w, maxY: y + h)))
        case "path":
            // The scale bar: "M x y v4h<length>v-4".
            let d = node.attributes["d"] ?? ""
            let parts = d.dropFirst().split(whereSeparator: { "vh ".contains($0) })
            if d.hasPrefix("M"), d.hasSuffix("v-4"), parts.count == 5, let x = Double(parts[0]), let y = Double(parts[1]),
               let length = Double(parts[3]) {
                obstacles.append(("scale bar", PixelRect(minX: x, minY: y, maxX: x + length, maxY: y + 4)))
            }
        case "text":
            guard let x = node.double("x"), let y = node.double("y") else { break }
            let size = Double(attributes["font-size"] ?? "11") ?? 11
            let bold = attributes["font-weight"] == "700"
            let textWidth = LabelTextWidth.width(node.text, fontSize: size, bold: bold)
            let anchor = attributes["text-anchor"] ?? "start"
            if anchor == "middle" { break }  // badge counts and legend swatches, inside their circles
            let left = anchor == "end" ? x - textWidth : x
            let box = LabelMetrics.box(x: left, baseline: y, width: textWidth, fontSize: size)
            if places {
                if let last = labels.indices.last, labels[last].name.isEmpty {
                    labels[last].name = node.text
                    labels[last].text = box
                } else {
                    labels.append((name: node.text, text: box, dot: nil))
                }
            } else {
                obstacles.append(("text \(node.text)", box))
            }
        default:
            break
        }
        for child in node.children {
            visit(child, inherited: attributes, inPlaces: places)
        }
    }

    /// Every overlap found: between two labels, a label and an obstacle, or a label and the edge.
    var problems: [String] {
        var found: [String] = []
        let view = PixelRect(minX: 0, minY: 0, maxX: width, maxY: height)
        for (index, label) in labels.enumerated() {
            if label.name.isEmpty { found.append("a dot without a name") }
            let own = [label.text] + (label.dot.map { [$0] } ?? [])
            for box in own where !view.contains(box) {
                found.append("\(label.name) leaves the view: \(box)")
            }
            for other in labels[(index + 1)...] {
                for a in own {
                    for b in [other.text] + (other.dot.map { [$0] } ?? []) where a.intersects(b) {
                        found.append("\(label.name) meets \(other.name)")
                    }
                }
            }
            for obstacle in obstacles {
                for box in own where box.intersects(obstacle.box) {
                    found.append("\(label.name) covers \(obstacle.what)")
                }
            }
        }
        return found
    }

    var names: [String] { labels.map(\.name) }
}
