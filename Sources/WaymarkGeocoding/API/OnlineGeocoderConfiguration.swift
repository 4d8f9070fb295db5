import Foundation

/// Settings of the optional online provider (a Nominatim-compatible `search?format=jsonv2&q=…`
/// endpoint), used only with `--online`. The integrator maps the `site.yml` key onto this.
package struct OnlineGeocoderConfiguration: Sendable, Hashable, Codable {
    /// The service root, e.g. `https://nominatim.example.org/`; `search` is appended to it.
    package var baseURL: URL
    /// Identifies Waymark to the service, as Nominatim's usage policy asks.
    package var userAgent: String
    /// Optional contact address sent as `email=` (Nominatim's policy for bulk use).
    package var email: String?
    /// Least time between two requests, in seconds (1 request per second by default).
    package var minimumInterval: Double
    /// Most attempts per text, including the first (at least 1).
    package var maxAttempts: Int
    /// Backoff before the first retry, in seconds; doubles on each further retry.
    package var initialBackoff: Double
    /// Upper bound of one backoff, in seconds.
    package var maxBackoff: Double
    /// Time-out of one request, in seconds.
    package var timeout: Double

    /// The User-Agent sent when none is configured.
    package static let defaultUserAgent = "Waymark/0.1 (+https://github.com/waymark-site/waymark)"

    /// Creates a configuration; every value but the URL has a polite default.
    package init(
        baseURL: URL, userAgent: String = OnlineGeocoderConfiguration.defaultUserAgent, email: String? = nil,
        minimumInterval: Double = 1, maxAttempts: Int = 4, initialBackoff: Double = 1, maxBackoff: Double = 30,
        timeout: Double = 10
    ) {
        self.baseURL = baseURL
        self.userAgent = userAgent
        self.email = email
        self.minimumInterval = minimumInterval
        self.maxAttempts = max(1, maxAttempts)
        self.initialBackoff = initialBackoff
        self.maxBackoff = maxBackoff
        self.timeout = timeout
    }

    private enum CodingKeys: String, CodingKey {
        case baseURL, userAgent, email, minimumInterval, maxAttempts, initialBackoff, maxBackoff, timeout
    }

    /// Decodes a configuration (e.g. the `site.yml` key): `baseURL` is required, every other key
    /// defaults as in ``init(baseURL:userAgent:email:minimumInterval:maxAttempts:initialBackoff:maxBackoff:timeout:)``.
    /// A `minimumInterval` below 1 s is raised to 1 s, so a site cannot make Waymark impolite.
    package init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            baseURL: try container.decode(URL.self, forKey: .baseURL),
            userAgent: try container.decodeIfPresent(String.self, forKey: .userAgent) ?? Self.defaultUserAgent,
            email: try container.decodeIfPresent(String.self, forKey: .email),
            minimumInterval: max(1, try container.decodeIfPresent(Double.self, forKey: .minimumInterval) ?? 1),
            maxAttempts: try container.decodeIfPresent(Int.self, forKey: .maxAttempts) ?? 4,
            initialBackoff: try container.decodeIfPresent(Double.self, forKey: .initialBackoff) ?? 1,
            maxBackoff: try container.decodeIfPresent(Double.self, forKey: .maxBackoff) ?? 30,
            timeout: try container.decodeIfPresent(Double.self, forKey: .timeout) ?? 10)
    }

    /// The request URL for `text`: `<base>/search?format=jsonv2&q=<text>&limit=1&addressdetails=1[&email=…]`.
    package func searchURL(for text: String) -> URL? {
        var components = URLComponents(url: baseURL.appendingPathComponent("search"), resolvingAgainstBaseURL: false)
        var items = [
            URLQueryItem(name: "format", value: "jsonv2"),
            URLQueryItem(name: "q", value: text),
            URLQueryItem(name: "limit", value: "1"),
            URLQueryItem(name: "addressdetails", value: "1"),
        ]
        if let email { items.append(URLQueryItem(name: "email", value: email)) }
        components?.queryItems = items
        return components?.url
    }
}
