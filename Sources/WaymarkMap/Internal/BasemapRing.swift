/// One country ring projected once to normalised Web Mercator units (x west→east in [0, 1],
/// y north→south in [0, 1]), with its bounding box in the same units for fast culling.
struct BasemapRing: Sendable {
    /// Position of the owning country in ``Basemap/countryCodes``.
    var country: Int
    /// True for a hole (wound clockwise in degrees, so nonzero filling leaves it empty).
    var isHole: Bool
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double
    /// Interleaved x, y in Mercator units; implicitly closed.
    var xy: [Double]
}
