import Testing
import WaymarkGeo
@testable import WaymarkGeocoding

@Suite struct GeocodeReportTests {
    @Test func forwardJSONHasSortedKeys() throws {
        let answer = try TestGazetteer.shared().search("Split, Croatia")
        #expect(try GeocodeReport.json(query: "Split, Croatia", answer: answer) == """
            {
              "query" : "Split, Croatia",
              "results" : [
                {
                  "coordinate" : {
                    "latitude" : 43.50891,
                    "longitude" : 16.43915
                  },
                  "countryCode" : "HR",
                  "id" : "geonames:3190261",
                  "name" : "Split",
                  "population" : 149830,
                  "subtitle" : "Split-Dalmatia, Croatia",
                  "timezone" : "Europe/Zagreb"
                }
              ],
              "status" : "found"
            }
            """)
    }

    @Test func forwardTableListsAmbiguousCandidates() throws {
        let answer = try TestGazetteer.shared().search("Portland", limit: 5)
        #expect(GeocodeReport.table(query: "Portland", answer: answer) == """
            "Portland": ambiguous between 2 places; add a country or region
            geonames:5746545  Portland, Oregon, United States  45.52345,-122.67621  America/Los_Angeles  652,503
            geonames:4975802  Portland, Maine, United States   43.65737,-70.25890   America/New_York     66,881
            """)
    }

    @Test func reverseTableGivesTheDistance() throws {
        let point = Coordinate(latitude: 43.51, longitude: 16.44)
        let nearest = try TestGazetteer.shared().nearest(to: point)
        #expect(GeocodeReport.table(reverse: point, nearest: nearest) == """
            43.51000,16.44000: nearest place 139 m away
            geonames:3190261  Split, Split-Dalmatia, Croatia  43.50891,16.43915  Europe/Zagreb  149,830
            """)
    }

    @Test(arguments: [(0.4, "0 m"), (999.4, "999 m"), (1000, "1.0 km"), (12_345, "12.3 km")])
    func distanceText(_ metres: Double, _ text: String) {
        #expect(GeocodeReport.distanceText(metres) == text)
    }

    @Test(arguments: [(0, "0"), (999, "999"), (1000, "1,000"), (652_503, "652,503"), (24_874_500, "24,874,500")])
    func populationGrouping(_ value: Int, _ text: String) {
        #expect(PlaceResult.grouped(value) == text)
    }
}
