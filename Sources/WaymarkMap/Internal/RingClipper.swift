/// Clips closed polygon rings to an axis-aligned rectangle (Sutherland–Hodgman).
///
/// The result may run along the rectangle's edges where the ring left it; callers clip to a
/// rectangle slightly larger than the view (a pad) so those artificial edges and their strokes stay
/// out of sight. Rings wholly outside give an empty array.
enum RingClipper {
    /// Returns `ring` clipped to `rect`; the ring is implicitly closed (last point joins the first).
    static func clip(_ ring: [PixelPoint], to rect: PixelRect) -> [PixelPoint] {
        var current = ring
        var next: [PixelPoint] = []
        next.reserveCapacity(ring.count + 8)
        for edge in 0..<4 {
            guard !current.isEmpty else { return [] }
            next.removeAll(keepingCapacity: true)
            var previous = current[current.count - 1]
            var previousInside = inside(previous, edge, rect)
            for point in current {
                let pointInside = inside(point, edge, rect)
                if pointInside {
                    if !previousInside { next.append(intersection(previous, point, edge, rect)) }
                    next.append(point)
                } else if previousInside {
                    next.append(intersection(previous, point, edge, rect))
                }
                previous = point
                previousInside = pointInside
            }
            swap(&current, &next)
        }
        return current
    }

    private static func inside(_ p: PixelPoint, _ edge: Int, _ r: PixelRect) -> Bool {
        switch edge {
        case 0: return p.x >= r.minX
        case 1: return p.x <= r.maxX
        case 2: return p.y >= r.minY
        default: return p.y <= r.maxY
        }
    }

    private static func intersection(_ a: PixelPoint, _ b: PixelPoint, _ edge: Int, _ r: PixelRect) -> PixelPoint {
        switch edge {
        case 0, 1:
            let x = edge == 0 ? r.minX : r.maxX
            let t = (x - a.x) / (b.x - a.x)
            return PixelPoint(x: x, y: a.y + t * (b.y - a.y))
        default:
            let y = edge == 2 ? r.minY : r.maxY
            let t = (y - a.y) / (b.y - a.y)
            return PixelPoint(x: a.x + t * (b.x - a.x), y: y)
        }
    }
}
