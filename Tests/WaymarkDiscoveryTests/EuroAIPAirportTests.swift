import Testing
import WaymarkDiscovery
import WaymarkGeo
import WaymarkModel

/// Airport queries on the real euro_aip sample (12 airports in GB and FR); expectations checked by
/// hand against the database with sqlite3 (approach types, runway lengths, border crossings, AIP fuel).
@Suite struct EuroAIPAirportTests {
    static var index: AirportIndex { TestData.euroAIP }

    static func filter(_ terms: [(String, String)]) throws -> AirportFilter {
        var spec = QuerySpec(subject: .airports)
        for (k, v) in terms { try spec.set(k, v) }
        return spec.airportFilter
    }

    @Test func holdsTheTwelveSampleAirportsByIdent() {
        #expect(Self.index.records.map(\.ident) == ["EGBJ", "EGKA", "EGKB", "EGLF", "EGLL", "EGTF",
                                                   "LFAQ", "LFAT", "LFLX", "LFMD", "LFPT", "LFQA"])
    }

    @Test(arguments: [
        ([("has-precision-approach", "true")], ["EGBJ", "EGKB", "EGLF", "EGLL", "LFAT", "LFLX"]),
        ([("has-procedures", "false")], ["EGTF"]),
        ([("point-of-entry", "false")], ["LFPT", "LFQA"]),
        ([("min-runway-length-ft", "6000")], ["EGLF", "EGLL", "LFAQ", "LFAT", "LFLX"]),
        ([("fuel", "avgas")], ["EGBJ", "EGKA", "EGKB", "EGTF", "LFAQ", "LFAT", "LFLX", "LFMD", "LFPT", "LFQA"]),
        ([("fuel", "avgas,jet-a"), ("country", "GB")], ["EGBJ", "EGKA", "EGKB", "EGTF"]),
        ([("country", "FR"), ("has-precision-approach", "true")], ["LFAT", "LFLX"]),
        ([("type", "small_airport")], ["EGTF", "LFAQ", "LFQA"]),
        ([("has-hard-runway", "false")], []),
        ([("country", "FR"), ("type", "medium_airport"), ("min-runway-length-ft", "5500"), ("point-of-entry", "true")],
         ["LFAT", "LFLX"]),
    ])
    func filtersCombine(terms: [(String, String)], idents: [String]) throws {
        #expect(Self.index.filtered(try Self.filter(terms)).map(\.record.ident) == idents)
    }

    @Test func nearestToAnAirportLeavesItOutAndAppliesTheFilterDuringTheSearch() throws {
        let egtf = try Self.index.coordinate(icao: "EGTF")
        let hits = Self.index.nearest(to: egtf, k: 3, excluding: "EGTF")
        #expect(hits.map(\.record.ident) == ["EGLL", "EGLF", "EGKB"])
        for hit in hits {
            let expected = Geodesic.wgs84.distance(egtf, try #require(hit.record.coordinate))
            // Airport neighbours carry exact distances (their page's map is fitted to them).
            #expect(hit.distance == expected)
        }
        // EGLL ≈ 8.2 NM, EGLF ≈ 9.2 NM, EGKB ≈ 22.2 NM (haversine, checked by hand).
        #expect(abs((hits[0].distance ?? 0) / 1852 - 8.2) < 0.1)
        let lfmd = try Self.index.coordinate(icao: "LFMD")
        let precise = Self.index.nearest(to: lfmd, k: 2, filter: try Self.filter([("has-precision-approach", "true")]))
        #expect(precise.map(\.record.ident) == ["LFLX", "LFAT"])
    }

    @Test func withinARadiusIsInclusiveAndOrderedByDistance() throws {
        let egtf = try Self.index.coordinate(icao: "EGTF")
        let hits = Self.index.within(.nauticalMiles(100), of: egtf, excluding: "EGTF")
        #expect(hits.map(\.record.ident) == ["EGLL", "EGLF", "EGKB", "EGKA", "EGBJ", "LFAT"])
        // The exact distance (a reported one is within 1 µm of it: docs/geo.md, "Distances").
        let lfat = Geodesic.wgs84.distance(egtf, try #require(hits.last?.record.coordinate))
        #expect(abs(lfat - (hits.last?.distance ?? 0)) <= 1e-6)
        #expect(Self.index.within(Length(metres: lfat), of: egtf).map(\.record.ident).last == "LFAT")
        #expect(Self.index.within(Length(metres: lfat.nextDown), of: egtf).map(\.record.ident).last == "EGBJ")
    }

    @Test(arguments: [
        ("chateauroux", ["LFLX"]), ("CHR", ["LFLX"]), ("egtf", ["EGTF"]), ("london", ["EGLL", "EGKB"]),
        ("touquet", ["LFAT"]), ("déols", ["LFLX"]), ("cannes", ["LFMD"]),
    ])
    func searchFindsCodesNamesAndMunicipalities(text: String, idents: [String]) {
        #expect(Self.index.search(text).map(\.record.ident) == idents)
    }

    @Test func routeEGTFtoLFMDAgreesWithASphericalCrossTrackComputation() throws {
        let route = try ["EGTF", "LFMD"].map { try Self.index.coordinate(icao: $0) }
        let hits = try Self.index.near(route: ["EGTF", "LFMD"], within: .nauticalMiles(30))
        // Hand-checked (spherical, NM): ahead of EGTF on the track are EGKB (13.8 along, 17.4 off),
        // EGKA (30.7, 10.0), LFPT (167.9, 4.3), LFMD (558.3, 0); EGLL (8.2 from EGTF) and EGLF (9.2)
        // lie just behind the start, within 30 NM of it; EGBJ is 62 NM behind (68 NM away) and LFAT
        // 38.9 NM off the track: both outside.
        #expect(Set(hits.map(\.record.ident)) == ["EGTF", "EGLL", "EGLF", "EGKB", "EGKA", "LFPT", "LFMD"])
        #expect(hits.suffix(4).map(\.record.ident) == ["EGKB", "EGKA", "LFPT", "LFMD"])
        let along = hits.compactMap { $0.route?.alongTrack }
        #expect(along == along.sorted())
        for hit in hits {
            let pos = try #require(hit.route)
            #expect(hit.distance == pos.crossTrack)
            guard let oracle = SphericalRouteOracle.position(of: try #require(hit.record.coordinate), route: route) else { continue }
            #expect(abs(pos.crossTrack - oracle.crossTrack) <= 0.01 * oracle.crossTrack + 300, "\(hit.record.ident)")
            #expect(abs(pos.alongTrack - oracle.alongTrack) <= 0.006 * oracle.alongTrack + 500, "\(hit.record.ident)")
            #expect(pos.leg == 0)
        }
        let precise = try Self.index.near(route: ["EGTF", "LFMD"], within: .nauticalMiles(30),
                                          filter: try Self.filter([("has-precision-approach", "true")]))
        #expect(Set(precise.map(\.record.ident)) == ["EGLF", "EGLL", "EGKB"])
        #expect(precise.last?.record.ident == "EGKB")
    }

    @Test func anUnknownICAONamesTheCode() {
        #expect(throws: DiscoveryError.unknownAirport("LFZZ")) {
            try Self.index.near(route: ["EGTF", "LFZZ", "LFMD"])
        }
        #expect(DiscoveryError.unknownAirport("LFZZ").description
            == "unknown airport \"LFZZ\": no airport with this ICAO code in the site's data")
    }
}
