/// Margins in pixels kept free on each side of a map when fitting (room for markers and labels).
package struct PixelInsets: Sendable, Hashable {
    /// Top margin in pixels.
    package var top: Double
    /// Right margin in pixels.
    package var right: Double
    /// Bottom margin in pixels.
    package var bottom: Double
    /// Left margin in pixels.
    package var left: Double

    /// Creates per-side margins in pixels.
    package init(top: Double, right: Double, bottom: Double, left: Double) {
        self.top = top
        self.right = right
        self.bottom = bottom
        self.left = left
    }

    /// The same margin on every side.
    package init(all: Double) {
        self.init(top: all, right: all, bottom: all, left: all)
    }

    /// No margins.
    package static let zero = PixelInsets(all: 0)
}
