/// A scale bar's length: a round distance (1, 2 or 5 × 10ⁿ units) and its width in pixels.
struct ScaleBar: Sendable, Hashable {
    /// The distance the bar stands for, in metres.
    var metres: Double
    /// The bar's width in pixels at the map's centre latitude.
    var pixels: Double
    /// The label, e.g. `20 km`, `500 m`, `50 NM`.
    var label: String

    /// The longest round distance whose bar fits in `maxPixels`, given the ground resolution.
    ///
    /// - Parameters:
    ///   - metresPerPixel: ground metres per pixel at the centre latitude (must be > 0).
    ///   - maxPixels: the longest bar allowed.
    /// - Returns: nil when the inputs are not positive and finite.
    static func fitting(metresPerPixel: Double, maxPixels: Double, unit: MapDistanceUnit) -> ScaleBar? {
        guard metresPerPixel.isFinite, metresPerPixel > 0, maxPixels.isFinite, maxPixels > 0 else { return nil }
        let maxMetres = metresPerPixel * maxPixels
        // Below one kilometre the kilometre bar counts in metres.
        let step = unit == .kilometres && maxMetres < 1_000 ? 1.0 : unit.metres
        let value = roundDown(maxMetres / step)
        let metres = value * step
        return ScaleBar(metres: metres, pixels: metres / metresPerPixel, label: unit.format(metres: metres))
    }

    /// The largest 1, 2 or 5 × 10ⁿ not above `value` (value > 0).
    static func roundDown(_ value: Double) -> Double {
        var magnitude = 1.0
        while magnitude * 10 <= value { magnitude *= 10 }
        while magnitude > value { magnitude /= 10 }
        for factor in [5.0, 2.0] where magnitude * factor <= value {
            return magnitude * factor
        }
        return magnitude
    }
}
