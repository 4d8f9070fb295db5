import Testing
import WaymarkCore
@testable import WaymarkGeo

@Suite struct GeodesicTableTests {
    // Reference values from GeographicLib 2.1 (Inverse), rounded to 0.1 mm.
    @Test(arguments: [
        // lat1, lon1, lat2, lon2, distance (m), azi1, azi2
        (0.0, 0.0, 0.0, 0.0, 0.0, 180.0, 180.0),            // zero length (GeographicLib's convention)
        (90.0, 0.0, -90.0, 0.0, 20003931.4586, 180.0, 180.0), // pole to pole
        (0.0, 0.0, 0.0, 180.0, 20003931.4586, 0.0, 180.0),  // antipodal on the equator: via a pole
        (0.0, 179.5, 0.0, -179.5, 111319.4908, 90.0, 90.0), // across the antimeridian on the equator
        (51.348099, -0.558889, 43.542, 6.95348, 1035241.7816, 144.0288187, 149.5791654), // EGTF → LFMD
    ])
    func inverseTable(lat1: Double, lon1: Double, lat2: Double, lon2: Double, distance: Double, azi1: Double, azi2: Double) {
        let r = Geodesic.wgs84.inverse(Coordinate(latitude: lat1, longitude: lon1), Coordinate(latitude: lat2, longitude: lon2))
        #expect(abs(r.distance - distance) <= 1e-4, "\(r.distance)")
        #expect(angleGap(r.initialAzimuth, azi1) <= 1e-6, "\(r.initialAzimuth)")
        #expect(angleGap(r.finalAzimuth, azi2) <= 1e-6, "\(r.finalAzimuth)")
    }

    @Test(arguments: [
        // start, azimuth, distance → destination
        (0.0, 0.0, 0.0, 0.0, 0.0, 0.0),
        (0.0, 0.0, 0.0, 10001965.7293, 90.0, 0.0),   // quarter meridian reaches the pole
        (0.0, 179.5, 90.0, 111319.4908, 0.0, -179.5), // crosses the antimeridian, normalised
    ])
    func directTable(lat: Double, lon: Double, azimuth: Double, distance: Double, lat2: Double, lon2: Double) {
        let d = Geodesic.wgs84.direct(from: Coordinate(latitude: lat, longitude: lon), azimuth: azimuth, distance: distance)
        #expect(abs(d.destination.latitude - lat2) <= 1e-8, "\(d.destination)")
        if abs(lat2) < 90 { #expect(angleGap(d.destination.longitude, lon2) <= 1e-8, "\(d.destination)") }
        #expect(d.destination.longitude >= -180 && d.destination.longitude <= 180)
    }

    @Test func symmetricAndRoundTrip() {
        var rng = SeededGenerator(seed: 7)
        for _ in 0..<300 {
            let a = rng.coordinate(), b = rng.coordinate()
            let ab = Geodesic.wgs84.inverse(a, b), ba = Geodesic.wgs84.inverse(b, a)
            #expect(abs(ab.distance - ba.distance) <= 1e-6)
            let d = Geodesic.wgs84.direct(from: a, azimuth: ab.initialAzimuth, distance: ab.distance)
            #expect(Geodesic.wgs84.distance(d.destination, b) <= 1e-6)
        }
    }

    @Test(arguments: [(0.0, 0.0, 0.0, 1.0, 111195.0802), (90.0, 0.0, -90.0, 0.0, 20015114.4420), (10.0, 179.5, 10.0, -179.5, 109505.7352)])
    func haversine(lat1: Double, lon1: Double, lat2: Double, lon2: Double, expected: Double) {
        let d = Haversine.distance(Coordinate(latitude: lat1, longitude: lon1), Coordinate(latitude: lat2, longitude: lon2))
        #expect(abs(d - expected) <= 1e-3, "\(d)")
    }
}

/// Invalid numbers from input data must never trap.
@Suite struct NonFiniteInputTests {
    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nothingTraps(bad: Double) {
        let g = Geodesic.wgs84
        #expect(g.inverse(c(bad, 0), c(10, 10)).distance.isNaN)
        #expect(g.direct(from: c(10, 10), azimuth: bad, distance: 1000).destination.latitude.isNaN)
        #expect(g.direct(from: c(10, 10), azimuth: 0, distance: bad).destination.latitude.isNaN)
        #expect(GreatCircle.densify(c(bad, 0), c(1, 1), maxSegmentDegrees: 1).count == 2)
        #expect(GreatCircle.densify(c(0, 0), c(1, 1), maxSegmentDegrees: bad).count == 3)  // 1° steps over 1.41°
        #expect(GeoBounds.enclosing([c(bad, 0)]) == nil)
        #expect(GeoBounds.enclosing([c(bad, 0), c(1, 2)]) == GeoBounds(west: 2, south: 1, east: 2, north: 1))
        let index = SpatialIndex([c(0, 0)])
        #expect(index.within(c(bad, 0), radius: 1e6).isEmpty)
        #expect(index.nearest(c(0, 0), k: 1, maxDistance: bad).count == (bad == .infinity ? 1 : 0))
        #expect(RouteProximity(index: index).points(near: [c(0, 0), c(bad, 1)], within: 1000).isEmpty)
        _ = MapViewport.fit(GeoBounds(west: bad, south: 0, east: 1, north: 1), size: PixelSize(width: 100, height: 100), margins: .zero, rule: .standard)
        _ = GeodesicCircle.polygon(center: c(0, 0), radius: bad)
    }

    @Test func densifyCapsTheNumberOfPoints() {
        #expect(GreatCircle.densify(c(0, 0), c(0, 90), maxSegmentDegrees: 1e-9).count == 100_001)
    }
}
