import Testing
import WaymarkDiscovery
import WaymarkGeo
import WaymarkModel

@Suite struct QuerySpecParsingTests {
    @Test func readsEveryKeyIntoTypedValues() throws {
        var spec = QuerySpec(subject: .airports)
        try spec.set("near-airport", "egtf")
        try spec.set("within", "30")
        try spec.set("nearest", "5")
        try spec.set("bbox", "170,-20,-170,-10")
        try spec.set("country", "gb, fr")
        try spec.set("type", "small_airport,medium_airport")
        try spec.set("hasPrecisionApproach", "true")
        try spec.set("has_hard_runway", "yes")
        try spec.set("min-runway-length-ft", "3000ft")
        try spec.set("point-of-entry", "false")
        try spec.set("fuel", "AVGAS, jet a-1")
        #expect(spec.anchor == .airport(icao: "EGTF"))
        #expect(spec.within == Length.nauticalMiles(30))
        #expect(spec.within?.unit == .nauticalMiles)
        #expect(spec.nearest == 5)
        #expect(spec.bounds == GeoBounds(west: 170, south: -20, east: -170, north: -10))
        #expect(spec.airportFilter.countries == ["GB", "FR"])
        #expect(spec.airportFilter.types == ["small_airport", "medium_airport"])
        #expect(spec.airportFilter.hasPrecisionApproach == true)
        #expect(spec.airportFilter.hasHardRunway == true)
        #expect(spec.airportFilter.minRunwayLengthFt == 3000)
        #expect(spec.airportFilter.pointOfEntry == false)
        #expect(spec.airportFilter.fuels == [.avgas, .jetA])
        try spec.validate()
    }

    @Test func routeAcceptsCommasSpacesAndArrows() throws {
        for text in ["EGTF,LFMD,LFPT", "EGTF LFMD LFPT", "egtf->lfmd->lfpt"] {
            var spec = QuerySpec(subject: .airports)
            try spec.set("near-route", text)
            #expect(spec.route == ["EGTF", "LFMD", "LFPT"])
        }
    }

    @Test func withinDefaultsToKilometresForPets() throws {
        var spec = QuerySpec(subject: .announcements)
        try spec.set("near", "59.33, 18.07")
        try spec.set("within", "12")
        try spec.set("status", "active,closed")
        #expect(spec.anchor == .point(Coordinate(latitude: 59.33, longitude: 18.07)))
        #expect(spec.within == Length.kilometres(12))
        #expect(spec.states == [.lost, .closed])
        #expect(spec.displayUnit == .kilometres)
    }

    @Test(arguments: [
        (QuerySubject.airports, "within", "ten", "within: \"ten\" is not a distance (no number): expected a number and a unit, e.g. 10km, 25nm, 5mi, 800m"),
        (.airports, "near", "118.2,34.05", "near: \"118.2,34.05\": latitude 118.2 is out of range: expected a number from -90 to 90 (latitude and longitude look swapped)"),
        (.airports, "near", "59.33", "near: \"59.33\" is not a coordinate: expected latitude,longitude in degrees, e.g. 59.33,18.07"),
        (.airports, "nearest", "0", "nearest: \"0\" is not a count: expected a whole number ≥ 1"),
        (.airports, "bbox", "1,2,3", "bbox: \"1,2,3\" is not a bounding box: expected west,south,east,north in degrees, e.g. -10,35,30,60 (west > east crosses 180°)"),
        (.airports, "bbox", "0,50,10,40", "bbox: \"0,50,10,40\" has south 50 above north 40: expected west,south,east,north in degrees, e.g. -10,35,30,60 (west > east crosses 180°)"),
        (.airports, "route", "EGTF", "route: \"EGTF\" has 1 airport: expected at least two ICAO codes, e.g. EGTF,LFMD"),
        (.airports, "route", "EGTF,L*MD", "route: \"L*MD\" is not an ICAO code: expected a route of ICAO codes, e.g. EGTF,LFMD"),
        (.airports, "type", "airfield", "type: \"airfield\" is not an airport type: expected balloonport, closed, heliport, large_airport, medium_airport, seaplane_base, small_airport"),
        (.airports, "fuel", "diesel", "fuel: \"diesel\" is not a fuel: expected avgas or jet-a"),
        (.airports, "country", "GBR", "country: \"GBR\" is not a country code: expected ISO 3166-1 alpha-2 codes, e.g. GB,FR"),
        (.charters, "country", "Croatia", "country: \"Croatia\" is not a country code: expected ISO 3166-1 alpha-2 codes, e.g. GB,FR"),
        (.airports, "has-procedures", "maybe", "has-procedures: \"maybe\" is not a yes/no value: expected true or false"),
        (.announcements, "status", "missing", "status: \"missing\" is not a status: expected lost, found, closed, active or all"),
        (.charters, "from", "2025-13-01", "from: \"2025-13-01\" is not a date: expected YYYY-MM-DD"),
        (.charters, "has-procedures", "true", "has-procedures: applies to airports only, not to charters"),
        (.announcements, "route", "EGTF,LFMD", "route: applies to airports only, not to announcements"),
        (.airports, "radius", "10km", "radius: unknown query key: expected one of near, near-place, near-airport, within, nearest, bbox, route, search, status, from, to, country, type, has-procedures, has-precision-approach, has-hard-runway, min-runway-length-ft, point-of-entry, fuel, vessel-type, region, unit"),
    ])
    func badValuesSayWhatWasExpected(subject: QuerySubject, key: String, value: String, message: String) {
        var spec = QuerySpec(subject: subject)
        do {
            try spec.set(key, value)
            Issue.record("\(key)=\(value) was accepted")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test(arguments: [
        ([("nearest", "3")], "nearest: needs a point to measure from: give near, near-place or near-airport"),
        ([("within", "10km")], "within: needs a point or a route: give near, near-place, near-airport or route"),
        ([("route", "EGTF,LFMD"), ("near-airport", "EGLL")], "route: cannot be combined with near, near-place or near-airport: give one of them"),
        ([("near", "1,2"), ("near-airport", "EGLL")], "near-airport: a query has one anchor: give only one of near, near-place, near-airport"),
    ])
    func conflictingTermsAreRejected(terms: [(String, String)], message: String) {
        var spec = QuerySpec(subject: .airports)
        do {
            for (k, v) in terms { try spec.set(k, v) }
            try spec.validate()
            Issue.record("accepted")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func fromAfterToIsRejected() throws {
        var spec = QuerySpec(subject: .charters)
        try spec.set("from", "2025-07-01")
        try spec.set("to", "2025-06-01")
        #expect(throws: QueryUsageError(key: "from", "2025-07-01 is after to 2025-06-01: expected from ≤ to")) {
            try spec.validate()
        }
    }
}

@Suite struct QuerySpecBlockTests {
    @Test func aWaymarkBlocksTermsBuildTheSameQueryAsTheFlags() throws {
        // ```waymark
        // near-route: EGTF LFMD
        // within: 30nm
        // filter: { hasPrecisionApproach: true }
        let block = try QuerySpec(subject: .airports, terms: [("near-route", "EGTF LFMD"), ("within", "30nm"),
                                                              ("hasPrecisionApproach", "true")])
        var flags = QuerySpec(subject: .airports)
        try flags.set("route", "EGTF,LFMD")
        try flags.set("within", "30nm")
        try flags.set("has-precision-approach", "true")
        #expect(block == flags)
        #expect(throws: QueryUsageError(key: "within", "needs a point or a route: give near, near-place, near-airport or route")) {
            try QuerySpec(subject: .airports, terms: [("within", "30nm")])
        }
    }
}
