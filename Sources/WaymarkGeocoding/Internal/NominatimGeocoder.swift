import Foundation
import WaymarkCore
import WaymarkGeo

/// The optional online provider: a Nominatim-compatible `search?format=jsonv2&q=…` service, polite
/// by construction.
///
/// - At most one request per ``OnlineGeocoderConfiguration/minimumInterval`` (1 s), across all
///   callers of one instance, concurrent ones included (each claims the next free slot).
/// - HTTP 429, 5xx, time-outs and unreachable servers are retried up to
///   ``OnlineGeocoderConfiguration/maxAttempts`` in all, after ``RetryBackoff`` delays with seeded
///   jitter (and never sooner than a `Retry-After`); other statuses fail at once.
/// - Every request carries the configured User-Agent.
/// The time zone of a result is that of the nearest gazetteer place when a gazetteer is given.
package actor NominatimGeocoder {
    /// The provider's name as stored in the cache's `source`.
    static let sourceName = "nominatim"

    private let configuration: OnlineGeocoderConfiguration
    private let transport: any HTTPTransport
    private let clock: any GeocodingClock
    private let gazetteer: Gazetteer?
    private var jitter: SeededGenerator
    private var lastRequest: Double?

    /// Creates a provider.
    ///
    /// - Parameters:
    ///   - transport: HTTP client; `URLSessionTransport()` by default.
    ///   - clock: time source and sleeper; the system clock by default.
    ///   - jitterSeed: seed of the backoff jitter.
    ///   - gazetteer: used to fill in time zones (nearest place); optional.
    package init(
        configuration: OnlineGeocoderConfiguration, transport: any HTTPTransport = URLSessionTransport(),
        clock: any GeocodingClock = SystemGeocodingClock(), jitterSeed: UInt64 = 0x5741_594D_4152_4B, // "WAYMARK"
        gazetteer: Gazetteer? = nil
    ) {
        self.configuration = configuration
        self.transport = transport
        self.clock = clock
        self.jitter = SeededGenerator(seed: jitterSeed)
        self.gazetteer = gazetteer
    }

    /// Looks `text` up, honouring the rate limit and retrying as described on the type.
    package func search(_ text: String) async -> OnlineLookupOutcome {
        guard let url = configuration.searchURL(for: text) else {
            return .failed(reason: "cannot build a request URL from \(configuration.baseURL.absoluteString)")
        }
        let backoff = RetryBackoff(initial: configuration.initialBackoff, maximum: configuration.maxBackoff)
        var lastProblem = ""
        for attempt in 1...configuration.maxAttempts {
            await waitForTurn()
            var retryAfter: Double?
            do throws(HTTPTransportError) {
                let exchange = try await transport.get(
                    url, headers: ["User-Agent": configuration.userAgent, "Accept": "application/json"],
                    timeout: configuration.timeout)
                switch exchange.status {
                case 200:
                    return decode(exchange.body)
                case 429, 500...599:
                    lastProblem = "HTTP \(exchange.status)"
                    retryAfter = exchange.retryAfter
                default:
                    return .failed(reason: "HTTP \(exchange.status) from \(configuration.baseURL.absoluteString)")
                }
            } catch {
                switch error {
                case .timedOut: lastProblem = "timed out after \(Coordinate.format(configuration.timeout)) s"
                case .unreachable(let reason): lastProblem = "unreachable (\(reason))"
                }
            }
            guard attempt < configuration.maxAttempts else { break }
            let delay = backoff.delay(beforeRetry: attempt, retryAfter: retryAfter, using: &jitter)
            try? await clock.sleep(seconds: delay)
        }
        return .failed(reason: "\(lastProblem) after \(configuration.maxAttempts) attempts")
    }

    /// Reserves the next request slot (at least `minimumInterval` after the previous one) and sleeps
    /// until it. The slot is claimed before sleeping, with no suspension between reading and writing
    /// it, so concurrent callers of this actor queue up one interval apart instead of waking together.
    private func waitForTurn() async {
        let now = await clock.now()
        let slot = lastRequest.map { max(now, $0 + configuration.minimumInterval) } ?? now
        lastRequest = slot
        if slot > now { try? await clock.sleep(seconds: slot - now) }
    }

    private func decode(_ body: Data) -> OnlineLookupOutcome {
        guard let places = try? JSONDecoder().decode([NominatimPlace].self, from: body) else {
            return .failed(reason: "the answer is not a Nominatim jsonv2 array")
        }
        guard let first = places.first else { return .notFound }
        guard let coordinate = first.coordinate else {
            return .failed(reason: "the answer has an invalid coordinate \(first.lat),\(first.lon)")
        }
        let timezone = gazetteer?.nearest(to: coordinate)?.place.timezone ?? ""
        return .found(first.result(coordinate: coordinate, timezone: timezone))
    }
}
