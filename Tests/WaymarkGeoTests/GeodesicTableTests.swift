import Testing
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
