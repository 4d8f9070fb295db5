import Testing
import WaymarkGeo
@testable import WaymarkGeocoding

@Suite struct CoordinatePairTests {
    @Test(arguments: [
        ("43.51,16.44", 43.51, 16.44), (" -33.87 , 151.21 ", -33.87, 151.21), ("90,-180", 90, -180), ("0,0", 0, 0),
    ])
    func parses(_ text: String, _ latitude: Double, _ longitude: Double) throws {
        #expect(try CoordinatePair.parse(text).get() == Coordinate(latitude: latitude, longitude: longitude))
    }

    @Test(arguments: [
        ("abc", "\"abc\" is not a coordinate: expected LATITUDE,LONGITUDE in decimal degrees, e.g. 43.51,16.44"),
        ("43.51", "\"43.51\" is not a coordinate: expected LATITUDE,LONGITUDE in decimal degrees, e.g. 43.51,16.44"),
        ("43.51,16.44,3", "\"43.51,16.44,3\" is not a coordinate: expected LATITUDE,LONGITUDE in decimal degrees, e.g. 43.51,16.44"),
        ("95,10", "\"95,10\": latitude 95 is out of range: expected a number from -90 to 90 (latitude and longitude look swapped)"),
        ("10,200", "\"10,200\": longitude 200 is out of range: expected a number from -180 to 180"),
        ("nan,1", "\"nan,1\": latitude nan is not a finite number: expected a number from -90 to 90"),
    ])
    func rejectsWithAMessage(_ text: String, _ message: String) {
        guard case .failure(let error) = CoordinatePair.parse(text) else {
            Issue.record("\(text) should not parse")
            return
        }
        #expect(error.message == message)
    }
}
