import WaymarkGeo

/// The affine step from normalised Web Mercator units to SVG pixels for one ``MapViewport``.
///
/// Basemap rings are projected once (``Basemap``) and only scaled and shifted per render; a ring is
/// drawn at every 360° copy (x ± 1 unit) that meets the view, so views and rings that cross the
/// antimeridian draw continuously.
struct MapFrame: Sendable {
    let viewport: MapViewport
    let width: Double
    let height: Double
    /// Pixels per Mercator unit: 256 × 2^zoom.
    let worldSize: Double
    let centerX: Double
    let centerY: Double

    init(_ viewport: MapViewport) {
        self.viewport = viewport
        width = viewport.size.width
        height = viewport.size.height
        worldSize = viewport.worldSize
        let c = WebMercator.projectUnit(viewport.center)
        centerX = c.x
        centerY = c.y
    }

    /// Pixel position of a point in Mercator units (no copy selection).
    @inline(__always)
    func pixel(x: Double, y: Double) -> PixelPoint {
        PixelPoint(x: (x - centerX) * worldSize + width / 2, y: (y - centerY) * worldSize + height / 2)
    }

    /// Pixel position of a coordinate whose longitude may be unrolled beyond ±180° (lines, circles):
    /// the whole line is shifted by the 360° multiple that brings `anchor` nearest the view centre.
    func pixels(unrolled line: [Coordinate]) -> [PixelPoint] {
        guard let first = line.first else { return [] }
        let anchor = WebMercator.projectUnit(first).x
        let shift = (centerX - anchor).rounded()
        return line.map { c in
            let p = WebMercator.projectUnit(c)
            return pixel(x: p.x + shift, y: p.y)
        }
    }

    /// The view grown by `pad` pixels on every side, in Mercator unit coordinates (0…1 across the
    /// world, before any 360° shift): what a layer tests its rings' boxes against.
    func unitExtent(pad: Double) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        (centerX - (width / 2 + pad) / worldSize, centerY - (height / 2 + pad) / worldSize,
         centerX + (width / 2 + pad) / worldSize, centerY + (height / 2 + pad) / worldSize)
    }

    /// The view rectangle grown by `pad` pixels on every side.
    func rect(pad: Double) -> PixelRect {
        PixelRect(minX: -pad, minY: -pad, maxX: width + pad, maxY: height + pad)
    }

    /// Whether a pixel point lies inside the view (edges included).
    func contains(_ p: PixelPoint) -> Bool {
        p.x >= 0 && p.x <= width && p.y >= 0 && p.y <= height
    }
}
