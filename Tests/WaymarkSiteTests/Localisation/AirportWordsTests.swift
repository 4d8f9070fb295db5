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

    static func entry(_ section: String, _ field: String, _ value: String) -> AIPEntry {
        AIPEntry(section: section, field: field, standardField: field, value: value,
                 location: SourceLocation(path: "a.db:aip_entries:1"))
    }

    @Test func packedAIPValuesAreLabelledInEachLanguageAndOthersKeepTheData() {
        let elevation = Self.entry("admin", AIPValuePart.elevationField, "80 20 °C")
        let variation = Self.entry("admin", AIPValuePart.magneticVariationField, "1.20°E 0.39°E 2027 2022 0.17°E 0.20°E")
        #expect(SiteWords.english.aipValue(elevation) == "Elevation: 80 ft · Reference temperature: 20 °C")
        #expect(SiteWords.english.aipValue(variation)
                == "Magnetic variation (2027): 1.20°E · Annual change: 0.17°E · Magnetic variation (2022): 0.39°E · Annual change: 0.20°E")
        #expect(Self.words("fr").aipValue(elevation) == "Altitude\u{A0}: 80\u{A0}ft · Température de référence\u{A0}: 20\u{A0}°C")
        #expect(Self.words("de").aipValue(Self.entry("admin", AIPValuePart.magneticVariationField, "0.22°W 2022 0.20°E"))
                == "Missweisung (2022): 0.22°W · Jährliche Änderung: 0.20°E")
        for value in ["1.8664°E", "0.22°W 2022", "VAR 2°E"] {
            #expect(Self.words("sv").aipValue(Self.entry("admin", AIPValuePart.magneticVariationField, value)) == value)
        }
        #expect(SiteWords.english.aipValue(Self.entry("admin", AIPValuePart.elevationField, "363 ft")) == "363 ft")
        #expect(SiteWords.english.aipValue(Self.entry("admin", "Remarks", "80 20 °C")) == "80 20 °C")
    }

    @Test func theTwoADAdministrationRowsHaveTheirOwnLabels() {
        for (language, operator_, hours) in [("en", "Operator", "Administration hours"), ("fr", "Exploitant", "Horaires de l’administration"),
                                            ("sv", "Operatör", "Administrationens öppettider")] {
            let words = Self.words(language)
            #expect(words.aipField(Self.entry("admin", "AD Administration", "FAIROAKS OPERATIONS LTD")) == operator_)
            #expect(words.aipField(Self.entry("operational", "AD Administration", "H24")) == hours)
            #expect(words.aipField(AIPEntry(section: "operational", field: "AD administration", standardField: nil, value: "H24",
                                            location: SourceLocation(path: "a.db:aip_entries:2"))) == hours)
        }
        // Other fields, and the field in another section, keep the label of the data.
        #expect(SiteWords.english.aipField(Self.entry("handling", "AD Administration", "x")) == "AD Administration")
        #expect(Self.words("fr").aipField(AIPEntry(section: "admin", field: "Position GEO ARP", standardField: "ARP coordinates and site at AD",
                                                   value: "x", location: SourceLocation(path: "a.db:aip_entries:3")))
                == "ARP coordinates and site at AD")
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
