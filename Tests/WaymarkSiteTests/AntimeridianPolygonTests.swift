import Testing
import WaymarkGeo
import WaymarkModel
@testable import WaymarkPages
@testable import WaymarkRender
@testable import WaymarkSite

/// Radius circles as GeoJSON polygons near the poles and the 180th meridian, checked with a validity
/// test written here (OGC simple features, in the longitude–latitude plane as GeoJSON readers such as
/// Shapely see them): rings closed with at least 4 positions, positions in range, no ring crossing
/// or touching itself, no two parts sharing more than a point, exteriors counterclockwise.
@Suite struct AntimeridianPolygonTests {
    static func c(_ lat: Double, _ lon: Double) -> Coordinate { Coordinate(latitude: lat, longitude: lon) }
    static let nm = 1_852.0

    /// The circle of `radius` metres around `center`, as written to GeoJSON.
    static func circle(_ center: Coordinate, _ radius: Double) -> GeoJSONGeometry {
        AntimeridianCut.polygon(GeodesicCircle.polygon(center: center, radius: radius, vertices: 96))
    }

    /// Every problem that makes `geometry` an invalid Polygon or MultiPolygon (empty when valid).
    static func problems(_ geometry: GeoJSONGeometry) -> [String] {
        let polygons: [[[Coordinate]]]
        switch geometry {
        case .polygon(let rings): polygons = [rings]
        case .multiPolygon(let parts): polygons = parts
        default: return ["not a polygon: \(geometry)"]
        }
        var found: [String] = []
        var exteriors: [[Coordinate]] = []
        for rings in polygons {
            guard let ring = rings.first else { found.append("a polygon without rings"); continue }
            exteriors.append(ring)
            if ring.count < 4 { found.append("ring of \(ring.count) positions") }
            if ring.first != ring.last { found.append("ring not closed") }
            for p in ring where !(-180...180).contains(p.longitude) || !(-90...90).contains(p.latitude) {
                found.append("position out of range: \(p)")
            }
            if signedArea(ring) <= 0 { found.append("exterior ring not counterclockwise") }
            let edges = Array(zip(ring, ring.dropFirst()))
            for i in edges.indices {
                if edges[i].0 == edges[i].1 { found.append("repeated position \(edges[i].0)") }
                for j in edges.indices where j > i + 1 && !(i == 0 && j == edges.count - 1) {
                    if let point = touch(edges[i], edges[j]) { found.append("self-intersection at \(point)") }
                }
            }
        }
        // Parts of a MultiPolygon may meet at points only: no shared or crossing edges.
        for a in exteriors.indices {
            for b in exteriors.indices where b > a {
                for e in zip(exteriors[a], exteriors[a].dropFirst()) {
                    for f in zip(exteriors[b], exteriors[b].dropFirst()) where overlap(e, f) {
                        found.append("parts \(a) and \(b) share an edge near \(e.0)")
                    }
                }
            }
        }
        return found
    }

    static func signedArea(_ ring: [Coordinate]) -> Double {
        zip(ring, ring.dropFirst()).reduce(0) { $0 + $1.0.longitude * $1.1.latitude - $1.1.longitude * $1.0.latitude } / 2
    }

    static func cross(_ o: Coordinate, _ a: Coordinate, _ b: Coordinate) -> Double {
        (a.longitude - o.longitude) * (b.latitude - o.latitude) - (a.latitude - o.latitude) * (b.longitude - o.longitude)
    }

    static func onSegment(_ p: Coordinate, _ s: (Coordinate, Coordinate)) -> Bool {
        abs(cross(s.0, s.1, p)) < 1e-9
            && min(s.0.longitude, s.1.longitude) - 1e-12 <= p.longitude && p.longitude <= max(s.0.longitude, s.1.longitude) + 1e-12
            && min(s.0.latitude, s.1.latitude) - 1e-12 <= p.latitude && p.latitude <= max(s.0.latitude, s.1.latitude) + 1e-12
    }

