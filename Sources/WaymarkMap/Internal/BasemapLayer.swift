/// Writes the land of a ``Basemap`` clipped to a view and simplified to a pixel tolerance.
///
/// Produces two or three `d` strings: rings drawn with fill and border stroke together; rings that
/// touch the antimeridian, filled without stroke; and the stroke of those rings without the seam
/// edges along ±180° (so Fiji shows no line where Natural Earth cut it) and along the clamped south
/// pole. Clip edges run along the
/// padded rectangle, outside the view.
struct BasemapLayer {
    /// Closed rings to fill and stroke.
    var stroked = PathData()
    /// Closed rings to fill only (rings cut at the antimeridian).
    var fillOnly = PathData()
    /// Open runs that outline the fill-only rings, seams left out.
    var outline = PathData()

    /// Builds the layer.
    /// - Parameters:
    ///   - pad: pixels added around the view before clipping (hides clip edges and their strokes).
    ///   - tolerance: simplification tolerance in pixels.
    init(_ basemap: Basemap, frame: MapFrame, pad: Double, tolerance: Double) {
        let clipRect = frame.rect(pad: pad)
        let (viewMinX, viewMinY, viewMaxX, viewMaxY) = frame.unitExtent(pad: pad)
        let limit = tolerance * tolerance
        var points: [PixelPoint] = []
        for ring in basemap.rings {
            guard ring.maxY >= viewMinY, ring.minY <= viewMaxY else { continue }
            let firstShift = (viewMinX - ring.maxX).rounded(.up)
            let lastShift = (viewMaxX - ring.minX).rounded(.down)
            guard firstShift <= lastShift else { continue }
            let seamRing = ring.minX <= 1e-12 || ring.maxX >= 1 - 1e-12 || ring.maxY >= 1 - 1e-12
            var shift = firstShift
            while shift <= lastShift {
                defer { shift += 1 }
                // Project with a radial pass folded in.
                points.removeAll(keepingCapacity: true)
                var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
                var last = PixelPoint(x: .infinity, y: .infinity)
                var index = 0
                let xy = ring.xy
                let count = xy.count
                while index < count {
                    let p = frame.pixel(x: xy[index] + shift, y: xy[index + 1])
                    index += 2
                    let dx = p.x - last.x, dy = p.y - last.y
                    if dx * dx + dy * dy < limit, !(seamRing && isOnSeam(p, frame: frame, shift: shift)) { continue }
                    points.append(p)
                    last = p
                    minX = min(minX, p.x); maxX = max(maxX, p.x)
                    minY = min(minY, p.y); maxY = max(maxY, p.y)
                }
                guard maxX - minX >= tolerance || maxY - minY >= tolerance else { continue }
                let bounds = PixelRect(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
                guard bounds.intersects(clipRect) else { continue }
                var ringPoints = clipRect.contains(bounds) ? points : RingClipper.clip(points, to: clipRect)
                guard ringPoints.count >= 3 else { continue }
                ringPoints = PathSimplifier.douglasPeucker(ringPoints, tolerance: tolerance)
                guard ringPoints.count >= 3 else { continue }
                if seamRing {
                    fillOnly.appendRing(ringPoints)
                    appendOutline(ringPoints, frame: frame, shift: shift, clipRect: clipRect)
                } else {
                    stroked.appendRing(ringPoints)
                }
            }
        }
    }

    /// Whether a pixel point lies on the antimeridian (x of Mercator unit 0 or 1 for this copy).
    private func isOnSeam(_ p: PixelPoint, frame: MapFrame, shift: Double) -> Bool {
        let west = frame.pixel(x: shift, y: 0).x
        let east = frame.pixel(x: shift + 1, y: 0).x
        return abs(p.x - west) < 1e-6 || abs(p.x - east) < 1e-6
    }

    /// Splits a closed ring into open runs, leaving out seam edges and clip edges.
    private mutating func appendOutline(_ ring: [PixelPoint], frame: MapFrame, shift: Double, clipRect: PixelRect) {
        let count = ring.count
        // Antarctica runs along the south pole, which Mercator clamps to the world's bottom edge.
        let worldBottom = frame.pixel(x: 0, y: 1).y
        func artificial(_ i: Int) -> Bool {
            let a = ring[i], b = ring[(i + 1) % count]
            if isOnSeam(a, frame: frame, shift: shift), isOnSeam(b, frame: frame, shift: shift) { return true }
            if abs(a.y - worldBottom) < 0.5, abs(b.y - worldBottom) < 0.5 { return true }
            if a.x == b.x, a.x == clipRect.minX || a.x == clipRect.maxX { return true }
            if a.y == b.y, a.y == clipRect.minY || a.y == clipRect.maxY { return true }
            return false
        }
        // Start right after an artificial edge so runs do not wrap; if none, stroke the closed ring.
        guard let cut = (0..<count).first(where: artificial) else {
            outline.appendRing(ring)
            return
        }
        var run: [PixelPoint] = []
        for step in 1...count {
            let i = (cut + step) % count
            run.append(ring[i])
            if artificial(i) || step == count {
                if run.count >= 2 { outline.appendLine(run) }
                run.removeAll(keepingCapacity: true)
            }
        }
    }
}
