/// Margins in pixels kept free on each side of a map when fitting (room for markers and labels).
public struct PixelInsets: Sendable, Hashable {
    /// Top margin in pixels.
    public var top: Double
    /// Right margin in pixels.
    public var right: Double
    /// Bottom margin in pixels.
    public var bottom: Double
    /// Left margin in pixels.
    public var left: Double

    /// Creates per-side margins in pixels.
    public init(top: Double, right: Double, bottom: Double, left: Double) {
        self.top = top
        self.right = right
        self.bottom = bottom
        self.left = left
    }

    /// The same margin on every side.
    public init(all: Double) {
        self.init(top: all, right: all, bottom: all, left: all)
    }

    /// No margins.
    public static let zero = PixelInsets(all: 0)
}
