import Testing
import WaymarkGeo
import WaymarkModel

/// Runway-based and list-based derived facts on hand-built airports.
@Suite struct AirportDerivedFactsTests {
    let here = SourceLocation(path: "t.csv", line: 1, column: 1)

    func runway(_ length: Int?, _ surface: String, closed: Bool = false) -> Runway {
        Runway(lengthFt: length, widthFt: nil, surfaceText: surface, lighted: false, closed: closed, location: here)
    }

    func airport(_ runways: [Runway]) -> Airport {
        Airport(ident: "TEST", type: "small_airport", name: "Test", coordinate: nil, isoCountry: "NA",
                runways: runways, sources: [.ourAirports], location: here)
    }

    @Test func closedRunwaysCountForNothing() {
        let a = airport([runway(9000, "ASP", closed: true), runway(2000, "GRS")])
        #expect(!a.hasHardRunway)
        #expect(a.longestRunwayFt == 2000)
        #expect(a.openRunways.count == 1)
    }

    @Test func oneHardRunwayIsEnough() {
        let a = airport([runway(1800, "TURF-G"), runway(3200, "concrete")])
        #expect(a.hasHardRunway)
        #expect(a.longestRunwayFt == 3200)
    }

    @Test func noLengthsGivesNoLongestRunway() {
        #expect(airport([runway(nil, "ASP")]).longestRunwayFt == nil)
        #expect(airport([]).longestRunwayFt == nil)
        #expect(!airport([]).hasHardRunway)
    }

    @Test func procedureAndCrossingFacts() {
        var a = airport([])
        #expect(!a.hasProcedures)
        #expect(a.bestApproach == nil)
        #expect(!a.pointOfEntry)
        a.procedures = [
            Procedure(name: "NDB RWY 09", procedureType: "approach", approachType: "NDB", runwayIdent: "09", source: nil, location: here),
            Procedure(name: "RNP RWY 09 (LPV)", procedureType: "approach", approachType: "RNP", runwayIdent: "09", source: nil, location: here),
        ]
        a.borderCrossings = [BorderCrossing(countryCode: "NA", name: "Test", source: "csv", location: here)]
        #expect(a.hasProcedures)
        #expect(a.bestApproach == .apv)
        #expect(!a.hasPrecisionApproach)
        #expect(a.pointOfEntry)
    }

    @Test func fuelComesOnlyFromTheFuelAndOilTypesField() {
        var a = airport([])
        a.aipEntries = [
            AIPEntry(section: "operational", field: "Fueling", standardField: "Fuelling", value: "AVGAS by truck", location: here),
            AIPEntry(section: "handling", field: "Fuel and oil types", standardField: "Fuel and oil types", value: "JET A1", location: here),
        ]
        #expect(a.fuel == [.jetA])
    }
}
