import Testing
import WaymarkModel

@Suite struct LengthTests {
    @Test(arguments: [
        ("10km", Length.Unit.kilometres, 10_000.0),
        ("25nm", .nauticalMiles, 46_300.0),
        ("25 NM", .nauticalMiles, 46_300.0),
        ("5mi", .statuteMiles, 8_046.72),
        ("800m", .metres, 800.0),
        ("1.5 km", .kilometres, 1_500.0),
        ("0km", .kilometres, 0.0),
        ("3 miles", .statuteMiles, 4_828.032),
        ("2 kilometres", .kilometres, 2_000.0),
    ])
    func parsesValueAndUnit(text: String, unit: Length.Unit, metres: Double) throws {
        let l = try Length.parse(text, defaultUnit: .metres).get()
        #expect(l.unit == unit)
        #expect(abs(l.metres - metres) < 1e-9)
    }

    @Test(arguments: [(Length.Context.ground, Length.Unit.kilometres, 12_000.0),
                      (.aviation, .nauticalMiles, 22_224.0)])
    func bareNumberTakesTheContextDefault(context: Length.Context, unit: Length.Unit, metres: Double) throws {
        let l = try Length.parse("12", defaultUnit: .default(for: context)).get()
        #expect(l.unit == unit && l.metres == metres)
    }

    @Test(arguments: [
        ("", "\"\" is not a distance (empty): expected a number and a unit, e.g. 10km, 25nm, 5mi, 800m"),
        ("km", "\"km\" is not a distance (no number): expected a number and a unit, e.g. 10km, 25nm, 5mi, 800m"),
        ("10 furlongs", "\"10 furlongs\" is not a distance (unknown unit \"furlongs\"): expected a number and a unit, e.g. 10km, 25nm, 5mi, 800m"),
        ("-5km", "\"-5km\" is not a distance (negative): expected a number and a unit, e.g. 10km, 25nm, 5mi, 800m"),
        ("infkm", "\"infkm\" is not a distance (no number): expected a number and a unit, e.g. 10km, 25nm, 5mi, 800m"),
        // Every length has a range: at most half the Earth's circumference.
        ("1e19km", "\"1e19km\" is not a distance (more than half the Earth's circumference, 20,037.5 km): expected a number and a unit, e.g. 10km, 25nm, 5mi, 800m"),
        ("9999999999999999999999km", "\"9999999999999999999999km\" is not a distance (more than half the Earth's circumference, 20,037.5 km): expected a number and a unit, e.g. 10km, 25nm, 5mi, 800m"),
        ("1e308km", "\"1e308km\" is not a distance (more than half the Earth's circumference, 20,037.5 km): expected a number and a unit, e.g. 10km, 25nm, 5mi, 800m"),
        ("20038km", "\"20038km\" is not a distance (more than half the Earth's circumference, 20,037.5 km): expected a number and a unit, e.g. 10km, 25nm, 5mi, 800m"),
    ])
    func rejectsWithAMessageSayingWhatWasExpected(text: String, message: String) {
        guard case .failure(let e) = Length.parse(text, defaultUnit: .kilometres) else {
            Issue.record("\(text) parsed"); return
        }
        #expect(e.description == message)
    }

    @Test func theLongestAcceptedLengthIsHalfTheEarthsCircumference() throws {
        #expect(try Length.parse("20037km", defaultUnit: .kilometres).get().metres == 20_037_000)
        #expect(try Length.parse("10819nm", defaultUnit: .kilometres).get().metres == 10_819 * 1_852)
        #expect(Length(20_037.6, .kilometres) == nil)
    }

    @Test func printsInItsUnitAndRoundTrips() throws {
        for text in ["10km", "25nm", "5mi", "800m", "2.5nm"] {
            let l = try Length.parse(text, defaultUnit: .metres).get()
            #expect(l.description == text)
            #expect(try Length.parse(l.description, defaultUnit: .metres).get() == l)
        }
    }

    @Test func comparesByMetresAcrossUnits() {
        #expect(Length.nauticalMiles(1) == Length(metres: 1_852))
        #expect(Length.kilometres(1) < Length.statuteMiles(1))
        #expect(Length.kilometres(10).converted(to: .nauticalMiles).formatted(fractionDigits: 2) == "5.40 NM")
    }

    @Test(arguments: [(1.25, 1, "1.3"), (-0.04, 1, "0.0"), (2.0, 0, "2"), (0.005, 2, "0.01"), (12.3456, 3, "12.346")])
    func fixedDecimalsRoundHalfAwayAndNeverPrintMinusZero(value: Double, digits: Int, text: String) {
        #expect(Length.fixed(value, fractionDigits: digits) == text)
    }
}
