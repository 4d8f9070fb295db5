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
