import Testing
import WaymarkCore
import WaymarkDiscovery
import WaymarkGeo
import WaymarkModel

/// Airport queries on the OurAirports world set, checked against brute force and against an
/// independent spherical route computation.
@Suite struct WorldAirportTests {
    @Test func nearestWithAFilterMatchesABruteForceScan() async throws {
        let index = await TestData.world.value
        #expect(index.records.count > 70_000)
        var filter = AirportFilter()
        filter.types = ["large_airport", "medium_airport"]
        filter.hasHardRunway = true
        let candidates = index.records.filter { filter.matches($0) }
        var rng = SeededGenerator(seed: 7)
        for _ in 0..<8 {
            let center = Coordinate(latitude: Double.random(in: -60...70, using: &rng),
                                    longitude: Double.random(in: -180...180, using: &rng))
            let got = index.nearest(to: center, k: 10, filter: filter)
            let expected = candidates.compactMap { a -> (String, Double)? in
                a.coordinate.map { (a.ident, Geodesic.wgs84.distance(center, $0)) }
            }.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.prefix(10)
            #expect(got.map(\.record.ident) == expected.map(\.0))
            #expect(got.map { $0.distance ?? -1 } == expected.map(\.1))
        }
    }

    @Test func aBoundingBoxAcrossTheAntimeridianTakesBothSides() async {
        let index = await TestData.world.value
        let box = GeoBounds(west: 175, south: -25, east: -170, north: -10)
        let got = index.filtered(inside: box).map(\.record.ident)
        let expected = index.records.filter { a in
            guard let c = a.coordinate else { return false }
            return c.latitude >= -25 && c.latitude <= -10 && (c.longitude >= 175 || c.longitude <= -170)
        }.map(\.ident)
        #expect(got == expected)
        for ident in ["NFFN", "NFNA", "NFTF", "NSFA", "NSTU"] { #expect(got.contains(ident), "\(ident)") }
        #expect(got.contains { $0.hasPrefix("NF") } && got.contains { $0.hasPrefix("NS") })
    }

    @Test(arguments: [
        (["NFFN", "NSFA"], 50.0),                           // Fiji → Samoa, across 180°
        (["EGTF", "LFPT", "LFLX", "LFMD"], 10.0),           // multi-leg across France
        (["NZAA", "NFFN", "PHNL"], 20.0),                   // Auckland → Nadi → Honolulu, across 180°
    ])
    func routeAgreesWithASphericalCrossTrackComputation(codes: [String], corridorNM: Double) async throws {
        let index = await TestData.world.value
        let route = try codes.map { try index.coordinate(icao: $0) }
        let corridor = corridorNM * 1852
        let hits = try index.near(route: codes, within: .nauticalMiles(corridorNM))
        let found = Dictionary(hits.map { ($0.record.ident, $0) }, uniquingKeysWith: { a, _ in a })
        let along = hits.compactMap { $0.route?.alongTrack }
        #expect(along == along.sorted(), "ordered along the route")
        var checked = 0
        for airport in index.records {
            guard let c = airport.coordinate, let oracle = SphericalRouteOracle.position(of: c, route: route) else { continue }
            if oracle.crossTrack < 0.99 * corridor - 300 {
                let hit = try #require(found[airport.ident], "\(airport.ident) is \(oracle.crossTrack) m off the route")
                let pos = try #require(hit.route)
                #expect(abs(pos.crossTrack - oracle.crossTrack) <= 0.01 * oracle.crossTrack + 300, "\(airport.ident)")
                #expect(abs(pos.alongTrack - oracle.alongTrack) <= 0.006 * oracle.alongTrack + 1_000, "\(airport.ident)")
                checked += 1
            } else if oracle.crossTrack > 1.01 * corridor + 300 {
                #expect(found[airport.ident] == nil, "\(airport.ident) is \(oracle.crossTrack) m off the route")
            }
        }
        #expect(checked >= codes.count)
        #expect(hits.first?.record.ident == codes.first || (hits.first?.route?.alongTrack ?? 1) <= 0)
    }

    @Test func searchOnTheWorldSetPutsTheCodeFirst() async {
        let index = await TestData.world.value
        #expect(index.search("chateauroux").first?.record.ident == "LFLX")
        #expect(index.search("LHR").first?.record.ident == "EGLL")
        #expect(index.search("EGTF").first?.record.ident == "EGTF")
    }
}
