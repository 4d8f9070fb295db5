import Foundation
import GRDB
import Testing
import WaymarkGeo
import WaymarkModel
@testable import WaymarkData
import WaymarkTestSupport

/// OurAirports CSV and euro_aip SQLite loading, merging by ICAO code, and the derived facts on real rows.
@Suite struct AirportLoaderTests {
    static let fixtureAirports = FixturePaths.validSite.appendingPathComponent("data/airports")

    @Test func ourAirportsRowsWithRunwaysNamesAndNamibia() async throws {
        let (tables, problems) = await OurAirportsLoader.load(folder: Self.fixtureAirports, displayPath: "air")
        #expect(tables.airports.map(\.ident) == ["EGLL", "EGTF", "FYWH", "LDZA", "LFMD"])
        let windhoek = try #require(tables.airports.first { $0.ident == "FYWH" })
        #expect(windhoek.isoCountry == "NA")
        #expect(windhoek.countryName == "Namibia")
        #expect(windhoek.continent == "AF")
        #expect(windhoek.regionName == "Khomas Region")
        #expect(windhoek.iataCode == "WDH")
        #expect(windhoek.elevationFt == 5640)
        #expect(windhoek.scheduledService)
        #expect(windhoek.coordinate == Coordinate(latitude: -22.4799, longitude: 17.4709))
        #expect(windhoek.runways.count == 2)
        #expect(windhoek.longestRunwayFt == 15010)
        #expect(windhoek.location == SourceLocation(path: "air/airports.csv", line: 4, column: 1))
        let heathrow = try #require(tables.airports.first { $0.ident == "EGLL" })
        #expect(heathrow.countryName == "United Kingdom")
        #expect(heathrow.runways.map(\.designator) == ["09L/27R", "09R/27L"])
        #expect(heathrow.runways[0].lowEnd.headingDegT == 89.6)
        #expect(heathrow.hasHardRunway)
        let cannes = try #require(tables.airports.first { $0.ident == "LFMD" })
        #expect(cannes.regionName == nil)  // FR-PAC is not in the fixture's regions.csv
        #expect(cannes.runways.map(\.surface) == [.asphalt, .asphalt, .grass])
        #expect(problems.map(\.headline) == [
            "air/runways.csv:7:11: warning: le_longitude_deg is empty but le_latitude_deg is given: give both or neither; the position is ignored",
        ])
    }

    @Test func euroAIPSampleDatabase() throws {
        let (airports, problems) = EuroAIPLoader.load(FixturePaths.euroAIPSample, path: "aip.db")
        #expect(problems.isEmpty, "\(problems.map(\.headline))")
        #expect(airports.count == 12)
        #expect(airports.reduce(0) { $0 + $1.runways.count } == 23)
        #expect(airports.reduce(0) { $0 + $1.procedures.count } == 57)
        #expect(airports.reduce(0) { $0 + $1.aipEntries.count } == 304)
        #expect(airports.reduce(0) { $0 + $1.borderCrossings.count } == 10)
        let biggin = try #require(airports.first { $0.ident == "EGKB" })
        #expect(biggin.runways.first?.location.description == "aip.db:runways:1")
        #expect(biggin.runways.first?.closed == false)
        #expect(biggin.runways.last?.closed == true)
        #expect(biggin.location.path.hasPrefix("aip.db:airports:"))
        #expect(biggin.sources == [.euroAIP])
    }

    /// A crafted database: the sample with a generated column added to every table the loader
    /// reads, whose value cannot even be computed (malformed JSON). The loader names the columns
    /// it reads, so it reads the same airports and never evaluates the extra column; a
    /// `SELECT *` failed on it.
    @Test func extraAndGeneratedColumnsAreNeverRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("waymark-aip-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("crafted.db")
        try FileManager.default.copyItem(at: FixturePaths.euroAIPSample, to: copy)
        let queue = try DatabaseQueue(path: copy.path)
        try queue.write { db in
            for table in ["airports", "runways", "procedures", "aip_entries", "border_crossing_points"] {
                try db.execute(sql: "ALTER TABLE \(table) ADD COLUMN waymark_trap TEXT GENERATED ALWAYS AS (json_extract('{not json', '$.x')) VIRTUAL")
            }
        }
        try queue.close()
        #expect(throws: (any Error).self, "the trap column fails whenever it is read") {
            try DatabaseQueue(path: copy.path).read { db in try Row.fetchAll(db, sql: "SELECT * FROM airports") }
        }
        let (crafted, problems) = EuroAIPLoader.load(copy, path: "crafted.db")
        #expect(problems.isEmpty, "\(problems.map(\.headline))")
        let (sample, _) = EuroAIPLoader.load(FixturePaths.euroAIPSample, path: "crafted.db")
        #expect(crafted == sample)
    }

    @Test func pointOfEntryAndPrecisionOnTheSample() throws {
        let (airports, _) = EuroAIPLoader.load(FixturePaths.euroAIPSample, path: "aip.db")
        let entry = Set(airports.filter(\.pointOfEntry).map(\.ident))
        #expect(entry == ["EGBJ", "EGKA", "EGKB", "EGLF", "EGLL", "EGTF", "LFAQ", "LFAT", "LFLX", "LFMD"])
        let precision = Set(airports.filter(\.hasPrecisionApproach).map(\.ident))
        #expect(precision == ["EGBJ", "EGKB", "EGLF", "EGLL", "LFAT", "LFLX"])
        #expect(airports.filter { !$0.hasProcedures }.map(\.ident) == ["EGTF"])
        let fairoaksOrShoreham = airports.first { $0.ident == "EGKA" }
        #expect(fairoaksOrShoreham?.bestApproach == .nonPrecision)
    }

    /// Fuel expected from the real "Fuel and oil types" texts of the sample database.
    static let fuelCases: [(String, Set<FuelType>)] = [
        ("EGBJ", [.avgas, .jetA]),  // AVTUR JET A-1 (All JET-A1 Pre mixed with AL48) AVGAS 100LL …
        ("EGKA", [.avgas, .jetA]),                  // AVTUR JET A-1 AVTUR JET FSII F34 AVGAS 100LL 100, 80, W80 …
        ("EGKB", [.avgas, .jetA]),                  // JET A-1, Sustainable Aviation Fuel (SAF JET A-1) AVGAS 100LL …
        ("EGLF", [.jetA]),                          // AVTUR JET A-1 and SAF (Sustainable Aviation Fuel).
        ("EGLL", [.jetA]),                          // AVTUR JET A-1 Oils: Various by arrangement with fuel companies.
        ("EGTF", [.avgas, .jetA]),                  // AVTUR JET A-1 AL48 AVGAS 100LL W80/100, Straight 80/100, 15W/50
        ("LFAQ", [.avgas, .jetA]),                  // Fuel : 100LL, JET A1. Lubricant : NIL.
        ("LFAT", [.avgas, .jetA]),                  // Fuel : 100LL- JET A1 / TRO, Lubricants : all grades (CIV-MIL)
        ("LFLX", [.avgas, .jetA]),                  // JET A1 (CIV-MIL), 100LL, LUB : NIL.
        ("LFMD", [.avgas, .jetA]),                  // Fuel: JET A1, AVGAS (100LL) Lubricants: service provided.
        ("LFPT", [.avgas, .jetA]),                  // Fuel : Business aviation : Lubricants - JET A1 : … 100LL : HX …
        ("LFQA", [.avgas, .jetA]),                  // Fuel : JET A1 - 100LL. Lubricant : NIL
    ]

    /// Fuel parsed from the real "Fuel and oil types" texts of the sample database.
    @Test(arguments: fuelCases)
    func fuelFromTheRealAIPTexts(icao: String, expected: Set<FuelType>) throws {
        let (airports, _) = EuroAIPLoader.load(FixturePaths.euroAIPSample, path: "aip.db")
        let airport = try #require(airports.first { $0.ident == icao })
        #expect(airport.aipEntries.contains { $0.standardField == AIPEntry.fuelAndOilTypesField })
        #expect(airport.fuel == expected)
    }

    @Test func mergeKeepsOurAirportsBaseAndAddsEuroAIPLists() async throws {
        let (tables, _) = await OurAirportsLoader.load(folder: Self.fixtureAirports, displayPath: "air")
        let (euro, _) = EuroAIPLoader.load(FixturePaths.euroAIPSample, path: "aip.db")
        let merged = AirportMerge.merge(ourAirports: tables.airports, euroAIP: [euro],
                                        countryNames: tables.countryNames, regionNames: tables.regionNames).airports
        #expect(merged.count == 5 + 12 - 3)  // EGLL, EGTF and LFMD are in both
        #expect(merged.map(\.ident) == merged.map(\.ident).sorted())
        let fairoaks = try #require(merged.first { $0.ident == "EGTF" })
        #expect(fairoaks.sources == [.ourAirports, .euroAIP])
        #expect(fairoaks.location.path == "air/airports.csv")
        #expect(fairoaks.runways.count == 1)
        // euro_aip lists EGTF's runway, so it wins over the OurAirports row.
        #expect(fairoaks.runways[0].location.path == "aip.db:runways:3")
        #expect(fairoaks.runwaySource == .euroAIP || fairoaks.runwaySource == .euroAIPCompletedFromOurAirports)
        #expect(fairoaks.fuel == [.avgas, .jetA])
        #expect(fairoaks.pointOfEntry)
        #expect(fairoaks.hasProcedures == false)
        let cannes = try #require(merged.first { $0.ident == "LFMD" })
        #expect(cannes.procedures.count == 10)
        #expect(cannes.runways.count == 3)
        let biggin = try #require(merged.first { $0.ident == "EGKB" })
        #expect(biggin.sources == [.euroAIP])
        #expect(biggin.countryName == "United Kingdom")
        #expect(biggin.regionName == "England")
    }

    @Test func theFullOurAirportsWorldSet() async throws {
        let folder = try OurAirportsFixture.folder()
        let (tables, problems) = await OurAirportsLoader.load(folder: folder, displayPath: "ourairports")
        #expect(tables.airports.count == 73_623)
        #expect(tables.airports.reduce(0) { $0 + $1.runways.count } == 43_951)
        #expect(tables.countryNames.count == 248)
        #expect(tables.regionNames.count == 3_889)
        #expect(!problems.contains { $0.severity == .error })
        let namibian = tables.airports.filter { $0.isoCountry == "NA" }
        #expect(namibian.count == 259)
        #expect(namibian.allSatisfy { $0.countryName == "Namibia" })
        #expect(tables.airports.allSatisfy { $0.coordinate != nil })
    }
}
