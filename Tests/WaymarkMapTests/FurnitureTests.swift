import Foundation
import Testing
import WaymarkGeo
@testable import WaymarkMap

/// Scale bar maths, units, legend colours and words.
@Suite struct FurnitureTests {
    @Test(arguments: [
        (0.9, 0.5), (1.0, 1.0), (1.9, 1.0), (2.0, 2.0), (4.99, 2.0), (5.0, 5.0), (9.99, 5.0), (10.0, 10.0),
        (73.0, 50.0), (0.034, 0.02), (1_234.0, 1_000.0), (2_600.0, 2_000.0),
    ])
    func roundsDownToOneTwoOrFiveTimesAPowerOfTen(_ value: Double, _ expected: Double) {
        #expect(abs(ScaleBar.roundDown(value) - expected) < 1e-9 * expected)
    }

    @Test func worldViewsHaveNoScaleBarRegionalViewsDo() throws {
        for fixture in MapFixtures.cases {
            let scene = fixture.scene()
            let root = try #require(SVGDocument.parse(scene.svg()).root)
            let hasBar = root.all.contains { $0.name == "text" && ($0.text.hasSuffix(" km") || $0.text.hasSuffix(" NM") || $0.text.hasSuffix(" m")) }
            #expect(hasBar == (scene.showsFurniture && scene.visibleLongitudeSpan <= MapScene.maxScaleBarSpan), "\(fixture.name)")
        }
    }

    @Test func scaleBarIsTrueAtTheCentreLatitude() throws {
        for fixture in MapFixtures.cases {
            let scene = fixture.scene()
            let mpp = scene.viewport.metresPerPixel(atLatitude: scene.viewport.center.latitude)
            let bar = try #require(ScaleBar.fitting(metresPerPixel: mpp, maxPixels: 120, unit: scene.options.unit))
            #expect(abs(bar.pixels * mpp - bar.metres) < 1e-6 * bar.metres)
            #expect(bar.pixels <= 120 && bar.pixels > 120 / 5.1)
        }
    }

    @Test(arguments: [
        (MapDistanceUnit.kilometres, 10_000.0, "10 km"), (.kilometres, 800, "800 m"), (.kilometres, 2_500, "2.5 km"),
        (.kilometres, 12_345_000, "12,345 km"), (.kilometres, 12_345, "12.3 km"), (.kilometres, 2_254, "2.25 km"), (.nauticalMiles, 46_300, "25 NM"), (.nauticalMiles, 926, "0.5 NM"),
    ])
    func formatsDistances(_ unit: MapDistanceUnit, _ metres: Double, _ expected: String) {
        #expect(unit.format(metres: metres) == expected)
    }

    /// A radius of 1e19 km must not stop the process ("Double value cannot be converted to Int"):
    /// input is limited, and the formatter does not trap whatever it is given.
    @Test(arguments: [1e22, 1e300, Double.infinity])
    func hugeDistancesFormatWithoutTrapping(_ metres: Double) {
        #expect(!MapDistanceUnit.kilometres.format(metres: metres).isEmpty)
        #expect(!MapDistanceUnit.nauticalMiles.format(metres: metres).isEmpty)
    }

    @Test func scaleBarLabelsUseTheMapsUnit() throws {
        let nm = try #require(ScaleBar.fitting(metresPerPixel: 1_852, maxPixels: 120, unit: .nauticalMiles))
        #expect(nm.label == "100 NM")
        let metres = try #require(ScaleBar.fitting(metresPerPixel: 3, maxPixels: 120, unit: .kilometres))
        #expect(metres.label == "200 m")
        #expect(ScaleBar.fitting(metresPerPixel: 0, maxPixels: 120, unit: .kilometres) == nil)
    }

    @Test(arguments: [(nil as Int?, "unknown"), (0, "under-3000ft"), (2_999, "under-3000ft"), (3_000, "3000-5999ft"),
                      (8_999, "6000-8999ft"), (9_000, "9000ft-plus"), (-5, "unknown")])
    func runwayBands(_ feet: Int?, _ key: String) {
        #expect(MapLegendMode.runwayLengthCategory(feet: feet) == key)
    }

    @Test func countryColoursAreStableAndCaseInsensitive() {
        let mode = MapLegendMode.country
        #expect(mode.entry(for: "fr").colour == mode.entry(for: "FR").colour)
        // The published FNV-1a 64 test vectors: the hash, hence the palette slot, never depends on the run.
        #expect(MapLegendMode.fnv1a("") == 0xcbf2_9ce4_8422_2325)
        #expect(MapLegendMode.fnv1a("a") == 0xaf63_dc4c_8601_ec8c)
        let slots = Set(["FR", "GB", "DE", "ES", "IT", "CH", "NL", "BE", "SE", "NO"].map { mode.entry(for: $0).colour })
        #expect(slots.count >= 4)
        #expect(mode.entry(for: "").label == "Other")
    }

