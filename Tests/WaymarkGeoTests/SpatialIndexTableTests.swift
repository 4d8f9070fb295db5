import Testing
@testable import WaymarkGeo

/// Hand-made cases for the index at the awkward places; expected positions are stated, not computed.
@Suite struct SpatialIndexTableTests {
    static let points: [Coordinate] = [
        c(90, 0),            // 0 north pole
        c(90, 123),          // 1 north pole, other longitude (same place)
        c(89.99, -45),       // 2 about 1.1 km from the pole
        c(-90, 0),           // 3 south pole
        c(0, 179.99),        // 4 just west of the antimeridian
        c(0, -179.99),       // 5 just east of it, 2.2 km from 4
        c(0, 180),           // 6 on it
        c(0, 0),             // 7
        c(0, 0),             // 8 duplicate of 7
        c(51.348099, -0.558889), // 9 EGTF
    ]
    static let index = SpatialIndex(points)

    @Test(arguments: [
        (c(90, 77), 0.0, [0, 1]),                   // at the pole every longitude is the same point
        (c(90, 77), 1200.0, [0, 1, 2]),
        (c(0, -180), 1200.0, [6, 4, 5]),            // across ±180, ordered by distance then position
        (c(0, 0), 0.0, [7, 8]),                     // zero radius keeps exact matches, ties by position
        (c(0, 180), 20_003_931.4587, [6, 4, 5, 0, 1, 3, 2, 9, 7, 8]), // up to the antipode; equal distances by position
        (c(0, 180), 20_003_931.4585, [6, 4, 5, 0, 1, 3, 2, 9]),
        (c(-90, 0), 10.0, [3]),
    ])
    func within(center: Coordinate, radius: Double, expected: [Int]) {
        let hits = Self.index.within(center, radius: radius)
        #expect(hits.map(\.index) == expected)
        for h in hits { #expect(abs(h.distance - Geodesic.wgs84.distance(center, Self.points[h.index])) <= BoundedDistance.largest) }
    }

    @Test(arguments: [
        (c(0, 180), 3, [6, 4, 5]),
        (c(89.999, 10), 2, [0, 1]),
        (c(0, 0.0001), 2, [7, 8]),
    ])
    func nearest(center: Coordinate, k: Int, expected: [Int]) {
        #expect(Self.index.nearest(center, k: k).map(\.index) == expected)
    }

    @Test func nearestPredicateAndMaxDistance() {
        #expect(Self.index.nearest(c(0, 0), k: 2, where: { $0 != 7 }).map(\.index) == [8, 9])
        #expect(Self.index.nearest(c(0, 179.995), k: 5, maxDistance: 1000).map(\.index) == [4, 6])
    }

    @Test(arguments: [
        (GeoBounds(west: 179, south: -1, east: -179, north: 1), [4, 5, 6]),
        (GeoBounds(west: -180, south: -1, east: -179, north: 1), [5, 6]),     // 180 and -180 are one meridian
        (GeoBounds(west: -1, south: 89, east: 1, north: 90), [0, 1]),          // the pole is one point, whatever its longitude
        (GeoBounds(west: -180, south: 89, east: 180, north: 90), [0, 1, 2]),
        (GeoBounds(west: 0, south: 0, east: 0, north: 0), [7, 8]),             // zero-size box, inclusive
        (GeoBounds.world, Array(0..<10)),
    ])
    func inside(bounds: GeoBounds, expected: [Int]) {
        #expect(Self.index.inside(bounds) == expected)
    }
}
