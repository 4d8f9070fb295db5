import Foundation
import Testing
import WaymarkCore
@testable import WaymarkGeocoding

@Suite struct RetryBackoffTests {
    @Test func delaysDoubleWithinTheirJitterBandAndStopAtTheMaximum() {
        let backoff = RetryBackoff(initial: 1, maximum: 8)
        var generator = SeededGenerator(seed: 1)
        for retry in 1...10 {
            let base = min(8, Double(1 << (retry - 1)))
            let delay = backoff.delay(beforeRetry: retry, using: &generator)
            #expect(delay >= base / 2 && delay <= base, "retry \(retry): \(delay)")
        }
    }

    @Test func sameSeedSameDelays() {
        let backoff = RetryBackoff(initial: 0.5, maximum: 30)
        var a = SeededGenerator(seed: 99), b = SeededGenerator(seed: 99), c = SeededGenerator(seed: 100)
        let first = (1...5).map { backoff.delay(beforeRetry: $0, using: &a) }
        #expect(first == (1...5).map { backoff.delay(beforeRetry: $0, using: &b) })
        #expect(first != (1...5).map { backoff.delay(beforeRetry: $0, using: &c) })
    }

    @Test func retryAfterIsAFloor() {
        var generator = SeededGenerator(seed: 3)
        #expect(RetryBackoff(initial: 1, maximum: 30).delay(beforeRetry: 1, retryAfter: 12, using: &generator) == 12)
    }

    @Test func searchURLEscapesTheTextAndNamesTheFormat() throws {
        let configuration = OnlineGeocoderConfiguration(
            baseURL: try #require(URL(string: "https://geo.example.org/nominatim/")), email: "ops@example.org")
        #expect(configuration.searchURL(for: "Le Marin & Co, Martinique")?.absoluteString
            == "https://geo.example.org/nominatim/search?format=jsonv2&q=Le%20Marin%20%26%20Co,%20Martinique&limit=1&addressdetails=1&email=ops@example.org")
    }
}

@Suite struct OnlineConfigurationDecodingTests {
    @Test func decodesWithPoliteDefaults() throws {
        let json = #"{"baseURL": "https://geo.example.org/", "minimumInterval": 0.1}"#
        let configuration = try JSONDecoder().decode(OnlineGeocoderConfiguration.self, from: Data(json.utf8))
        #expect(configuration == OnlineGeocoderConfiguration(baseURL: try #require(URL(string: "https://geo.example.org/"))))
        #expect(configuration.minimumInterval == 1)
        #expect(configuration.userAgent == "Waymark/0.1 (+https://github.com/waymark-site/waymark)")
    }

    @Test func aMissingBaseURLIsAnError() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(OnlineGeocoderConfiguration.self, from: Data(#"{"email": "a@b.c"}"#.utf8))
        }
    }
}
