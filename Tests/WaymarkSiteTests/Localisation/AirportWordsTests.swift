import Testing
import WaymarkConfig
import WaymarkMap
import WaymarkModel
@testable import WaymarkPages
@testable import WaymarkRender
@testable import WaymarkSite
@testable import WaymarkTheme

/// The airport and query-block words of the catalogues (docs/i18n.md, "Airports and query blocks").
@Suite struct AirportWordsTests {
    static func words(_ language: String) -> SiteWords {
        SiteWords(language: language, catalogue: DefaultTheme.catalogues[language] ?? WordCatalogue())
    }

    @Test func airportCountsTakeEachLanguagesPluralForms() {
        let croatian = Self.words("hr")
        #expect([1, 2, 5, 21, 101].map { croatian.plural("airports.counted", $0) }
                == ["1 zračna luka", "2 zračne luke", "5 zračnih luka", "21 zračna luka", "101 zračna luka"])
        #expect(Self.words("sv").plural("airports.counted", 1_234) == "1\u{A0}234 flygplatser")
        #expect(Self.words("en").plural("airports.counted", 1) == "1 airport")
        #expect(Self.words("fr").plural("airports.countries_counted", 0) == "0 pays")
    }

    @Test func typesApproachesAndLegendRowsAreTranslatedAndUnknownOnesKeepTheData() {
        let swedish = Self.words("sv")
        #expect(swedish.airportType("large_airport") == "Stor flygplats")
        #expect(swedish.airportType("spaceport") == "Spaceport", "a type the catalogue lacks is shown from the data")
        #expect(swedish.approach(.nonPrecision) == "icke-precision")
        #expect(swedish.legendLabel("9000ft-plus", mode: .runwayLength) == "9\u{A0}000 ft och längre")
        #expect(swedish.legendLabel("mystery", mode: .airportType) == "Övriga")
        #expect(swedish.legendLabel("se", mode: .country) == "SE")
        #expect(swedish.feet(12_799) == "12\u{A0}799" && swedish.metres(feet: 12_799) == "3\u{A0}901")
        #expect(Self.words("de").runwaySource(.euroAIPCompletedFromOurAirports) == "euro_aip (AIP), leere Felder aus OurAirports ergänzt")
        // English keeps the words the pages always had.
        let english = SiteWords.english
        for type in ["large_airport", "medium_airport", "small_airport", "heliport", "seaplane_base", "balloonport", "closed"] {
            #expect(english.airportType(type) == AirportText.typeLabel(type))
        }
        for mode in MapLegendMode.allCases { #expect(english.legendTitle(mode) == AirportLegend.title(mode)) }
        for mode in AirportSiteSettings.legendModes {
            for entry in mode.entries { #expect(english.legendLabel(entry.key, mode: mode) == entry.label) }
        }
    }

    @Test func aTranslatedTableKeepsItsKeyColumnAndItsLabelsAreEscaped() {
        let columns = [QueryTable.Column("Kod"), QueryTable.Column("Från rutten (NM)", numeric: true, key: true),
                       QueryTable.Column("Bäring", numeric: true)]
        let table = QueryTable(columns: columns, rows: [[.init("ESSA"), .init("1,5"), .init("090°")]])
        #expect(table.stickyColumn == 1)
        #expect(table.html().contains("<th class=\"num key\">Från rutten (NM)</th>"))
        #expect(QueryTable(columns: [.init("Distance (NM)", numeric: true)], rows: []).stickyColumn == 0, "English titles still decide alone")
        var output = QueryBlockOutput(title: "A & B", summary: "3 flygplatser", svg: "<svg/>", table: table, list: nil)
        output.labels.map = "Karta \"<{name}>\""
        output.labels.table = "Tabell: {name}"
        output.labels.mapData = "Kartdata & GeoJSON"
        let html = output.html(geoJSONLink: "map-1.geojson")
        #expect(html.contains("aria-label=\"Karta &quot;&lt;A &amp; B&gt;&quot;\""))
        #expect(html.contains("aria-label=\"Tabell: A &amp; B\""))
        #expect(html.contains(">Kartdata &amp; GeoJSON</a>"))
        #expect(output.markdown(mapLink: "m.svg", geoJSONLink: "m.geojson").contains("[Kartdata \\& GeoJSON](m.geojson)"))
    }
}
