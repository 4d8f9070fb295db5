/// An opaque picture in memory: rows top to bottom, each pixel three bytes (red, green, blue, 8 bits
/// each), no padding between rows.
package struct RasterImage: Sendable, Hashable {
    /// Width in pixels (at least 1).
    package let width: Int
    /// Height in pixels (at least 1).
    package let height: Int
    /// `width × height × 3` bytes: red, green, blue of each pixel, row by row.
    package let rgb: [UInt8]

    /// Creates an image over `rgb`; `nil` when the sizes do not agree or a side is not positive.
    package init?(width: Int, height: Int, rgb: [UInt8]) {
        guard width > 0, height > 0, rgb.count == width * height * 3 else { return nil }
        self.width = width
        self.height = height
        self.rgb = rgb
    }

    /// The red, green and blue of the pixel at column `x`, row `y` (both from 0, top left);
    /// `nil` outside the picture.
    package func pixel(x: Int, y: Int) -> RasterColour? {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
        let offset = (y * width + x) * 3
        return RasterColour(red: rgb[offset], green: rgb[offset + 1], blue: rgb[offset + 2])
    }
}
