/// An image size in pixels.
public struct PixelSize: Sendable, Hashable {
    /// Width in pixels (> 0 for a usable map).
    public var width: Double
    /// Height in pixels (> 0 for a usable map).
    public var height: Double

    /// Creates a size in pixels.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