    /// A point where two non-adjacent edges of one ring meet, if they do.
    static func touch(_ e: (Coordinate, Coordinate), _ f: (Coordinate, Coordinate)) -> Coordinate? {
        let d1 = cross(f.0, f.1, e.0), d2 = cross(f.0, f.1, e.1)
        let d3 = cross(e.0, e.1, f.0), d4 = cross(e.0, e.1, f.1)
        if ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)) { return e.0 }
        for (p, s) in [(e.0, f), (e.1, f), (f.0, e), (f.1, e)] where onSegment(p, s) { return p }
        return nil
    }

    /// True when two edges lie on one line and share more than a point.
    static func overlap(_ e: (Coordinate, Coordinate), _ f: (Coordinate, Coordinate)) -> Bool {
        guard abs(cross(e.0, e.1, f.0)) < 1e-9, abs(cross(e.0, e.1, f.1)) < 1e-9 else { return false }
        let inside = [f.0, f.1].filter { onSegment($0, e) } + [e.0, e.1].filter { onSegment($0, f) }
        return Set(inside.map { "\($0.latitude),\($0.longitude)" }).count >= 2
    }

    static func maxLatitude(_ geometry: GeoJSONGeometry) -> Double {
        switch geometry {
        case .polygon(let rings): return rings.flatMap { $0 }.map(\.latitude).max() ?? 0
        case .multiPolygon(let parts): return parts.flatMap { $0.flatMap { $0 } }.map(\.latitude).max() ?? 0
        default: return 0
        }
    }

    @Test func theCheckFindsWhatShapelyFound() {
        // The old cut of a circle around the pole: two parts sharing the edge from the circle to the pole.
        let shared = GeoJSONGeometry.multiPolygon([
            [[Self.c(88, -132), Self.c(80, 0), Self.c(85, 180), Self.c(90, 180), Self.c(90, -132), Self.c(88, -132)]],
            [[Self.c(85, -180), Self.c(80, -150), Self.c(88, -132), Self.c(90, -132), Self.c(90, -180), Self.c(85, -180)]],
        ])
        #expect(Self.problems(shared).contains { $0.hasPrefix("parts 0 and 1 share an edge") })
        let bowtie = GeoJSONGeometry.polygon([[Self.c(0, 0), Self.c(1, 1), Self.c(0, 1), Self.c(1, 0), Self.c(0, 0)]])
        #expect(Self.problems(bowtie).contains { $0.hasPrefix("self-intersection") })
        let clockwise = GeoJSONGeometry.polygon([[Self.c(0, 0), Self.c(1, 0), Self.c(1, 1), Self.c(0, 1), Self.c(0, 0)]])
        #expect(Self.problems(clockwise) == ["exterior ring not counterclockwise"])
        let open = GeoJSONGeometry.polygon([[Self.c(0, 0), Self.c(0, 1), Self.c(1, 1), Self.c(1, 0)]])
        #expect(Self.problems(open).contains("ring not closed"))
    }

    /// Nagurskoye (UODN, 80.8°N) with its 666 NM circle, which reaches over the North Pole.
    @Test func theUODNCircleIsOnePolygonClosedAlongTheNorthPole() {
        let geometry = Self.circle(Self.c(80.8033, 47.6631), 666 * Self.nm)
        #expect(Self.problems(geometry) == [])
        guard case .polygon(let rings) = geometry else {
            Issue.record("expected one polygon, got \(geometry)")
            return
        }
        #expect(rings.count == 1)
        #expect(rings[0].contains(Self.c(90, 180)) && rings[0].contains(Self.c(90, -180)))
    }

    @Test(arguments: [
        // Around the North and South Poles, centred on every side of the globe, and on the pole.
        (80.8, 47.7, 666.0), (85.0, -179.0, 600.0), (85.0, 179.0, 600.0), (85.0, 180.0, 600.0), (85.0, -180.0, 600.0),
        (80.0, 0.0, 900.0), (89.9, -45.0, 30.0), (90.0, 0.0, 100.0),
        (-80.8, 47.7, 666.0), (-85.0, 179.5, 600.0), (-85.0, -179.5, 600.0), (-75.0, 120.0, 1_200.0), (-90.0, 10.0, 100.0),
    ])
    func circlesContainingAPoleAreValid(lat: Double, lon: Double, radiusNM: Double) {
        let geometry = Self.circle(Self.c(lat, lon), radiusNM * Self.nm)
        #expect(Self.problems(geometry) == [], "\(lat), \(lon), \(radiusNM) NM")
        if lat > 0 {
            #expect(Self.maxLatitude(geometry) == 90)
        } else if case .polygon(let rings) = geometry {
            #expect(rings[0].map(\.latitude).min() == -90)
        }
    }

    @Test(arguments: [
        // Touching 180° from either side, crossing it, centred on it at both ends (±180), far from the poles.
        (0.0, 179.0, 60.0), (0.0, -179.0, 60.0), (0.0, 180.0, 60.0), (0.0, -180.0, 60.0),
        (-17.0, 178.0, 300.0), (-17.0, -178.0, 300.0), (65.0, -170.0, 500.0), (65.0, 170.0, 500.0),
        (52.0, 10.0, 25.0), (-33.9, 151.2, 1_000.0),
    ])
    func circlesNearTheAntimeridianAreValid(lat: Double, lon: Double, radiusNM: Double) {
        let geometry = Self.circle(Self.c(lat, lon), radiusNM * Self.nm)
        #expect(Self.problems(geometry) == [], "\(lat), \(lon), \(radiusNM) NM")
    }

    @Test func aCircleThatTouches180FromTheWestStaysOnePolygon() {
        // 60 NM east of 179° on the equator is 180° (to within a metre): it touches, it does not cross.
        let ring = GeodesicCircle.polygon(center: Self.c(0, 179), radius: 60 * Self.nm, vertices: 96)
        let east = ring.map(\.longitude).max() ?? 0
        #expect(abs(east - 180) < 0.01)
        let geometry = AntimeridianCut.polygon(ring)
        #expect(Self.problems(geometry) == [])
    }
}
