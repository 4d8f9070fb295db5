import Foundation
import GRDB
import Testing
import WaymarkConfig
import WaymarkData
import WaymarkGeo
import WaymarkModel
@testable import WaymarkPages
@testable import WaymarkRender
@testable import WaymarkSite

/// Airport pages of EGTF, LFMD and EGLL from the real euro_aip sample, checked against the
/// database read directly with GRDB (runways, procedures, fuel, point of entry), and the nearest
/// airports checked against a brute-force search.
@Suite struct AirportPageTests {
    struct EuroFacts {
        var runways: [(designator: String, lengthFt: Int, surface: String)] = []
        var procedures: [(name: String, approachType: String)] = []
        var fuelTexts: [String] = []
        var borderCrossings = 0
    }

    static func euroFacts(_ icao: String) throws -> EuroFacts {
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: AviationFixture.database, configuration: configuration)
        return try queue.read { db in
            var facts = EuroFacts()
            for row in try Row.fetchAll(db, sql: "SELECT le_ident, he_ident, length_ft, surface FROM runways WHERE airport_icao = ?", arguments: [icao]) {
                let designator = [row["le_ident"] as String?, row["he_ident"] as String?].compactMap { $0 }.joined(separator: "/")
                facts.runways.append((designator, Int((row["length_ft"] as Double?) ?? 0), (row["surface"] as String?) ?? ""))
            }
            for row in try Row.fetchAll(db, sql: "SELECT name, approach_type FROM procedures WHERE airport_icao = ?", arguments: [icao]) {
                facts.procedures.append(((row["name"] as String?) ?? "", (row["approach_type"] as String?) ?? ""))
            }
            facts.fuelTexts = try String.fetchAll(db, sql: "SELECT value FROM aip_entries WHERE airport_icao = ? AND (std_field = 'Fuel and oil types' OR field = 'Fuel and oil types')", arguments: [icao])
            facts.borderCrossings = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM border_crossing_points WHERE icao_code = ? OR matched_airport_icao = ?", arguments: [icao, icao]) ?? 0
            return facts
        }
    }

    static func page(_ result: BuildResult, _ icao: String, country: String) throws -> String {
        try #require(AviationFixture.text(result, "airports/\(country)/\(icao.lowercased())/index.html"))
    }

    @Test(arguments: [("EGTF", "gb"), ("LFMD", "fr"), ("EGLL", "gb")])
    func pageShowsTheDatabaseFacts(_ icao: String, _ country: String) async throws {
        let result = await AviationFixture.build()
        #expect(!result.diagnostics.contains { $0.severity == .error })
        let html = try Self.page(result, icao, country: country)
        let facts = try Self.euroFacts(icao)
        #expect(!facts.runways.isEmpty)

        // Runways: every database runway is a row with its length in ft and m and its hard/soft class.
        let runwayRows = HTMLTable.rows(HTMLTable.section(html, from: "<table class=\"runways\">", to: "</table>"))
        #expect(runwayRows.count == facts.runways.count)
        for runway in facts.runways {
            let row = try #require(runwayRows.first { $0.first == runway.designator }, "no row for \(runway.designator)")
            #expect(row[1] == AirportText.feet(runway.lengthFt))
            #expect(row[2] == AirportText.feet(Int((Double(runway.lengthFt) * 0.3048).rounded())))
            let hard = ["ASP", "ASPHALT", "CON", "CONC", "CONCRETE"].contains(runway.surface.uppercased())
            #expect(row[6] == (hard ? "hard" : "soft"), "surface \(runway.surface)")
        }

        // The runways are euro_aip's, and the page says so.
        #expect(html.contains("<p class=\"source\">Runway data: euro_aip (AIP)"))

        // Procedures: every one is listed, ILS ones under the precision heading.
        let procedures = HTMLTable.section(html, from: "<h2 id=\"procedures\">", to: "<h2 id=\"aip\">")
        if facts.procedures.isEmpty {
            #expect(procedures.contains("No instrument procedures are published"))
        }
        let groups = procedures.components(separatedBy: "<h3>").dropFirst().map { group -> (String, [String]) in
            let title = String(group.prefix { $0 != "<" })
            return (title, HTMLTable.rows(group).map { $0[0] })
        }
        for procedure in facts.procedures {
            let group = groups.first { $0.1.contains(procedure.name) }
            #expect(group != nil, "\(procedure.name) is not on the page")
            if procedure.approachType == "ILS" { #expect(group?.0 == "Approaches: precision") }
        }
        #expect(groups.reduce(0) { $0 + $1.1.count } == facts.procedures.count)

        // Fuel and point of entry.
        let fuelText = facts.fuelTexts.joined(separator: " ").uppercased()
        var fuels: [String] = []
        if fuelText.contains("AVGAS") || fuelText.contains("100LL") { fuels.append("AVGAS") }
        if fuelText.contains("JET A") || fuelText.contains("AVTUR") { fuels.append("JET-A") }
        let fuel = HTMLTable.plain(HTMLTable.section(html, from: "<dd class=\"fact-fuel\">", to: "</dd>"))
        #expect(fuel == (fuels.isEmpty ? "none listed" : fuels.joined(separator: ", ")))
        let entry = HTMLTable.plain(HTMLTable.section(html, from: "<dd class=\"fact-entry\">", to: "</dd>"))
        #expect(entry.hasPrefix(facts.borderCrossings > 0 ? "yes" : "no"))
    }

    @Test(arguments: ["EGTF", "LFMD", "EGLL"])
    func nearestAirportsAreTheBruteForceNearest(_ icao: String) async throws {
        let result = await AviationFixture.build()
        let (airports, _) = await SiteData.loadAirports(siteDirectory: URL(fileURLWithPath: AviationFixture.folder))
        let settings = AirportSiteSettings()
        let me = try #require(airports.first { $0.ident == icao })
        let here = try #require(me.coordinate)
        let expected = airports.filter { $0.ident != icao && settings.hasPage($0) }
            .map { (AirportText.code($0).text, Geodesic.wgs84.distance(here, $0.coordinate ?? here), $0.coordinate ?? here) }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }.prefix(10)
        let country = me.isoCountry.lowercased()
        let html = try Self.page(result, icao, country: country)
        let rows = HTMLTable.rows(HTMLTable.section(html, from: "<table class=\"nearest\">", to: "</table>"))
        #expect(rows.map { $0[0] } == expected.map(\.0))
        for (row, want) in zip(rows, expected) {
            #expect(row[3] == Length.fixed(want.1 / 1_852, fractionDigits: 1))
            #expect(row[4] == AirportText.bearing(Geodesic.wgs84.inverse(here, want.2).initialAzimuth))
        }
    }

    @Test func pageTypesDecideWhichAirportsGetPages() async throws {
        let result = await AviationFixture.build()
        let (airports, _) = await SiteData.loadAirports(siteDirectory: URL(fileURLWithPath: AviationFixture.folder))
        let paths = Set(result.files.map(\.path.description))
        #expect(airports.contains { $0.type == "heliport" } && airports.contains { $0.type == "closed" })
        for airport in airports {
            let path = "airports/\(airport.isoCountry.lowercased())/\(airport.ident.lowercased())/index.html"
            let wanted = ["large_airport", "medium_airport", "small_airport"].contains(airport.type)
            #expect(paths.contains(path) == wanted, "\(airport.ident) \(airport.type)")
        }
        let index = try #require(AviationFixture.text(result, "airports/index.html"))
        let rows = HTMLTable.rows(index)
        for code in ["GB", "FR"] {
            let count = airports.filter { $0.isoCountry == code && ["large_airport", "medium_airport", "small_airport"].contains($0.type) }.count
            #expect(rows.contains { $0[1] == code && $0[2] == AirportText.grouped(count) })
        }
    }

    @Test func countryTableIsByNameWithICAOCodesOnlyWhereThereAreSome() async throws {
        let result = await AviationFixture.build()
        let (airports, _) = await SiteData.loadAirports(siteDirectory: URL(fileURLWithPath: AviationFixture.folder))
        let settings = AirportSiteSettings()
        let french = airports.filter { $0.isoCountry == "FR" && settings.hasPage($0) }
        #expect(french.contains { $0.icaoCode == nil } && french.contains { $0.icaoCode != nil }, "the fixture has both kinds")
        let html = try #require(AviationFixture.text(result, "airports/fr/index.html"))
        let table = HTMLTable.section(html, from: "<table class=\"airport-table\">", to: "</table>")
        #expect(table.contains("<thead><tr><th>Code</th>"))
        #expect(!table.contains(">ICAO<"))
        let rows = HTMLTable.rows(table)
        // By name ignoring case and accents, then ident: the order a pilot looks for an airfield in.
        func key(_ a: Airport) -> String { a.name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil) }
        let expected = french.sorted { (key($0), $0.name, $0.ident) < (key($1), $1.name, $1.ident) }.prefix(rows.count)
        #expect(rows.count == min(french.count, 50), "page 1 of the table (the fixture's paginate)")
        #expect(rows.map { $0[2] } == expected.map(\.name))
        #expect(rows.map { $0[0] } == expected.map { $0.icaoCode ?? $0.ident })
        #expect(rows.map { $0[2] }.firstIndex { $0.hasPrefix("Aérodrome d'Al") }.map { $0 < 10 } == true, "accents do not sort last")
        // An ident that is not an ICAO code is marked as such, never shown as one.
        for airport in expected where airport.icaoCode == nil {
            #expect(table.contains("class=\"ident-local\" title=\"OurAirports identifier: no ICAO code\">\(airport.ident)<"), "\(airport.ident)")
        }
        let local = try #require(french.first { $0.icaoCode == nil })
        let page = try Self.page(result, local.ident, country: "fr")
        #expect(page.contains("<dt>Ident</dt> <dd>\(local.ident) <span class=\"meta\">(OurAirports; no ICAO code)</span></dd>"))
        #expect(!page.contains("<dt>ICAO</dt>"))
        #expect(try Self.page(result, "LFMD", country: "fr").contains("<dt>ICAO</dt> <dd>LFMD</dd>"))
    }

    /// AIP rows from the sample: packed values as labelled parts, the two "AD Administration" rows
    /// under their own labels, anything else as written.
    @Test func aipRowsAreLabelledWhereTheirLayoutIsKnown() async throws {
        let result = await AviationFixture.build()
        let egtf = HTMLTable.section(try Self.page(result, "EGTF", country: "gb"), from: "<h2 id=\"aip\">", to: "<h2 id=\"nearest\">")
        #expect(egtf.contains("<dt>Elevation / Reference temperature / Mean Low Temperature</dt> <dd>Elevation: 80 ft · Reference temperature: 20 °C</dd>"))
        #expect(egtf.contains("<dt>Magnetic Variation / Annual Change</dt> <dd>Magnetic variation (2027): 1.20°E · Annual change: 0.17°E · "
                              + "Magnetic variation (2022): 0.39°E · Annual change: 0.20°E</dd>"))
        #expect(egtf.contains("<dt>Operator</dt> <dd>FAIROAKS OPERATIONS LTD</dd>"))
        #expect(egtf.contains("<dt>Administration hours</dt> <dd>Mon-Sat 0800-1800 (0700-1700); Sun and PH 0900-1800 (0800-1700).</dd>"))
        #expect(egtf.contains("<dt>Geoid undulation at AD ELEV PSN</dt> <dd>150</dd>"))
        #expect(!egtf.contains("AD Administration"))
        let lfmd = HTMLTable.section(try Self.page(result, "LFMD", country: "fr"), from: "<h2 id=\"aip\">", to: "<h2 id=\"nearest\">")
        #expect(lfmd.contains("<dt>Magnetic Variation / Annual Change</dt> <dd>2.9454°E</dd>"), "a variation alone is shown as written")
        #expect(lfmd.contains("<dt>Elevation / Reference temperature / Mean Low Temperature</dt> <dd>14 ft</dd>"))
        #expect(lfmd.contains("<dt>Operator</dt> <dd>AEROPORTS COTE D&#39;AZUR (ACA)</dd>"))
    }

    @Test func countsHaveThousandsSeparators() async throws {
        #expect(AirportText.grouped(6_814) == "6,814")
        #expect(AirportText.grouped(999) == "999")
        #expect(AirportText.grouped(1_234_567) == "1,234,567")
        let result = await AviationFixture.build()
        let index = try #require(AviationFixture.text(result, "airports/index.html"))
        let (airports, _) = await SiteData.loadAirports(siteDirectory: URL(fileURLWithPath: AviationFixture.folder))
        let total = airports.filter(AirportSiteSettings().hasPage).count
        let countries = Set(airports.filter(AirportSiteSettings().hasPage).map(\.isoCountry)).count
        #expect(index.contains("<p class=\"lead\">\(AirportText.grouped(total)) airports in \(countries) countries."))
    }

    @Test func identsThatCannotBePathsGetNoPage() {
        #expect(AirportPagePaths.identSlug("EGLL") == "egll")
        #expect(AirportPagePaths.identSlug("GB-0942") == "gb-0942")
        for bad in ["", "..", "a/b", "-x", "É1", "a b", "x\\y"] { #expect(AirportPagePaths.identSlug(bad) == nil, "\(bad)") }
        #expect(AirportPagePaths.countrySlug("GBR") == nil)
        #expect(AirportPagePaths.countrySlug("G1") == nil)
    }
}