    @Test(arguments: MapLegendMode.allCases)
    func fixedPalettesHaveDistinctColours(_ mode: MapLegendMode) {
        let colours = mode.entries.map(\.colour)
        #expect(Set(colours).count == colours.count)
        if mode != .country {
            #expect(mode.entry(for: "no-such-key").colour == MapLegendMode.otherColour)
        }
    }

    @Test func attributionCreditsWhatAppears() {
        #expect(MapCredits().attribution == "Made with Natural Earth")
        #expect(MapCredits([.geoNames, .ourAirports]).attribution
                == "Made with Natural Earth · Places: GeoNames (CC BY 4.0) · OurAirports")
    }

    @Test func emptyStatesSayWhatToDo() throws {
        let svg = MapFixtures.renderer.overview([], options: MapFixtures.options(
            "e", title: "Destinations", empty: MapOptions.destinationsEmptyMessage))
        let root = try #require(SVGDocument.parse(svg).root)
        let words = root.all.filter { $0.name == "tspan" }.map(\.text).joined(separator: " ")
        #expect(words == "Destinations appear here once captains add locations.")
        #expect(root.children.first { $0.name == "desc" }?.text == "Destinations appear here once captains add locations.")
        let narrow = MapFixtures.renderer.overview([], options: MapFixtures.options(
            "e", 200, 150, title: "D", empty: MapOptions.destinationsEmptyMessage))
        let lines = try #require(SVGDocument.parse(narrow).root).all.filter { $0.name == "tspan" }
        #expect(lines.count > 1)
    }

    @Test func composedDescriptionsSummariseTheMap() throws {
        let scene = MapFixtures.cases.first { $0.name == "landing-sodermalm" }!.scene()
        #expect(scene.description == "12 lost and found pets within 10 km of Södermalm (Lost: 7, Found: 5).")
        let med = MapFixtures.cases.first { $0.name == "overview-mediterranean" }!.scene()
        #expect(med.description == "Map of 12 charters (Charter: 12).")
        let route = MapFixtures.cases.first { $0.name == "route-auckland-papeete" }!.scene()
        #expect(route.description
                == "Route NZAA → NTAA, 2,211 NM, with 6 airports near it (Large airport: 2, Medium airport: 3, Small airport: 1).")
    }

    @Test func elementIDsAreSanitisedNeverRandom() {
        #expect(MapFixtures.options("landing-sodermalm", title: "").elementID == "landing-sodermalm")
        #expect(MapFixtures.options("Söder malm", title: "").elementID == "S-der-malm")
        #expect(MapFixtures.options("42", title: "").elementID == "m42")
        #expect(MapFixtures.options("", title: "").elementID == "map")
    }
}

/// Per-map colour decisions.
@Suite struct PinPaletteTests {
    @Test func listedCountriesNeverShareAColourAndTheRestAreOther() {
        let codes = ["FR", "FR", "FR", "GB", "GB", "DE", "ES", "ES", "CH", "BE", "NL", "IT", "LU"]
        let pins = codes.enumerated().map { MapPin(id: "\($0.offset)", coordinate: MapFixtures.c(0, 0), label: "", category: $0.element) }
        let palette = PinPalette(pins: pins, mode: .country)
        #expect(palette.rows.map(\.label) == ["FR (3)", "ES (2)", "GB (2)", "BE (1)", "CH (1)", "DE (1)", "Other (3)"])
        let listed = palette.rows.dropLast().map(\.colour)
        #expect(Set(listed).count == listed.count)
        #expect(palette.entry(for: "lu").colour == MapLegendMode.otherColour)
        #expect(palette.entry(for: "fr") == palette.entry(for: "FR"))
    }

    @Test func fixedModesCountKnownKeysAndFoldTheRest() {
        let pins = ["lost", "found", "lost", "stray"].enumerated().map {
            MapPin(id: "\($0.offset)", coordinate: MapFixtures.c(0, 0), label: "", category: $0.element)
        }
        let palette = PinPalette(pins: pins, mode: .category)
        #expect(palette.rows.map(\.label) == ["Lost (2)", "Found (1)", "Other (1)"])
        #expect(palette.entry(for: "stray").colour == MapLegendMode.otherColour)
    }
}
