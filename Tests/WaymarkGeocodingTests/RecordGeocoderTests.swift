import Testing
import WaymarkGeo
import WaymarkModel
@testable import WaymarkGeocoding

@Suite struct RecordGeocoderTests {
    private func request(_ text: String, line: Int, manual: Bool = false, field: String = "destination") -> GeocodeRequest {
        GeocodeRequest(text: text, location: SourceLocation(path: "data/charters/med.yml", line: line, column: 16),
                       field: field, hasManualCoordinate: manual)
    }

    @Test func ambiguousTextIsAWarningNamingFileLineTextAndCandidates() throws {
        let batch = RecordGeocoder(gazetteer: try TestGazetteer.shared()).resolve([request("Portland", line: 12)])
        #expect(batch.resolutions.map(\.source) == [.unresolved])
        #expect(batch.diagnostics.items.map(\.headline) == [
            "data/charters/med.yml:12:16: warning: destination \"Portland\" is ambiguous: Portland, Oregon, United States (652,503); Portland, Maine, United States (66,881); add a country or region, e.g. \"Portland, Oregon\"",
        ])
    }

    @Test func theSourceLineIsShownUnderTheMessage() throws {
        var portland = request("Portland", line: 12)
        portland.sourceLine = "  destination: Portland"
        let batch = RecordGeocoder(gazetteer: try TestGazetteer.shared(), candidateLimit: 1).resolve([portland])
        #expect(batch.diagnostics.items.map(\.description) == ["""
            data/charters/med.yml:12:16: warning: destination "Portland" is ambiguous: Portland, Oregon, United States (652,503); Portland, Maine, United States (66,881); add a country or region, e.g. "Portland, Oregon"
               |
            12 |   destination: Portland
               |                ^
            """])
    }

    @Test func ambiguityAcrossCountriesSuggestsTheCountry() throws {
        let batch = RecordGeocoder(gazetteer: try TestGazetteer.shared()).resolve([request("Victoria", line: 4)])
        #expect(batch.diagnostics.items.map(\.headline) == [
            "data/charters/med.yml:4:16: warning: destination \"Victoria\" is ambiguous: Victoria, Central and Western, Hong Kong (956,800); Victoria, British Columbia, Canada (289,625); add a country or region, e.g. \"Victoria, Hong Kong\"",
        ])
    }

    @Test func unknownTextIsAWarningThatSaysWhatWasExpected() throws {
        let batch = RecordGeocoder(gazetteer: try TestGazetteer.shared())
            .resolve([request("Qqqzzx", line: 7, field: "address")])
        #expect(batch.diagnostics.items.map(\.headline) == [
            "data/charters/med.yml:7:16: warning: address \"Qqqzzx\" was not found in the gazetteer: expected a city, island or sailing region, optionally followed by a country, e.g. \"Split, Croatia\"",
        ])
    }

    @Test func excludedCandidatesAreOfferedAsSuggestions() throws {
        let batch = RecordGeocoder(gazetteer: try TestGazetteer.shared()).resolve([request("Split, Italy", line: 2)])
        #expect(batch.diagnostics.items.map(\.headline) == [
            "data/charters/med.yml:2:16: warning: destination \"Split, Italy\" was not found in the gazetteer; did you mean: Split, Split-Dalmatia, Croatia (149,830)?",
        ])
    }

    @Test func strictTurnsWarningsIntoErrors() throws {
        let batch = RecordGeocoder(gazetteer: try TestGazetteer.shared(), strict: true)
            .resolve([request("Portland", line: 12), request("Split", line: 13)])
        #expect(batch.diagnostics.hasErrors)
        #expect(batch.diagnostics.items.count == 1)
        #expect(batch.diagnostics.items.first?.severity == .error)
    }

    @Test func manualCoordinateAlwaysWins() throws {
        let batch = RecordGeocoder(gazetteer: try TestGazetteer.shared()).resolve([
            request("Portland", line: 1, manual: true),
            request("Qqqzzx", line: 2, manual: true),
            request("Split", line: 3, manual: true),
        ])
        #expect(batch.resolutions.map(\.source) == [.manual, .manual, .manual])
        #expect(batch.resolutions.allSatisfy { $0.place == nil })
        #expect(batch.diagnostics.items.isEmpty)
    }

    @Test func emptyTextWithoutCoordinatesIsReported() throws {
        let batch = RecordGeocoder(gazetteer: try TestGazetteer.shared()).resolve([request("  ", line: 5)])
        #expect(batch.diagnostics.items.map(\.headline) == [
            "data/charters/med.yml:5:16: warning: destination \"\" has no place name and the record has no latitude/longitude: expected a place such as \"Split, Croatia\", or coordinates",
        ])
    }

    @Test func resolutionsFollowRequestOrderAndDiagnosticsFollowLocation() throws {
        let requests = [
            request("Santorini", line: 30), request("Springfield", line: 20), request("Split, Croatia", line: 10),
            request("Xqxqxq", line: 5),
        ]
        let geocoder = RecordGeocoder(gazetteer: try TestGazetteer.shared())
        let batch = geocoder.resolve(requests)
        #expect(batch.resolutions.map(\.request) == requests)
        #expect(batch.resolutions.map { $0.place?.id } == ["alias:santorini", nil, "geonames:3190261", nil])
        #expect(batch.diagnostics.items.map(\.location.line) == [5, 20])
        #expect(geocoder.resolve(requests) == batch)
    }

    @Test func cacheIsConsultedOnlyForTextsTheGazetteerCannotPlace() throws {
        let gazetteer = try TestGazetteer.shared()
        let today = try #require(CalendarDate(iso8601: "2026-05-01"))
        let marina = PlaceResult(id: "online:node/1", name: "Marina Kremik", subtitle: "Primošten, Croatia",
                                 coordinate: Coordinate(latitude: 43.5718, longitude: 15.9466), countryCode: "HR",
                                 timezone: "Europe/Zagreb", population: 0)
        let elsewhere = PlaceResult(id: "online:node/2", name: "Split", subtitle: "Somewhere",
                                    coordinate: Coordinate(latitude: 0, longitude: 0), countryCode: "XX",
                                    timezone: "", population: 0)
        var cache = GeocodeCache()
        cache.record("Marina Kremik", result: marina, source: "nominatim", date: today)
        cache.record("Split", result: elsewhere, source: "nominatim", date: today)
        let batch = RecordGeocoder(gazetteer: gazetteer).resolve(
            [request("Split", line: 1), request("MARINA KREMIK", line: 2)], cache: cache)
        #expect(batch.resolutions.map(\.source) == [.gazetteer, .cache])
        #expect(batch.resolutions.map { $0.place?.id } == ["geonames:3190261", "online:node/1"])
    }

    @Test func onlyUnplacedUncachedTextsNeedTheOnlineProvider() throws {
        let geocoder = RecordGeocoder(gazetteer: try TestGazetteer.shared())
        var cache = GeocodeCache()
        cache.record("Cached Cove", result: nil, source: "nominatim", date: try #require(CalendarDate(iso8601: "2026-01-02")))
        let texts = geocoder.textsNeedingOnlineLookup([
            request("Split", line: 1), request("Marina Kremik", line: 2), request("marina kremik!", line: 3),
            request("Cached cove", line: 4), request("Other Bay", line: 5, manual: true), request("Portland", line: 6),
        ], cache: cache)
        #expect(texts == ["Marina Kremik", "Portland"])
    }
}

@Suite struct EmbeddedResolutionTests {
    @Test func manualOnlyRequestsNeedNoGazetteer() throws {
        let requests = [GeocodeRequest(text: "Portland", location: SourceLocation(path: "a.yml", line: 1), hasManualCoordinate: true)]
        let batch = try RecordGeocoder.resolveWithEmbeddedGazetteer(requests)
        #expect(batch.resolutions.map(\.source) == [.manual])
        #expect(batch.diagnostics.items.isEmpty)
    }

    @Test func otherwiseTheEmbeddedGazetteerResolves() throws {
        let requests = [GeocodeRequest(text: "Split", location: SourceLocation(path: "a.yml", line: 1))]
        let batch = try RecordGeocoder.resolveWithEmbeddedGazetteer(requests, strict: true)
        #expect(batch.resolutions.first?.coordinate == Coordinate(latitude: 43.50891, longitude: 16.43915))
    }
}
