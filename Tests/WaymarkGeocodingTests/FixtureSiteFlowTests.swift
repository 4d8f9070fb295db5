import Foundation
import Testing
import WaymarkModel
import Yams
@testable import WaymarkGeocoding

/// The build-time flow on the fixture site in `Fixtures/site`: records read from YAML (as the data
/// loader will), requests with real file positions, the site's geocode cache, diagnostics word for word.
@Suite struct FixtureSiteFlowTests {
    static let site = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/site")

    /// One request per record of a YAML list: `field`'s value and position, manual when the record has
    /// both latitude and longitude.
    static func requests(_ relativePath: String, field: String) throws -> [GeocodeRequest] {
        let text = try String(contentsOf: site.appendingPathComponent(relativePath), encoding: .utf8)
        let records = try #require(try Yams.compose(yaml: text)?.sequence)
        return records.compactMap { record -> GeocodeRequest? in
            guard let mapping = record.mapping, let value = mapping[field] else { return nil }
            let mark = value.mark
            return GeocodeRequest(
                text: value.string ?? "",
                location: SourceLocation(path: relativePath, line: mark?.line ?? 0, column: mark?.column ?? 0),
                field: field,
                hasManualCoordinate: mapping["latitude"] != nil && mapping["longitude"] != nil)
        }
    }

    static func siteRequests() throws -> [GeocodeRequest] {
        try requests("data/charters/med.yml", field: "destination")
            + requests("data/announcements/pets.yml", field: "address")
            + requests("data/places.yml", field: "query")
    }

    @Test func resolvesTheSiteOfflineWithItsCache() throws {
        let cache = try GeocodeCache.read(
            from: Self.site.appendingPathComponent(GeocodeCache.relativePath), displayPath: ".waymark/geocode-cache.json")
        let batch = RecordGeocoder(gazetteer: try TestGazetteer.shared()).resolve(try Self.siteRequests(), cache: cache)
        #expect(batch.resolutions.map { "\($0.source.rawValue) \($0.place?.id ?? "-")" } == [
            "gazetteer geonames:3190261", "gazetteer alias:santorini", "unresolved -", "manual -",
            "cache online:node/678", "unresolved -",
            "gazetteer geonames:2711537", "gazetteer geonames:2976742",
            "unresolved -", "gazetteer alias:whitsundays",
        ])
        #expect(batch.diagnostics.items.map(\.headline) == [
            "data/charters/med.yml:10:16: warning: destination \"Portland\" is ambiguous: Portland, Oregon, United States (652,503); Portland, Maine, United States (66,881); add a country or region, e.g. \"Portland, Oregon\"",
            "data/charters/med.yml:21:16: warning: destination \"Atlantis Harbour\" was not found in the gazetteer; did you mean: Atlantis, Western Cape, South Africa (82,736); Atlantic City, New Jersey, United States (39,260); Atlantic Beach, Florida, United States (13,193)?",
            "data/places.yml:3:10: warning: query \"Victoria\" is ambiguous: Victoria, Central and Western, Hong Kong (956,800); Victoria, British Columbia, Canada (289,625); add a country or region, e.g. \"Victoria, Hong Kong\"",
        ])
    }

    @Test func strictBuildFailsOnTheSameTexts() throws {
        let batch = RecordGeocoder(gazetteer: try TestGazetteer.shared(), strict: true).resolve(try Self.siteRequests())
        // Without the cache, "Marina Kremik" is unresolved too.
        #expect(batch.diagnostics.errors.map(\.location.description) == [
            "data/charters/med.yml:10:16", "data/charters/med.yml:18:16", "data/charters/med.yml:21:16",
            "data/places.yml:3:10",
        ])
        #expect(batch.diagnostics.warnings.isEmpty)
    }
}
