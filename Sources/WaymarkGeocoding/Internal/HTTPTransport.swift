import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One HTTP exchange as the online provider needs it.
package struct HTTPExchange: Sendable, Hashable {
    /// Status code, e.g. 200, 429.
    package var status: Int
    /// Response body.
    package var body: Data
    /// `Retry-After` in seconds, when the server sent a number.
    package var retryAfter: Double?

    /// Creates an exchange.
    package init(status: Int, body: Data, retryAfter: Double? = nil) {
        self.status = status
        self.body = body
        self.retryAfter = retryAfter
    }
}

/// Why a request produced no response.
package enum HTTPTransportError: Error, Sendable, Hashable {
    /// No answer within the time-out.
    case timedOut
    /// Connection refused, reset, DNS failure and the like (retryable).
    case unreachable(String)
}

/// Performs a GET; injected so the provider can be driven by a local test server or a fake.
package protocol HTTPTransport: Sendable {
    /// GETs `url` with `headers`, giving up after `timeout` seconds.
    func get(_ url: URL, headers: [String: String], timeout: Double) async throws(HTTPTransportError) -> HTTPExchange
}

/// `URLSession` (FoundationNetworking on Linux) with no cookies and no cache.
package struct URLSessionTransport: HTTPTransport {
    private let session: URLSession

    /// Creates a transport with an ephemeral session.
    package init() {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpCookieStorage = nil
        session = URLSession(configuration: configuration)
    }

    /// GETs `url`; a response of any status is an exchange, no response within `timeout` is
    /// ``HTTPTransportError/timedOut``, anything else ``HTTPTransportError/unreachable(_:)``.
    package func get(_ url: URL, headers: [String: String], timeout: Double) async throws(HTTPTransportError) -> HTTPExchange {
        let request = URLSessionTransport.request(url, headers: headers, timeout: timeout)
        let session = self.session
        do {
            // Race the request against the time-out: FoundationNetworking treats `timeoutInterval` as an
            // idle time-out only, so a server that trickles or stalls is cut off here.
            return try await withThrowingTaskGroup(of: HTTPExchange.self) { group in
                group.addTask {
                    let (data, response) = try await session.data(for: request)
                    guard let http = response as? HTTPURLResponse else {
                        throw HTTPTransportError.unreachable("not an HTTP response")
                    }
                    let retryAfter = http.value(forHTTPHeaderField: "Retry-After").flatMap(Double.init)
                    return HTTPExchange(status: http.statusCode, body: data, retryAfter: retryAfter)
                }
                group.addTask {
                    try await Task.sleep(for: .nanoseconds(Int64(max(0, timeout) * 1e9)))
                    throw HTTPTransportError.timedOut
                }
                defer { group.cancelAll() }
                guard let first = try await group.next() else { throw HTTPTransportError.timedOut }
                return first
            }
        } catch let error as HTTPTransportError {
            throw error
        } catch let error as URLError where error.code == .timedOut {
            throw .timedOut
        } catch {
            throw .unreachable(error.localizedDescription)
        }
    }

    private static func request(_ url: URL, headers: [String: String], timeout: Double) -> URLRequest {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { request.setValue(value, forHTTPHeaderField: name) }
        return request
    }
}
