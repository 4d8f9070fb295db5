import Foundation
import Testing
import WaymarkGeo
import WaymarkModel
@testable import WaymarkData

/// euro_aip runways win over OurAirports' (docs/derived-airport-facts.md), on the example site's
/// real rows for LFAQ (renumbered 09/27 → 08/26) and EGKA (07/25 → 06/24, other lengths).
@Suite struct RunwayMergeTests {
    static let airports = FixturePaths.euroAIPSample.deletingLastPathComponent()

    func merged() async throws -> ([Airport], [String]) {
        let (tables, _) = await OurAirportsLoader.load(folder: Self.airports, displayPath: "air")
        let (euro, _) = EuroAIPLoader.load(FixturePaths.euroAIPSample, path: "aip.db")
        let result = AirportMerge.merge(ourAirports: tables.airports, euroAIP: [euro],
                                        countryNames: tables.countryNames, regionNames: tables.regionNames)
        return (result.airports, result.diagnostics.map(\.description))
    }

    @Test func lfaqHasTheAIPDesignatorsAndWarnsAboutTheOldOnes() async throws {
        let (airports, warnings) = try await merged()
        let lfaq = try #require(airports.first { $0.ident == "LFAQ" })
        #expect(lfaq.runways.map(RunwayMerge.designator) == ["08/26", "08R/26L"])
        #expect(lfaq.runways.map(\.lengthFt) == [7218, 3281])
        #expect(lfaq.runways.map(\.location.path) == ["aip.db:runways:21", "aip.db:runways:22"])
        #expect(lfaq.runwaySource == .euroAIP)
        // The procedures name the same runways as the runway list now.
        #expect(Set(lfaq.procedures.compactMap(\.runwayIdent)).isSubset(of: ["08", "26", "08R", "26L"]))
        #expect(warnings.filter { $0.contains(" of LFAQ ") } == [
            "aip.db:runways:21: warning: runway 08/26 of LFAQ is 09/27 in OurAirports (air/runways.csv:2336:1): the euro_aip designators are used",
            "aip.db:runways:22: warning: runway 08R/26L of LFAQ is 09R/27L in OurAirports (air/runways.csv:2337:1): the euro_aip designators are used",
        ])
    }

    @Test func egkaHasTheAIPRunwaysAndWarnsAboutLengths() async throws {
        let (airports, warnings) = try await merged()
        let egka = try #require(airports.first { $0.ident == "EGKA" })
        #expect(egka.runways.map(RunwayMerge.designator) == ["02/20", "06/24", "13/31"])
        #expect(egka.runways.map(\.lengthFt) == [3385, 2621, 1339])
        #expect(egka.runways.map(\.surfaceText) == ["ASP", "GRASS", "GRASS"])
        #expect(warnings.filter { $0.contains(" of EGKA ") } == [
            "aip.db:runways:11: warning: runway 06/24 of EGKA is 07/25 in OurAirports (air/runways.csv:865:1): the euro_aip designators are used",
            "aip.db:runways:11: warning: runway 06/24 of EGKA is 2621 ft long in euro_aip and 2877 ft in OurAirports (air/runways.csv:865:1), 9.8% apart: the euro_aip length is used",
            "aip.db:runways:12: warning: runway 13/31 of EGKA is 1339 ft long in euro_aip and 1312 ft in OurAirports (air/runways.csv:866:1), 2.0% apart: the euro_aip length is used",
        ])
        // 02/20: 3385 ft against 3399 ft is 0.4 % apart, no warning.
        #expect(!warnings.contains { $0.contains("runway 02/20 of EGKA") })
    }

    static func runway(_ low: String?, _ high: String?, length: Int? = nil, width: Int? = nil, surface: String? = nil,
                       lowAt: Coordinate? = nil, highAt: Coordinate? = nil, heading: Double? = nil,
                       at location: WaymarkModel.SourceLocation) -> Runway {
        Runway(lengthFt: length, widthFt: width, surfaceText: surface, lighted: false, closed: false,
               lowEnd: .init(ident: low, coordinate: lowAt, headingDegT: heading),
               highEnd: .init(ident: high, coordinate: highAt), location: location)
    }

    @Test func emptyAIPFieldsAreFilledFromTheMatchingOurAirportsRunwayOnly() {
        let aip = Self.runway("36", "18", length: 5_000, at: WaymarkModel.SourceLocation(path: "aip.db:runways:1"))
        let ours = [
            Self.runway("04", "22", length: 3_000, width: 60, surface: "GRS", at: WaymarkModel.SourceLocation(path: "r.csv", line: 2, column: 1)),
            Self.runway("18", "36", length: 5_050, width: 148, surface: "ASP", heading: 180, at: WaymarkModel.SourceLocation(path: "r.csv", line: 3, column: 1)),
        ]
        let result = RunwayMerge.merge(ident: "XXXX", euroAIP: [aip], ourAirports: ours)
        #expect(result.source == .euroAIPCompletedFromOurAirports)
        #expect(result.runways.count == 1)
        let runway = result.runways[0]
        #expect(runway.lengthFt == 5_000, "euro_aip's length is kept (1 % apart: no warning)")
        #expect(runway.widthFt == 148)
        #expect(runway.surfaceText == "ASP" && runway.surface == .asphalt)
        // Matched the other way round: OurAirports' low end (18, heading 180) is euro_aip's high end.
        #expect(runway.highEnd.headingDegT == 180 && runway.lowEnd.headingDegT == nil)
        #expect(result.diagnostics.map(\.description) == [
            "r.csv:2:1: warning: runway 04/22 of XXXX is in OurAirports but not in euro_aip, whose runways are used: it is left out",
        ])
    }

    @Test func withoutAIPRunwaysOurAirportsAreUsedAsTheyAre() {
        let ours = [Self.runway("09", "27", length: 2_000, at: WaymarkModel.SourceLocation(path: "r.csv", line: 2, column: 1))]
        let result = RunwayMerge.merge(ident: "XXXX", euroAIP: [], ourAirports: ours)
        #expect(result.runways == ours)
        #expect(result.source == .ourAirports)
        #expect(result.diagnostics.isEmpty)
        #expect(RunwayMerge.merge(ident: "XXXX", euroAIP: [], ourAirports: []).source == nil)
    }

    @Test(arguments: [("09", "08", true), ("36", "01", true), ("09L", "08L", true), ("09L", "08R", false),
                      ("09", "11", false), ("H1", "H2", false), ("9", "08", true)])
    func renumberedDesignators(a: String, b: String, expected: Bool) {
        #expect(RunwayMerge.renumbered(a, b) == expected)
    }
}
