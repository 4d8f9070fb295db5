import Testing
import WaymarkModel

/// Fuel keywords in free AIP text (the real texts are tested against the sample database in
/// WaymarkDataTests).
@Suite struct FuelTypeTests {
    static let cases: [(String, Set<FuelType>)] = [
        ("AVGAS 100LL", [.avgas]),
        ("100 LL only", [.avgas]),
        ("UL91 self service", [.avgas]),
        ("JET A-1", [.jetA]),
        ("Jet A1 truck", [.jetA]),
        ("JET-A1", [.jetA]),
        ("AVTUR", [.jetA]),
        ("F-34 military", [.jetA]),
        ("JP-8", [.jetA]),
        ("Oils W80, W100, 15W/50, 80/100", []),
        ("NIL", []),
        ("", []),
        ("Jetty available", []),
    ]

    @Test(arguments: cases)
    func parses(text: String, expected: Set<FuelType>) {
        #expect(FuelType.parse(aipText: text) == expected)
    }
}
