import FlyingFox
import Foundation
@testable import WaymarkGeocoding

/// A Nominatim stand-in on 127.0.0.1 (an ephemeral port), started by a test: it answers `/search`
/// with a scripted sequence of responses and records what it was asked.
actor LocalNominatimServer {
    /// One scripted answer.
    enum Reply: Sendable {
        /// 200 with a JSON body.
        case json(String)
        /// An error status, with an optional `Retry-After` (seconds).
        case status(Int, retryAfter: Int? = nil)
        /// Waits `seconds` before answering 200 with the body (a slow server).
        case slow(seconds: Double, json: String)
    }

    /// What one request carried.
    struct Received: Sendable {
        var query: [String: String]
        var userAgent: String?
    }

    private let server: HTTPServer
    private var task: Task<Void, Error>?
    private var script: [Reply]
    private var fallback: Reply
    private(set) var received: [Received] = []

    /// A server that plays `script` in order, then `fallback` forever.
    init(script: [Reply], fallback: Reply = .json("[]")) throws {
        self.script = script
        self.fallback = fallback
        self.server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), timeout: 30, logger: .disabled)
    }

    /// Starts listening; returns the base URL, e.g. `http://127.0.0.1:54321/`.
    func start() async throws -> URL {
        await server.appendRoute("GET /search") { [weak self] request in
            guard let self else { return HTTPResponse(statusCode: .internalServerError) }
            return await self.answer(request)
        }
        let server = self.server
        task = Task { try await server.run() }
        // Generous: the whole suite runs in parallel on two cores, and the cooperative pool can be busy.
        try await server.waitUntilListening(timeout: 60)
        guard case .ip4(_, let port) = await server.listeningAddress,
              let url = URL(string: "http://127.0.0.1:\(port)/")
        else { throw URLError(.cannotConnectToHost) }
        return url
    }

    /// Stops the server.
    func stop() async {
        await server.stop(timeout: 1)
        task?.cancel()
    }

    private func answer(_ request: HTTPRequest) async -> HTTPResponse {
        var query: [String: String] = [:]
        for item in request.query { query[item.name] = item.value }
        received.append(Received(query: query, userAgent: request.headers[HTTPHeader("User-Agent")]))
        let reply = script.isEmpty ? fallback : script.removeFirst()
        switch reply {
        case .json(let body):
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json"], body: Data(body.utf8))
        case .status(let code, let retryAfter):
            var headers: HTTPHeaders = [:]
            if let retryAfter { headers[HTTPHeader("Retry-After")] = String(retryAfter) }
            return HTTPResponse(statusCode: HTTPStatusCode(code, phrase: "Scripted"), headers: headers)
        case .slow(let seconds, let body):
            try? await Task.sleep(for: .milliseconds(Int(seconds * 1000)))
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json"], body: Data(body.utf8))
        }
    }
}

/// A clock whose time moves only when the provider sleeps: records every sleep.
actor VirtualClock: GeocodingClock {
    private(set) var time = 0.0
    private(set) var sleeps: [Double] = []

    func now() async -> Double { time }

    func sleep(seconds: Double) async throws {
        guard seconds > 0 else { return }
        sleeps.append(seconds)
        time += seconds
    }
}

/// Wraps a transport and notes the virtual time at which each request was sent.
struct TimedTransport: HTTPTransport {
    let inner: URLSessionTransport
    let clock: any GeocodingClock
    let log: RequestLog

    func get(_ url: URL, headers: [String: String], timeout: Double) async throws(HTTPTransportError) -> HTTPExchange {
        await log.note(await clock.now())
        return try await inner.get(url, headers: headers, timeout: timeout)
    }
}

/// Times at which requests were sent.
actor RequestLog {
    private(set) var times: [Double] = []
    func note(_ time: Double) { times.append(time) }
}

/// A Nominatim jsonv2 answer with one place.
func nominatimJSON(name: String, lat: String, lon: String, country: String, display: String) -> String {
    """
    [{"place_id":12345,"osm_type":"node","osm_id":678,"lat":"\(lat)","lon":"\(lon)","category":"leisure",\
    "type":"marina","name":"\(name)","display_name":"\(display)","address":{"country_code":"\(country)"}}]
    """
}
