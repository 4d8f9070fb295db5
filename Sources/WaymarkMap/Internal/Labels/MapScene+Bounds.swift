import WaymarkGeo

/// The view a map shows, written on its `<svg>` as `data-bounds="W S E N"` (docs/geo.md, "Map
/// bounds") so other tools can lay their own data over it.
extension MapScene {
    /// Decimals written for each edge: 1e-5° is about a metre.
    static let boundsDecimals = 5

    /// `W S E N` in degrees with ``boundsDecimals`` decimals; W > E when the view crosses 180°,
    /// -180 and 180 when it shows every longitude; latitudes stop at the Mercator limit.
    var boundsAttribute: String {
        let b = viewport.visibleBounds
        return [b.west, b.south, b.east, b.north].map { MapScene.fixed($0, decimals: MapScene.boundsDecimals) }
            .joined(separator: " ")
    }

    /// `X Y`: the pixel the data is centred on (the middle of what the fitting margins leave), with
    /// one decimal. A page scrolls a map wider than the screen so that this pixel is in view.
    func focusAttribute(frame: MapFrame) -> String {
        let x = margins.left + max(0, frame.width - margins.left - margins.right) / 2
        let y = margins.top + max(0, frame.height - margins.top - margins.bottom) / 2
        return MapScene.fixed(x, decimals: 1) + " " + MapScene.fixed(y, decimals: 1)
    }

    /// `value` with exactly `decimals` decimals (half away from zero), never `-0`; non-finite as 0.
    static func fixed(_ value: Double, decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = value.isFinite ? (value * scale).rounded() : 0
        let units = Int(scaled).magnitude
        let whole = units / UInt(scale)
        var fraction = String(units % UInt(scale))
        while fraction.count < decimals { fraction = "0" + fraction }
        let sign = scaled < 0 ? "-" : ""
        return decimals > 0 ? "\(sign)\(whole).\(fraction)" : "\(sign)\(whole)"
    }
}
