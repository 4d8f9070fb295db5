/// Geometry on a ring stored flat as `[x0, y0, x1, y1, …]` in Mercator unit coordinates, the form
/// of both the Natural Earth basemap's rings and the GSHHG polygons.
enum FlatRing {
    /// Whether (x, y) lies inside `xy` by the even–odd rule.
    static func contains(_ xy: [Double], x: Double, y: Double) -> Bool {
        let count = xy.count / 2
        var inside = false
        var j = count - 1
        for i in 0..<count {
            let xi = xy[2 * i], yi = xy[2 * i + 1], xj = xy[2 * j], yj = xy[2 * j + 1]
            if (yi > y) != (yj > y), x < (xj - xi) * (y - yi) / (yj - yi) + xi { inside.toggle() }
            j = i
        }
        return inside
    }

    /// Distance from (x, y) to the ring's nearest edge, in the ring's units.
    static func distance(_ xy: [Double], x: Double, y: Double) -> Double {
        let count = xy.count / 2
        var best = Double.infinity
        var j = count - 1
        for i in 0..<count {
            let ax = xy[2 * j], ay = xy[2 * j + 1], bx = xy[2 * i], by = xy[2 * i + 1]
            let dx = bx - ax, dy = by - ay
            let length = dx * dx + dy * dy
            let t = length == 0 ? 0 : max(0, min(1, ((x - ax) * dx + (y - ay) * dy) / length))
            let ex = ax + t * dx - x, ey = ay + t * dy - y
            best = min(best, ex * ex + ey * ey)
            j = i
        }
        return best.squareRoot()
    }
}
