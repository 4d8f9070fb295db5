import WaymarkGeo

/// A border or river line of one bin, projected once to normalised Web Mercator units.
struct ShoreLine: Sendable {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double
    /// Interleaved x, y in Mercator units (bins east of 180° have x in [1, 1.5]).
    var xy: [Double]

    /// Projects `relative` (0…65535 offsets) of the bin at `west`, `south` with sides of `size` degrees.
    init(_ relative: [UInt16], west: Double, south: Double, size: Double) {
        let scale = size / Double(UInt16.max)
        var xy = [Double](repeating: 0, count: relative.count)
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for k in 0..<(relative.count / 2) {
            let p = WebMercator.projectUnit(Coordinate(latitude: south + Double(relative[2 * k + 1]) * scale,
                                                       longitude: west + Double(relative[2 * k]) * scale))
            xy[2 * k] = p.x
            xy[2 * k + 1] = p.y
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        self.xy = xy
        self.minX = minX; self.minY = minY; self.maxX = maxX; self.maxY = maxY
    }
}
