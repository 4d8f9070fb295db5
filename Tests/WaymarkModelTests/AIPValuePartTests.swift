import Testing
import WaymarkModel

/// AIP values that pack several items of one field (AD 2.2 elevation and temperatures, magnetic
/// variation and annual change), split where they match the field's layout and left whole otherwise.
@Suite struct AIPValuePartTests {
    static let elevation = AIPValuePart.elevationField
    static let variation = AIPValuePart.magneticVariationField

    static let matching: [(String, String, [AIPValuePart])] = [
        (elevation, "80 20 °C", [.elevation(feet: "80"), .referenceTemperature(celsius: "20")]),
        (elevation, "584 20 °C", [.elevation(feet: "584"), .referenceTemperature(celsius: "20")]),
        (elevation, " 7 18°C ", [.elevation(feet: "7"), .referenceTemperature(celsius: "18")]),
        (elevation, "80 FT / 20°C / -2°C",
         [.elevation(feet: "80"), .referenceTemperature(celsius: "20"), .meanLowTemperature(celsius: "-2")]),
        (elevation, "1234 ft 21.5 °C", [.elevation(feet: "1234"), .referenceTemperature(celsius: "21.5")]),
        (variation, "0.22°W 2022 0.20°E",
         [.magneticVariation(angle: "0.22°W", year: "2022"), .annualChange(angle: "0.20°E")]),
        (variation, "1.20°E 0.39°E 2027 2022 0.17°E 0.20°E",
         [.magneticVariation(angle: "1.20°E", year: "2027"), .annualChange(angle: "0.17°E"),
          .magneticVariation(angle: "0.39°E", year: "2022"), .annualChange(angle: "0.20°E")]),
    ]

    @Test(arguments: matching)
    func aValueOfAKnownLayoutIsSplit(field: String, value: String, parts: [AIPValuePart]) {
        #expect(AIPValuePart.parts(field: field, value: value) == parts)
    }

    static let notMatching: [(String, String)] = [
        (elevation, "363 ft"),                      // elevation alone (the French eAIP's "Reference elevation")
        (elevation, "80 20"),                       // no unit: which number is the temperature?
        (elevation, "80 20 °C 5"),
        (elevation, "-80 20 °C"),                   // an elevation below the sea is not written so in this field
        (elevation, "eighty 20 °C"),
        (elevation, ""),
        (variation, "1.8664°E"),                    // a variation without year or change
        (variation, "0.22°W 2022"),
        (variation, "0.22°W 0.20°E 2022"),          // the year is not between the two angles
        (variation, "1.20°E 2027 0.39°E 2022 0.17°E 0.20°E"),
        (variation, "0.22° 2022 0.20°E"),
        (variation, "0.22°W 22 0.20°E"),
        (variation, "VAR 2°E (2022) 0.2°E"),
        (variation, ""),
        ("Geoid undulation at AD ELEV PSN", "150"), // a field whose layout is not known
        ("Remarks", "80 20 °C"),
    ]

    @Test(arguments: notMatching)
    func anyOtherValueHasNoParts(field: String, value: String) {
        #expect(AIPValuePart.parts(field: field, value: value) == nil)
    }
}
