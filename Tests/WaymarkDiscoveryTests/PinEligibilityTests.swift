import Testing
import WaymarkCore
import WaymarkDiscovery
import WaymarkGeo
import WaymarkModel

@Suite struct PinEligibilityTests {
    typealias F = RecordFactory
    static let place = Coordinate(latitude: 59.3158, longitude: 18.0717)  // Södermalm

    @Test func aPetExactlyAtTheRadiusIsEligibleAndOneMillimetreFurtherIsNot() throws {
        let geo = Geodesic.wgs84
        let edge = geo.direct(from: Self.place, azimuth: 37, distance: 10_000).destination
        let d = geo.distance(Self.place, edge)
        #expect(abs(d - 10_000) < 1e-6)
        let index = AnnouncementIndex([F.pet("edge", at: edge)])
        #expect(index.eligiblePins(near: Self.place, radius: Length(metres: d)).map(\.record.id) == ["edge"])
        #expect(index.eligiblePins(near: Self.place, radius: Length(metres: d.nextDown)).isEmpty)
        #expect(index.eligiblePins(near: Self.place, radius: Length(metres: d - 0.001)).isEmpty)
    }

    @Test func onlyLostAndFoundWithCoordinatesOrderedByDistanceThenId() throws {
        let geo = Geodesic.wgs84
        let p1 = geo.direct(from: Self.place, azimuth: 90, distance: 2_000).destination
        let p2 = geo.direct(from: Self.place, azimuth: 180, distance: 5_000).destination
        let far = geo.direct(from: Self.place, azimuth: 0, distance: 10_500).destination
        let index = AnnouncementIndex([
            F.pet("zeta", at: p1, status: .found), F.pet("alpha", at: p1), F.pet("closed", at: p1, status: .closed),
            F.pet("south", at: p2), F.pet("far", at: far), F.pet("nowhere", at: nil),
            F.pet("bad", at: Coordinate(latitude: 118, longitude: 18)),
        ])
        #expect(index.unlocatedCount == 2)
        let hits = index.eligiblePins(near: Self.place)
        #expect(hits.map(\.record.id) == ["alpha", "zeta", "south"])
        #expect(abs((hits[2].distance ?? 0) - 5_000) < 1e-6)
        // A plain listing reaches 100 km; closed ones only when asked.
        #expect(index.near(Self.place).map(\.record.id) == ["alpha", "zeta", "south", "far"])
        #expect(index.near(Self.place, states: [.closed]).map(\.record.id) == ["closed"])
    }

    @Test func matchesABruteForceScanOnRandomData() {
        var rng = SeededGenerator(seed: 42)
        var pets: [Announcement] = []
        for i in 0..<3_000 {
            let c = Coordinate(latitude: Double.random(in: 59.0...59.7, using: &rng),
                               longitude: Double.random(in: 17.5...18.6, using: &rng))
            let status: AnnouncementStatus = [.lost, .found, .closed][i % 3]
            pets.append(F.pet(String(format: "p%05d", i), at: c, status: status))
        }
        let index = AnnouncementIndex(pets)
        for _ in 0..<20 {
            let center = Coordinate(latitude: Double.random(in: 59.1...59.6, using: &rng),
                                    longitude: Double.random(in: 17.7...18.4, using: &rng))
            let radius = Double.random(in: 500...15_000, using: &rng)
            let expected = pets.compactMap { p -> (String, Double)? in
                guard p.status != .closed, let c = p.coordinate else { return nil }
                let d = Geodesic.wgs84.distance(center, c)
                return d <= radius ? (p.id, d) : nil
            }.sorted { ($0.1, $0.0) < ($1.1, $1.0) }
            let got = index.eligiblePins(near: center, radius: Length(metres: radius))
            #expect(got.map(\.record.id) == expected.map(\.0))
        }
    }
}
