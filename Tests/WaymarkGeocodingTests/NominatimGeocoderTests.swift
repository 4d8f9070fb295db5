import Foundation
import Testing
import WaymarkCore
import WaymarkGeo
import WaymarkModel
@testable import WaymarkGeocoding

/// The online provider against a local server on 127.0.0.1: never a real service.
@Suite(.serialized) struct NominatimGeocoderTests {
    static let kremik = nominatimJSON(
        name: "Marina Kremik", lat: "43.5718", lon: "15.9466", country: "hr",
        display: "Marina Kremik, Primošten, Šibenik-Knin County, Croatia")

    // The default read timeout is long: the local server answers in milliseconds, but at the start of a
    // full test run every cooperative thread can be busy for a minute (a fresh clone's `make test` timed
    // out after 30 s, retried and found the script spent). Tests of the timeout pass their own.
    private func provider(
        _ url: URL, clock: VirtualClock, log: RequestLog, maxAttempts: Int = 4, timeout: Double = 300,
        gazetteer: Gazetteer? = nil
    ) -> NominatimGeocoder {
        NominatimGeocoder(
            configuration: OnlineGeocoderConfiguration(baseURL: url, maxAttempts: maxAttempts, timeout: timeout),
            transport: TimedTransport(inner: URLSessionTransport(), clock: clock, log: log),
            clock: clock, jitterSeed: 42, gazetteer: gazetteer)
    }

