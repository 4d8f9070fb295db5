import WaymarkGeo

extension Basemap {
    /// The ISO alpha-3 code of the country whose land contains `coordinate`, or nil at sea.
    ///
    /// Uses the even–odd rule over each country's rings in projected space (holes count), so a
    /// point in Lesotho answers `LSO`, not `ZAF`. Longitudes are tried at their ±360° copies too.
    package func country(at coordinate: Coordinate) -> String? {
        let p = WebMercator.projectUnit(coordinate)
        var crossings: [Int: Int] = [:]
        for ring in rings {
            for shift in [0.0, -1.0, 1.0] {
                let x = p.x + shift
                guard x >= ring.minX, x <= ring.maxX, p.y >= ring.minY, p.y <= ring.maxY else { continue }
                if FlatRing.contains(ring.xy, x: x, y: p.y) {
                    crossings[ring.country, default: 0] += 1
                }
            }
        }
        let inside = crossings.filter { $0.value % 2 == 1 }.keys.sorted()
        return inside.first.map { countryCodes[$0] }
    }
}
