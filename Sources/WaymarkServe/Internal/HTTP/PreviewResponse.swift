import Foundation

/// A response of the preview server: a status, header lines and a body that is either bytes or an
/// open event stream.
struct PreviewResponse: Sendable {
    /// What follows the head.
    enum Body: Sendable {
        /// A complete body (empty for HEAD and 304; `Content-Length` is added when not given).
        case bytes(Data)
        /// A `text/event-stream` body, sent with chunked encoding for as long as the subscription lasts.
        case eventStream(EventSubscription)
    }

    /// The status code, e.g. 200.
    var status: Int
    /// Header lines in order.
    var headers: [(name: String, value: String)]
    /// The body.
    var body: Body

    /// A response with a complete body.
    init(status: Int, headers: [(name: String, value: String)], body: Data) {
        self.status = status
        self.headers = headers
        self.body = .bytes(body)
    }

    /// A response streaming `subscription`.
    init(status: Int, headers: [(name: String, value: String)], stream subscription: EventSubscription) {
        self.status = status
        self.headers = headers
        self.body = .eventStream(subscription)
    }

    /// The value of the first header called `name` (any letter case).
    func header(_ name: String) -> String? {
        let lower = name.lowercased()
        return headers.first { $0.name.lowercased() == lower }?.value
    }

    /// The bytes of the body, or empty for a stream.
    var bodyBytes: Data {
        if case .bytes(let data) = body { return data }
        return Data()
    }

    /// The status line and headers, ending with the blank line; `keepAlive` chooses the
    /// `Connection` header; streams are chunked, other bodies get `Content-Length` unless it is set.
    func head(keepAlive: Bool) -> [UInt8] {
        var text = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        for (name, value) in headers {
            text += "\(name): \(value)\r\n"
        }
        switch body {
        case .bytes(let data):
            if header("Content-Length") == nil { text += "Content-Length: \(data.count)\r\n" }
        case .eventStream:
            text += "Transfer-Encoding: chunked\r\n"
        }
        text += keepAlive ? "Connection: keep-alive\r\n" : "Connection: close\r\n"
        return Array((text + "\r\n").utf8)
    }

    /// A plain-text response, e.g. for a request the server refuses before any handler sees it.
    static func plain(_ status: Int, _ text: String, extra: [(name: String, value: String)] = []) -> PreviewResponse {
        PreviewResponse(status: status,
                        headers: [("Content-Type", "text/plain; charset=utf-8"), ("Cache-Control", "no-store")] + extra,
                        body: Data(text.utf8))
    }

    /// The reason phrase of the status codes the preview sends.
    static func reason(_ status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 301: return "Moved Permanently"
        case 304: return "Not Modified"
        case 400: return "Bad Request"
        case 404: return "Not Found"
        case 405: return "Method Not Allowed"
        case 408: return "Request Timeout"
        case 414: return "URI Too Long"
        case 431: return "Request Header Fields Too Large"
        case 500: return "Internal Server Error"
        case 503: return "Service Unavailable"
        case 505: return "HTTP Version Not Supported"
        default: return "Status"
        }
    }
}
