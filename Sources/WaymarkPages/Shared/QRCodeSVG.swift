import WaymarkCore

/// A ``QRCode`` drawn as SVG: one unit per module, a light square with the quiet zone of
/// ``quietZone`` modules on every side that readers need, and one `<path>` of the dark modules
/// (each row's runs of dark modules as rectangles) with `shape-rendering="crispEdges"`, so no
/// anti-aliased seams appear between modules at any scale. The same code gives the same bytes.
///
/// The SVG has no size of its own (only a `viewBox`): the page sets it in CSS.
package enum QRCodeSVG {
    /// Light modules around the symbol on every side: 4, as the QR code standard asks.
    package static let quietZone = 4

    /// The SVG of `code`; `label` (e.g. the URL it holds) becomes the image's accessible name,
    /// escaped for markup.
    package static func svg(_ code: QRCode, label: String, className: String = "qr-code") -> String {
        let side = code.size + 2 * quietZone
        var path = ""
        path.reserveCapacity(code.size * code.size)
        for y in 0..<code.size {
            var x = 0
            while x < code.size {
                guard code[x: x, y: y] else { x += 1; continue }
                var run = 1
                while code[x: x + run, y: y] { run += 1 }
                path += "M\(x + quietZone) \(y + quietZone)h\(run)v1h-\(run)z"
                x += run
            }
        }
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"\(Escaper.markup(className))\" viewBox=\"0 0 \(side) \(side)\""
            + " role=\"img\" aria-label=\"\(Escaper.markup(label))\" shape-rendering=\"crispEdges\">"
            + "<rect width=\"\(side)\" height=\"\(side)\" fill=\"#fff\"/>"
            + "<path fill=\"#000\" d=\"\(path)\"/></svg>"
    }
}
