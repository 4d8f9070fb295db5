/// A point in SVG pixel space (x right, y down), in pixels.
struct PixelPoint: Sendable, Hashable {
    var x: Double
    var y: Double
}

/// An axis-aligned rectangle in SVG pixel space.
struct PixelRect: Sendable, Hashable {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double

    /// Whether the two rectangles share any point (edges included).
    func intersects(_ other: PixelRect) -> Bool {
        minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
    }

    /// Whether `other` lies wholly inside this rectangle.
    func contains(_ other: PixelRect) -> Bool {
        minX <= other.minX && other.maxX <= maxX && minY <= other.minY && other.maxY <= maxY
    }
}
