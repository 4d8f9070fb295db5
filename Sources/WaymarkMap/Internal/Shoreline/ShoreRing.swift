import WaymarkGeo

/// A bin polygon projected once to normalised Web Mercator units (x west→east from 180°W, y
/// north→south), as ``BasemapRing`` is, with the points that lie on the bin's edge marked so that
/// simplification keeps them and neighbouring bins still meet without a gap.
struct ShoreRing: Sendable {
    /// Paint level: 1 land, 2 lake, 3 island in a lake, 4 pond.
    var level: Int
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double
    /// Interleaved x, y in Mercator units; implicitly closed. Bins east of 180° have x in [1, 1.5].
    var xy: [Double]
    /// Per point: whether it lies on the bin's edge.
    var pinned: [Bool]

    /// Projects `polygon` of `bin`.
    init(_ polygon: ShorePolygon, bin: ShoreBin) {
        level = polygon.level
        let scale = bin.size / Double(UInt16.max)
        let n = polygon.xy.count / 2
        var xy = [Double](repeating: 0, count: 2 * n)
        var pinned = [Bool](repeating: false, count: n)
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for k in 0..<n {
            let lon = bin.west + Double(polygon.xy[2 * k]) * scale
            let lat = bin.south + Double(polygon.xy[2 * k + 1]) * scale
            let p = WebMercator.projectUnit(Coordinate(latitude: lat, longitude: lon))
            xy[2 * k] = p.x
            xy[2 * k + 1] = p.y
            pinned[k] = polygon.isOnBinEdge(k)
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        self.xy = xy
        self.pinned = pinned
        self.minX = minX; self.minY = minY; self.maxX = maxX; self.maxY = maxY
    }
}
