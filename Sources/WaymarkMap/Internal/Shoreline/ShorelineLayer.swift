/// The GSHHG polygons of a view, clipped to it and simplified to the pixel grid, as one path per
/// paint level (1 land, 2 lakes, 3 islands in lakes, 4 ponds).
///
/// Every polygon of a level goes into the same `<path>`, filled without a stroke, so the edges
/// where 1° bins meet are shared inside one path and leave no antialiasing seam. Points on a bin's
/// edge are never simplified away (neighbouring bins keep meeting exactly); polygons smaller than
/// ``minimumExtent`` pixels both ways are dropped, which bounds the size of archipelagos.
struct ShorelineLayer {
    /// Subpaths per level, index 0 for level 1.
    private(set) var levels = [PathData(), PathData(), PathData(), PathData()]
    /// Polygons drawn.
    private(set) var polygonCount = 0

    /// Polygons narrower and lower than this many pixels are not drawn.
    static let minimumExtent = 1.0

    /// Builds the layer from `rings` (each with its 360° copy shift), or returns nil when there are none.
    init(_ rings: [(ring: ShoreRing, shift: Double)], frame: MapFrame, pad: Double, tolerance: Double) {
        let clipRect = frame.rect(pad: pad)
        let ws = frame.worldSize
        let (viewMinX, viewMinY, viewMaxX, viewMaxY) = frame.unitExtent(pad: pad)
        let limit = tolerance * tolerance
        var points: [PixelPoint] = []
        var pins: [Bool] = []
        for (ring, shift) in rings {
            guard ring.level >= 1, ring.level <= 4,
                  ring.maxY >= viewMinY, ring.minY <= viewMaxY,
                  ring.maxX + shift >= viewMinX, ring.minX + shift <= viewMaxX else { continue }
            let extent = Swift.max((ring.maxX - ring.minX) * ws, (ring.maxY - ring.minY) * ws)
            guard extent >= ShorelineLayer.minimumExtent else { continue }
            points.removeAll(keepingCapacity: true)
            pins.removeAll(keepingCapacity: true)
            var last = PixelPoint(x: .infinity, y: .infinity)
            let n = ring.pinned.count
            for k in 0..<n {
                let p = frame.pixel(x: ring.xy[2 * k] + shift, y: ring.xy[2 * k + 1])
                let pinned = ring.pinned[k]
                let dx = p.x - last.x, dy = p.y - last.y
                if !pinned, dx * dx + dy * dy < limit { continue }
                points.append(p)
                pins.append(pinned)
                last = p
            }
            guard points.count >= 3 else { continue }
            var simplified = ShorelineLayer.simplify(points, pinned: pins, tolerance: tolerance)
            guard simplified.count >= 3 else { continue }
            let bounds = ShorelineLayer.bounds(simplified)
            guard bounds.intersects(clipRect) else { continue }
            if !clipRect.contains(bounds) {
                simplified = RingClipper.clip(simplified, to: clipRect)
                guard simplified.count >= 3 else { continue }
            }
            let before = levels[ring.level - 1].subpaths
            levels[ring.level - 1].appendRing(simplified)
            if levels[ring.level - 1].subpaths > before { polygonCount += 1 }
        }
    }

    /// Douglas–Peucker between consecutive pinned points (the whole ring when none is pinned).
    static func simplify(_ points: [PixelPoint], pinned: [Bool], tolerance: Double) -> [PixelPoint] {
        let anchors = pinned.indices.filter { pinned[$0] }
        guard !anchors.isEmpty else { return PathSimplifier.douglasPeucker(points, tolerance: tolerance) }
        var result: [PixelPoint] = []
        result.reserveCapacity(points.count / 2)
        for (i, a) in anchors.enumerated() {
            let b = i + 1 < anchors.count ? anchors[i + 1] : anchors[0] + points.count
            var run: [PixelPoint] = []
            run.reserveCapacity(b - a + 1)
            for k in a...b { run.append(points[k % points.count]) }
            let kept = PathSimplifier.douglasPeucker(run, tolerance: tolerance)
            result += kept.dropLast()
        }
        return result
    }

    private static func bounds(_ points: [PixelPoint]) -> PixelRect {
        var r = PixelRect(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)
        for p in points {
            r.minX = Swift.min(r.minX, p.x); r.maxX = Swift.max(r.maxX, p.x)
            r.minY = Swift.min(r.minY, p.y); r.maxY = Swift.max(r.maxY, p.y)
        }
        return r
    }
}