    @Test func foundAnswerBecomesAPlaceResultAndCarriesTheUserAgent() async throws {
        let server = try LocalNominatimServer(script: [.json(Self.kremik)])
        let url = try await server.start()
        defer { Task { await server.stop() } }
        let clock = VirtualClock()
        let outcome = await provider(url, clock: clock, log: RequestLog(), gazetteer: try TestGazetteer.shared())
            .search("Marina Kremik, Primošten")
        #expect(outcome == .found(PlaceResult(
            id: "online:node/678", name: "Marina Kremik", subtitle: "Primošten, Šibenik-Knin County, Croatia",
            coordinate: Coordinate(latitude: 43.5718, longitude: 15.9466), countryCode: "HR",
            timezone: "Europe/Zagreb", population: 0)))
        let received = await server.received
        #expect(received.count == 1)
        #expect(received.first?.userAgent == OnlineGeocoderConfiguration.defaultUserAgent)
        #expect(received.first?.query["q"] == "Marina Kremik, Primošten")
        #expect(received.first?.query["format"] == "jsonv2")
    }

    @Test func emptyAnswerIsNotFound() async throws {
        let server = try LocalNominatimServer(script: [.json("[]")])
        let url = try await server.start()
        defer { Task { await server.stop() } }
        #expect(await provider(url, clock: VirtualClock(), log: RequestLog()).search("Nowhere at all") == .notFound)
    }

    @Test func requestsAreAtLeastOneSecondApart() async throws {
        let server = try LocalNominatimServer(script: [], fallback: .json(Self.kremik))
        let url = try await server.start()
        defer { Task { await server.stop() } }
        let clock = VirtualClock()
        let log = RequestLog()
        let geocoder = provider(url, clock: clock, log: log)
        for text in ["a", "b", "c", "d"] { _ = await geocoder.search(text) }
        let times = await log.times
        #expect(times.count == 4)
        #expect(zip(times, times.dropFirst()).allSatisfy { $1 - $0 >= 1.0 })
        #expect(await clock.sleeps == [1, 1, 1])
    }

    @Test func concurrentCallersStillWaitTheirTurn() async throws {
        let server = try LocalNominatimServer(script: [], fallback: .json(Self.kremik))
        let url = try await server.start()
        defer { Task { await server.stop() } }
        let clock = SystemGeocodingClock()
        let log = RequestLog()
        let start = await clock.now()
        let geocoder = NominatimGeocoder(
            // A time-out far beyond the test: it checks the spacing of requests, and a test machine
            // whose task threads are held by other tests for seconds must not turn that into retries.
            configuration: OnlineGeocoderConfiguration(baseURL: url, minimumInterval: 0.2, timeout: 300),
            transport: TimedTransport(inner: URLSessionTransport(), clock: clock, log: log), clock: clock)
        await withTaskGroup(of: Void.self) { group in
            for text in ["a", "b", "c", "d"] { group.addTask { _ = await geocoder.search(text) } }
        }
        let times = await log.times.sorted()
        #expect(times.count == 4)
        // Real time: the k-th request starts no earlier than k intervals after the callers began
        // (slots are claimed in turn; a late wake-up only delays a request, so this cannot flake).
        #expect(times.enumerated().allSatisfy { $1 - start >= Double($0) * 0.2 - 0.001 }, "\(times)")
    }

    @Test func retries429And5xxWithSeededExponentialBackoff() async throws {
        let server = try LocalNominatimServer(script: [.status(429), .status(503), .status(500), .json(Self.kremik)])
        let url = try await server.start()
        defer { Task { await server.stop() } }
        let clock = VirtualClock()
        let log = RequestLog()
        let outcome = await provider(url, clock: clock, log: log).search("Marina Kremik")
        #expect(outcome.isFound)
        #expect(await server.received.count == 4)
        // The delays are RetryBackoff's with the same seed: b = 1, 2, 4 s, jittered into [b/2, b].
        var jitter = SeededGenerator(seed: 42)
        let backoff = RetryBackoff(initial: 1, maximum: 30)
        let expected = (1...3).map { backoff.delay(beforeRetry: $0, using: &jitter) }
        let times = await log.times
        let gaps = zip(times, times.dropFirst()).map { $1 - $0 }
        for (gap, delay) in zip(gaps, expected) {
            #expect(abs(gap - max(delay, 1)) < 1e-9, "gap \(gap) for backoff \(delay)")
        }
        #expect(expected[0] >= 0.5 && expected[0] <= 1)
        #expect(expected[1] >= 1 && expected[1] <= 2)
        #expect(expected[2] >= 2 && expected[2] <= 4)
    }

    @Test func honoursRetryAfter() async throws {
        let server = try LocalNominatimServer(script: [.status(429, retryAfter: 7), .json(Self.kremik)])
        let url = try await server.start()
        defer { Task { await server.stop() } }
        let clock = VirtualClock()
        let log = RequestLog()
        #expect(await provider(url, clock: clock, log: log).search("x").isFound)
        let times = await log.times
        #expect(times.count == 2 && times[1] - times[0] == 7)
    }

    @Test func givesUpAfterTheBoundedNumberOfAttempts() async throws {
        let server = try LocalNominatimServer(script: [], fallback: .status(500))
        let url = try await server.start()
        defer { Task { await server.stop() } }
        let outcome = await provider(url, clock: VirtualClock(), log: RequestLog(), maxAttempts: 3).search("x")
        #expect(outcome == .failed(reason: "HTTP 500 after 3 attempts"))
        #expect(await server.received.count == 3)
    }

    @Test func clientErrorsAreNotRetried() async throws {
        let server = try LocalNominatimServer(script: [], fallback: .status(403))
        let url = try await server.start()
        defer { Task { await server.stop() } }
        let outcome = await provider(url, clock: VirtualClock(), log: RequestLog()).search("x")
        #expect(outcome == .failed(reason: "HTTP 403 from \(url.absoluteString)"))
        #expect(await server.received.count == 1)
    }

    @Test func slowAnswersTimeOutAndAreRetried() async throws {
        // The first answer comes long after the 20 s time-out and would say "not found": only the
        // time-out and a retry lead to the place. Every later answer is quick and finds it; should a
        // loaded machine hold one of them past the time-out as well, the next try still finds it
        // (seven tries of 20 s: a machine would have to stall for over two minutes).
        let server = try LocalNominatimServer(script: [.slow(seconds: 600, json: "[]")], fallback: .json(Self.kremik))
        let url = try await server.start()
        defer { Task { await server.stop() } }
        let outcome = await provider(url, clock: VirtualClock(), log: RequestLog(), maxAttempts: 8, timeout: 20).search("x")
        #expect(outcome.isFound)
        #expect(await server.received.count >= 2)
    }

    @Test func anUnreachableServerFailsAfterItsAttempts() async throws {
        // A port that was just listening and is now closed: connection refused.
        let server = try LocalNominatimServer(script: [])
        let url = try await server.start()
        await server.stop()
        let outcome = await provider(url, clock: VirtualClock(), log: RequestLog(), maxAttempts: 2).search("x")
        guard case .failed(let reason) = outcome else {
            Issue.record("expected a failure, got \(outcome)")
            return
        }
        #expect(reason.hasPrefix("unreachable") && reason.hasSuffix("after 2 attempts"))
    }

    @Test func invalidCoordinatesAreRejected() async throws {
        let body = nominatimJSON(name: "Bad", lat: "123.0", lon: "15.0", country: "hr", display: "Bad")
        let server = try LocalNominatimServer(script: [.json(body)])
        let url = try await server.start()
        defer { Task { await server.stop() } }
        let outcome = await provider(url, clock: VirtualClock(), log: RequestLog()).search("x")
        #expect(outcome == .failed(reason: "the answer has an invalid coordinate 123.0,15.0"))
    }

    @Test func onlineFlowCachesAnswersAndLaterBuildsNeedNoNetwork() async throws {
        let server = try LocalNominatimServer(script: [.json(Self.kremik), .json("[]")])
        let url = try await server.start()
        defer { Task { await server.stop() } }
        let geocoder = RecordGeocoder(gazetteer: try TestGazetteer.shared())
        let provider = provider(url, clock: VirtualClock(), log: RequestLog())
        let today = try #require(CalendarDate(iso8601: "2026-05-01"))
        let requests = [
            GeocodeRequest(text: "Split, Croatia", location: SourceLocation(path: "data/charters/a.yml", line: 3, column: 14)),
            GeocodeRequest(text: "Marina Kremik", location: SourceLocation(path: "data/charters/a.yml", line: 9, column: 14)),
            GeocodeRequest(text: "marina  KREMIK", location: SourceLocation(path: "data/charters/b.yml", line: 2, column: 14)),
            GeocodeRequest(text: "Atlantis Harbour", location: SourceLocation(path: "data/charters/b.yml", line: 5, column: 14)),
            GeocodeRequest(text: "Nowhere Cove", location: SourceLocation(path: "data/charters/b.yml", line: 7, column: 14),
                           hasManualCoordinate: true),
        ]
        let (batch, cache) = await geocoder.resolveOnline(requests, cache: GeocodeCache(), provider: provider, today: today)
        // Only the two texts the gazetteer cannot place went out, once each.
        #expect(await server.received.map { $0.query["q"] ?? "" } == ["Marina Kremik", "Atlantis Harbour"])
        #expect(batch.resolutions.map(\.source) == [.gazetteer, .cache, .cache, .unresolved, .manual])
        #expect(cache.entry(for: "Marina Kremik")?.result?.name == "Marina Kremik")
        #expect(cache.entry(for: "Atlantis Harbour")?.result == nil)
        #expect(cache.entry(for: "Atlantis Harbour")?.date == today)
        #expect(batch.diagnostics.items.map(\.headline) == [
            "data/charters/b.yml:5:14: warning: destination \"Atlantis Harbour\" was not found in the gazetteer; did you mean: Atlantis, Western Cape, South Africa (82,736); Atlantic City, New Jersey, United States (39,260); Atlantic Beach, Florida, United States (13,193)?",
        ])

        // A later --online build with the cache sends nothing: the texts have not changed.
        let (again, _) = await geocoder.resolveOnline(requests, cache: cache, provider: provider, today: today)
        #expect(await server.received.count == 2)
        #expect(again == batch)

        // An offline build reads the same answers from the cache.
        #expect(geocoder.resolve(requests, cache: cache) == batch)

        // A changed text is geocoded again.
        var changed = requests
        changed[1].text = "Marina Frapa"
        #expect(geocoder.textsNeedingOnlineLookup(changed, cache: cache) == ["Marina Frapa"])
    }

    @Test func failedLookupsAreWarningsAndNotCached() async throws {
        let server = try LocalNominatimServer(script: [], fallback: .status(502))
        let url = try await server.start()
        defer { Task { await server.stop() } }
        let geocoder = RecordGeocoder(gazetteer: try TestGazetteer.shared(), strict: true)
        let request = GeocodeRequest(text: "Marina Kremik", location: SourceLocation(path: "data/charters/a.yml", line: 9, column: 14))
        let (batch, cache) = await geocoder.resolveOnline(
            [request], cache: GeocodeCache(), provider: provider(url, clock: VirtualClock(), log: RequestLog(), maxAttempts: 2),
            today: try #require(CalendarDate(iso8601: "2026-05-01")))
        #expect(cache.entries.isEmpty)
        #expect(batch.diagnostics.items.map(\.headline) == [
            "data/charters/a.yml:9:14: error: destination \"Marina Kremik\" was not found in the gazetteer; did you mean: Mar’ina Gorka, Minsk, Belarus (19,892); Marina di Massa, Tuscany, Italy (19,092); Marina di Schiavonea, Calabria, Italy (7,743)?",
            "data/charters/a.yml:9:14: error: online lookup of destination \"Marina Kremik\" failed: HTTP 502 after 2 attempts; it will be tried again on the next --online build",
        ])
    }
}

extension OnlineLookupOutcome {
    var isFound: Bool {
        if case .found = self { return true }
        return false
    }
}
