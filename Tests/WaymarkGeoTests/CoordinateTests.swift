import Testing
@testable import WaymarkGeo

@Suite struct CoordinateTests {
    @Test(arguments: [
        (0.0, 0.0), (90.0, 180.0), (-90.0, -180.0), (59.33, 18.07), (-17.7, 178.1),
    ])
    func validPairsPass(latitude: Double, longitude: Double) throws {
        let c = try Coordinate.validated(latitude: latitude, longitude: longitude).get()
        #expect(c.latitude == latitude && c.longitude == longitude)
    }

    @Test func outOfRangeLatitudeNamesFieldValueAndSwap() {
        guard case .failure(let e) = Coordinate.validated(latitude: 118.2, longitude: 34.05) else {
            Issue.record("expected failure"); return
        }
        #expect(e.field == .latitude)
        #expect(e.value == 118.2)
        #expect(e.swapWouldBeValid)
        #expect(e.description == "latitude 118.2 is out of range: expected a number from -90 to 90 (latitude and longitude look swapped)")
    }

    @Test func outOfRangeLongitudeWithoutSwapHint() {
        guard case .failure(let e) = Coordinate.validated(latitude: 10, longitude: 200) else {
            Issue.record("expected failure"); return
        }
        #expect(e.description == "longitude 200 is out of range: expected a number from -180 to 180")
    }

    @Test func nonFiniteIsRejected() {
        guard case .failure(let e) = Coordinate.validated(latitude: .nan, longitude: 0) else {
            Issue.record("expected failure"); return
        }
        #expect(e.field == .latitude)
        #expect(e.description.hasPrefix("latitude nan is not a finite number"))
    }
}
