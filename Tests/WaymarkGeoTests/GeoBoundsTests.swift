import Testing
@testable import WaymarkGeo

@Suite struct GeoBoundsTests {


    @Test(arguments: [
        // points, expected west, south, east, north
        ([c(-17.8, 177.4), c(-16.5, 179.9), c(-18.1, -179.8), c(-16.8, -178.5)], 177.4, -18.1, -178.5, -16.5), // Fiji
        ([c(10, 20)], 20.0, 10.0, 20.0, 10.0),
        ([c(0, -10), c(5, 10)], -10.0, 0.0, 10.0, 5.0),
        ([c(0, 170), c(0, -170)], 170.0, 0.0, -170.0, 0.0),
        ([c(0, 180), c(1, 179)], 179.0, 0.0, 180.0, 1.0),
        ([c(90, 0), c(-90, 0)], 0.0, -90.0, 0.0, 90.0),
    ])
    func enclosingChoosesShortestSpan(points: [Coordinate], west: Double, south: Double, east: Double, north: Double) throws {
        let b = try #require(GeoBounds.enclosing(points))
        #expect(b == GeoBounds(west: west, south: south, east: east, north: north))
        for p in points { #expect(b.contains(p)) }
    }

    @Test func enclosingEmptyIsNil() {
        #expect(GeoBounds.enclosing([]) == nil)
    }

    @Test(arguments: [
        (GeoBounds(west: 170, south: -10, east: -170, north: 10), c(0, 180), true),
        (GeoBounds(west: 170, south: -10, east: -170, north: 10), c(0, -180), true),
        (GeoBounds(west: 170, south: -10, east: -170, north: 10), c(0, 0), false),
        (GeoBounds(west: 170, south: -10, east: -170, north: 10), c(10, -170), true),
        (GeoBounds(west: 170, south: -10, east: -170, north: 10), c(10.0001, -170), false),
        (GeoBounds(west: 0, south: 0, east: 180, north: 1), c(0, -180), true),
        (GeoBounds(west: -10, south: 0, east: 10, north: 1), c(0.5, 10.000001), false),
        (GeoBounds(west: -10, south: 80, east: 10, north: 90), c(90, 135), true),     // the pole is one point
        (GeoBounds(west: -10, south: -90, east: 10, north: -80), c(-90, -60), true),
        (GeoBounds(west: -10, south: 80, east: 10, north: 89.9), c(90, 0), false),
    ])
    func containsIsInclusiveAndAntimeridianAware(bounds: GeoBounds, point: Coordinate, expected: Bool) {
        #expect(bounds.contains(point) == expected)
    }

    @Test(arguments: [
        (GeoBounds(west: 170, south: 0, east: 175, north: 1), GeoBounds(west: -175, south: -1, east: -170, north: 0), GeoBounds(west: 170, south: -1, east: -170, north: 1)),
        (GeoBounds(west: -10, south: 0, east: 10, north: 1), GeoBounds(west: 0, south: 0, east: 5, north: 2), GeoBounds(west: -10, south: 0, east: 10, north: 2)),
        (GeoBounds(west: -170, south: 0, east: 170, north: 1), GeoBounds(west: 175, south: 0, east: -175, north: 1), GeoBounds(west: -170, south: 0, east: -175, north: 1)),
        (GeoBounds(west: -170, south: 0, east: 170, north: 1), GeoBounds(west: 160, south: 0, east: -160, north: 1), GeoBounds.world.with(south: 0, north: 1)),
        (GeoBounds(west: 0, south: 0, east: 10, north: 0), GeoBounds(west: 100, south: 0, east: 110, north: 0), GeoBounds(west: 0, south: 0, east: 110, north: 0)),
    ])
    func unionTakesShorterWayRound(a: GeoBounds, b: GeoBounds, expected: GeoBounds) {
        #expect(a.union(b) == expected)
        #expect(b.union(a) == expected)
    }

    @Test func spanCenterAndParts() {
        let b = GeoBounds(west: 170, south: -20, east: -170, north: 0)
        #expect(b.crossesAntimeridian)
        #expect(b.longitudeSpan == 20)
        #expect(b.center == c(-10, 180))
        #expect(b.parts() == [GeoBounds(west: 170, south: -20, east: 180, north: 0), GeoBounds(west: -180, south: -20, east: -170, north: 0)])
        #expect(GeoBounds(west: 1, south: 2, east: 3, north: 4).parts().count == 1)
        #expect(GeoBounds.world.longitudeSpan == 360)
    }

    @Test(arguments: [
        (GeoBounds(west: 0, south: 0, east: 0, north: 0), 10_000.0),
        (GeoBounds(west: 179.9, south: 60, east: -179.9, north: 61), 50_000.0),
        (GeoBounds(west: -5, south: 88, east: 5, north: 89.5), 100_000.0),
        (GeoBounds(west: -5, south: -89.5, east: 5, north: -88), 200_000.0),
    ])
    func expansionContainsEveryPointWithinTheRadius(bounds: GeoBounds, metres: Double) {
        let e = bounds.expanded(byMetres: metres)
        let edges = [bounds.south, bounds.north]
        for lat in edges {
            for lon in [bounds.west, bounds.east] {
                for az in stride(from: 0.0, to: 360, by: 5) {
                    let p = Geodesic.wgs84.direct(from: c(lat, lon), azimuth: az, distance: metres * 0.999_999).destination
                    #expect(e.contains(p), "\(p) not in \(e)")
                }
            }
        }
    }

    @Test func expansionReachingAPoleSpansAllLongitudes() {
        let e = GeoBounds(west: 10, south: 89, east: 11, north: 89.5).expanded(byMetres: 100_000)
        #expect(e.west == -180 && e.east == 180 && e.north == 90)
        let s = GeoBounds(west: 10, south: -89.5, east: 11, north: -89).expanded(byMetres: 100_000)
        #expect(s.west == -180 && s.east == 180 && s.south == -90)
    }
}

extension GeoBounds {
    func with(south: Double, north: Double) -> GeoBounds { GeoBounds(west: west, south: south, east: east, north: north) }
}
