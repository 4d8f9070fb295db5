import Testing
@testable import WaymarkGeo

@Suite struct GreatCircleTests {
    @Test(arguments: [
        (c(40.6413, -73.7781), c(51.47, -0.4543)),  // JFK → LHR bulges north
        (c(-17.75, 177.44), c(21.32, -157.92)),      // Nadi → Honolulu across 180°
        (c(0, 0), c(0, 180)),                         // antipodal
        (c(10, 10), c(10, 10)),                       // zero length
        (c(90, 0), c(-45, 100)),                      // from a pole
    ])
    func densifiedPointsAreCloseAndOnTheCircle(a: Coordinate, b: Coordinate) {
        let pts = GreatCircle.densify(a, b, maxSegmentDegrees: 2)
        #expect(pts.first == a)
        #expect(abs(pts[pts.count - 1].latitude - b.latitude) < 1e-12)
        #expect(angleGap(pts[pts.count - 1].longitude, b.longitude) < 1e-9)
        let normal = UnitVector(a).cross(UnitVector(b)).normalized
        for i in 1..<pts.count {
            #expect(abs(pts[i].longitude - pts[i - 1].longitude) <= 180)
            let step = UnitVector(pts[i - 1]).angle(to: UnitVector(pts[i])) / AngleMath.degree
            #expect(step <= 2 + 1e-9)
            if let normal { #expect(abs(UnitVector(pts[i]).dot(normal)) < 1e-12) }
        }
    }

    @Test func jfkToHeathrowPeaksNear53Point7North() {
        let pts = GreatCircle.densify(c(40.6413, -73.7781), c(51.47, -0.4543), maxSegmentDegrees: 0.05)
        let peak = pts.map(\.latitude).max() ?? 0
        #expect(abs(peak - 53.7) < 0.2, "\(peak)")
    }

    @Test func routeStaysUnrolledAcrossLegs() {
        let route = [c(-33.9, 151.2), c(-17.75, 177.44), c(21.32, -157.92), c(37.6, -122.4)]
        let pts = GreatCircle.densify(route: route, maxSegmentDegrees: 5)
        for i in 1..<pts.count { #expect(abs(pts[i].longitude - pts[i - 1].longitude) <= 180) }
        #expect(pts[pts.count - 1].longitude > 180)  // San Francisco at 237.6° E unrolled
        #expect(GreatCircle.densify(route: [route[0]], maxSegmentDegrees: 5) == [route[0]])
    }

    @Test(arguments: [(c(0, 0), 10_000.0), (c(89.95, 30), 20_000.0), (c(-10, 179.99), 50_000.0), (c(45, 7), 0.0)])
    func circleVerticesAreAtTheRadius(center: Coordinate, radius: Double) {
        let ring = GeodesicCircle.polygon(center: center, radius: radius)
        #expect(ring.count == 65)
        #expect(ring.first == ring.last)
        for p in ring {
            #expect(abs(Geodesic.wgs84.distance(center, p) - radius) < 1e-6)
            #expect(abs(p.longitude - center.longitude) <= 180)
        }
    }
}
