import Testing
import WaymarkCore
import WaymarkGeo
@testable import WaymarkGeocoding

@Suite struct ReverseLookupTests {
    @Test(arguments: [
        (43.5081, 16.4402, "Split", "HR"),
        (36.4167, 25.4317, "Firá", "GR"),
        (59.3293, 18.0686, "Stockholm", "SE"),
        (-33.8688, 151.2093, "Sydney", "AU"),
        (64.1466, -21.9426, "Reykjavík", "IS"),
        (18.4286, -64.6185, "Road Town", "VG"),
        (42.6507, 18.0944, "Dubrovnik", "HR"),
    ])
    func nearestCityCentre(_ latitude: Double, _ longitude: Double, _ name: String, _ country: String) throws {
        let nearest = try #require(try TestGazetteer.shared().nearest(to: Coordinate(latitude: latitude, longitude: longitude)))
        #expect(nearest.place.name == name)
        #expect(nearest.place.countryCode == country)
        #expect(nearest.distance < 3_000)
    }

    @Test func distanceIsTheEllipsoidalGeodesic() throws {
        let point = Coordinate(latitude: 43.51, longitude: 16.44)
        let nearest = try #require(try TestGazetteer.shared().nearest(to: point))
        #expect(abs(nearest.distance - Geodesic.wgs84.distance(point, nearest.place.coordinate)) < 1e-6)
    }

    /// Against a brute-force scan: for seeded points all over the globe (poles and antimeridian
    /// included), no place is nearer than the one returned.
    @Test func agreesWithBruteForce() throws {
        let gazetteer = try TestGazetteer.shared()
        var generator = SeededGenerator(seed: 7)
        var points = [
            Coordinate(latitude: 90, longitude: 0), Coordinate(latitude: -90, longitude: 0),
            Coordinate(latitude: -16.8, longitude: 180), Coordinate(latitude: -16.8, longitude: -179.99),
            Coordinate(latitude: 0, longitude: -30),
        ]
        for _ in 0..<15 {
            points.append(Coordinate(latitude: Double.random(in: -80...80, using: &generator),
                                     longitude: Double.random(in: -180...180, using: &generator)))
        }
        let coordinates = gazetteer.places.map(\.coordinate)
        for point in points {
            let nearest = try #require(gazetteer.nearest(to: point))
            // Haversine differs from the geodesic by < 0.6 %: the true nearest is within 1 % of the sphere's nearest.
            let spherical = coordinates.map { Haversine.distance(point, $0) }
            let cutoff = (spherical.min() ?? 0) * 1.01 + 1
            let best = spherical.indices.filter { spherical[$0] <= cutoff }
                .map { Geodesic.wgs84.distance(point, coordinates[$0]) }.min() ?? .infinity
            #expect(abs(nearest.distance - best) < 1e-6, "\(point)")
        }
    }
}
