import Foundation
import Testing
import WaymarkGeo
import WaymarkModel
@testable import WaymarkGeocoding

@Suite struct GeocodeCacheTests {
    private static let marina = PlaceResult(
        id: "online:node/678", name: "Marina Kremik", subtitle: "Primošten, Croatia",
        coordinate: Coordinate(latitude: 43.5718, longitude: 15.9466), countryCode: "HR",
        timezone: "Europe/Zagreb", population: 0)

    private func sample() throws -> GeocodeCache {
        var cache = GeocodeCache()
        cache.record("Marina Kremik", result: Self.marina, source: "nominatim", date: try #require(CalendarDate(iso8601: "2026-05-01")))
        cache.record("Atlantis Harbour", result: nil, source: "nominatim", date: try #require(CalendarDate(iso8601: "2026-04-30")))
        return cache
    }

    @Test func encodesSortedKeysWordForWord() throws {
        let text = String(decoding: try sample().encoded(), as: UTF8.self)
        #expect(text == """
            {
              "atlantis harbour" : {
                "date" : "2026-04-30",
                "source" : "nominatim",
                "text" : "Atlantis Harbour"
              },
              "marina kremik" : {
                "date" : "2026-05-01",
                "result" : {
                  "coordinate" : {
                    "latitude" : 43.5718,
                    "longitude" : 15.9466
                  },
                  "countryCode" : "HR",
                  "id" : "online:node/678",
                  "name" : "Marina Kremik",
                  "population" : 0,
                  "subtitle" : "Primošten, Croatia",
                  "timezone" : "Europe/Zagreb"
                },
                "source" : "nominatim",
                "text" : "Marina Kremik"
              }
            }

            """)
    }

    @Test func roundTripsThroughTheFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("waymark-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent(GeocodeCache.relativePath)
        let cache = try sample()
        try cache.write(to: url)
        #expect(try GeocodeCache.read(from: url, displayPath: "Content/.waymark/geocode-cache.json") == cache)
        #expect(try Data(contentsOf: url) == cache.encoded())
    }

    @Test func aMissingFileIsAnEmptyCache() throws {
        let url = URL(fileURLWithPath: "/nonexistent-waymark/.waymark/geocode-cache.json")
        #expect(try GeocodeCache.read(from: url, displayPath: "x").entries.isEmpty)
    }

    @Test func aDamagedFileIsAnErrorWithItsPath() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("waymark-cache-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(#"{"split": {"text": "Split"}}"#.utf8).write(to: url)
        #expect(throws: Diagnostic.error(
            "geocode cache is not valid (split: No value associated with key CodingKeys(stringValue: \"source\", intValue: nil) (\"source\").): expected a JSON object from text key to {text, result, source, date}; delete the file to start again",
            at: SourceLocation(path: "Content/.waymark/geocode-cache.json"))) {
            try GeocodeCache.read(from: url, displayPath: "Content/.waymark/geocode-cache.json")
        }
    }

    @Test(arguments: [
        ("Marina Kremik", false), ("marina kremik", false), ("MARINA  KREMIK!", false),
        ("Marina Kremik, Primošten", true), ("Marina Frapa", true),
    ])
    func needsGeocodingOnlyWhenTheTextChanges(_ text: String, _ needs: Bool) throws {
        #expect(try sample().needsGeocoding(text) == needs)
    }
}
