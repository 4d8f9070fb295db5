import Foundation
import WaymarkGeo

extension Coastlines {
    /// What the drawn map shows at `coordinate` with the polygons of `resolution`: the level of the
    /// last painted polygon that contains it (0 sea, 1 land, 2 lake, 3 island in a lake, 4 pond),
    /// and its distance in metres to the nearest edge of a polygon of that bin. Nil when the data
    /// cannot be read.
    public func classify(_ coordinate: Coordinate, resolution: ShorelineResolution) -> (level: Int, edgeMetres: Double)? {
        let lon = coordinate.longitude, lat = coordinate.latitude
        guard let rings = rings(resolution, west: lon, south: lat, east: lon + 1e-9, north: lat) else { return nil }
        let p = WebMercator.projectUnit(coordinate)
        var level = 0
        var nearest = Double.infinity
        for (ring, shift) in rings {
            guard p.x >= ring.minX + shift - 0.01, p.x <= ring.maxX + shift + 0.01 else { continue }
            let x = p.x - shift
            if ring.level > level, Coastlines.contains(ring.xy, x: x, y: p.y) { level = ring.level }
            nearest = min(nearest, Coastlines.distance(ring.xy, x: x, y: p.y))
        }
        let metresPerUnit = 2 * Double.pi * WebMercator.radius * cos(lat * Double.pi / 180)
        return (level, nearest * metresPerUnit)
    }

    /// Even–odd containment in Mercator units.
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

    /// Distance from (x, y) to the ring's nearest edge, in Mercator units.
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
