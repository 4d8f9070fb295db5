import Testing
@testable import WaymarkGeo

@Suite struct WebMercatorTests {
    @Test func matchesProjFixture() throws {
        let rows = try FixtureFile.rows("webmercator")
        #expect(rows.count >= 300)
        for row in rows {
            let v = row.values
            let p = WebMercator.project(Coordinate(latitude: v[1], longitude: v[0]))
            #expect(abs(p.x - v[2]) <= 1e-6 && abs(p.y - v[3]) <= 1e-6, "\(v): \(p)")
            let back = WebMercator.unproject(MercatorPoint(x: v[2], y: v[3]))
            // 1e-6 m on the ground is about 1e-11°.
            #expect(abs(back.latitude - v[1]) <= 1e-11 && abs(back.longitude - v[0]) <= 1e-11, "\(v): \(back)")
        }
    }

    @Test(arguments: [
        // latitude, longitude, unit x, unit y
        (0.0, 0.0, 0.5, 0.5),
        (0.0, -180.0, 0.0, 0.5),
        (0.0, 180.0, 1.0, 0.5),
        (WebMercator.maxLatitude, 0.0, 0.5, 0.0),
        (-WebMercator.maxLatitude, 0.0, 0.5, 1.0),
        (90.0, 90.0, 0.75, 0.0),     // clamped
        (-90.0, -90.0, 0.25, 1.0),   // clamped
        (0.0, 190.0, 190.0 / 360 + 0.5, 0.5),  // unrolled longitude stays linear
    ])
    func unitProjection(latitude: Double, longitude: Double, x: Double, y: Double) {
        let p = WebMercator.projectUnit(Coordinate(latitude: latitude, longitude: longitude))
        #expect(abs(p.x - x) <= 1e-12 && abs(p.y - y) <= 1e-12, "\(p)")
        let back = WebMercator.unprojectUnit(p)
        #expect(abs(back.longitude - longitude) <= 1e-9)
        #expect(abs(back.latitude - min(max(latitude, -WebMercator.maxLatitude), WebMercator.maxLatitude)) <= 1e-9)
    }

    @Test func metresAndUnitsAgree() {
        let c = Coordinate(latitude: 51.348099, longitude: -0.558889)
        let m = WebMercator.project(c), u = WebMercator.projectUnit(c)
        let w = 2 * WebMercator.halfWorld
        #expect(abs(m.x - (u.x - 0.5) * w) <= 1e-6)
        #expect(abs(m.y - (0.5 - u.y) * w) <= 1e-6)
    }
}
