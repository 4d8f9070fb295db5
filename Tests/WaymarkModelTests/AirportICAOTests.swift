import Testing
import WaymarkGeo
import WaymarkModel

@Suite struct AirportICAOTests {
    private func airport(ident: String, gps: String? = nil) -> Airport {
        Airport(ident: ident, type: "small_airport", name: "Test", coordinate: nil, isoCountry: "FR", gpsCode: gps,
                runways: [], procedures: [], aipEntries: [], borderCrossings: [], sources: [],
                location: SourceLocation(path: "airports.csv", line: 2, column: 1))
    }

    @Test(arguments: [
        ("EGTF", nil, "EGTF"),          // an ICAO ident
        ("FR-0009", nil, nil),          // OurAirports' own ident
        ("GB-0942", "EGXY", "EGXY"),    // ICAO code kept as the GPS code
        ("00A", "00A", nil),            // a US local code
        ("K00A", nil, nil),             // digits: not an ICAO indicator
        ("egtf", nil, nil),             // lower case is not how ICAO codes are written
        ("LFMDX", nil, nil),            // five letters
    ] as [(String, String?, String?)])
    func icaoCodeOnlyForICAOShapedCodes(_ ident: String, _ gps: String?, _ expected: String?) {
        #expect(airport(ident: ident, gps: gps).icaoCode == expected)
    }
}
