import Foundation
import WaymarkGeo

extension Coastlines {
    /// What the drawn map shows at `coordinate` with the polygons of `resolution`: the level of the
    /// last painted polygon that contains it (0 sea, 1 land, 2 lake, 3 island in a lake, 4 pond),
    /// and its distance in metres to the nearest edge of a polygon of that bin. Nil when the data
    /// cannot be read.
    package func classify(_ coordinate: Coordinate, resolution: ShorelineResolution) -> (level: Int, edgeMetres: Double)? {
        let lon = coordinate.longitude, lat = coordinate.latitude
        guard let rings = rings(resolution, west: lon, south: lat, east: lon + 1e-9, north: lat) else { return nil }
        let p = WebMercator.projectUnit(coordinate)
        var level = 0
        var nearest = Double.infinity
        for (ring, shift) in rings {
            guard p.x >= ring.minX + shift - 0.01, p.x <= ring.maxX + shift + 0.01 else { continue }
            let x = p.x - shift
            if ring.level > level, FlatRing.contains(ring.xy, x: x, y: p.y) { level = ring.level }
            nearest = min(nearest, FlatRing.distance(ring.xy, x: x, y: p.y))
        }
        let metresPerUnit = 2 * Double.pi * WebMercator.radius * cos(lat * Double.pi / 180)
        return (level, nearest * metresPerUnit)
    }
}
