/// The request line and headers of one HTTP/1.x request, as read by the preview server.
///
/// Parsed strictly (RFC 9112): `METHOD SP target SP HTTP/1.x CRLF`, then `name: value` lines; a
/// header line folded onto the next (obsolete line folding) or without a colon is a bad request.
/// The preview serves files only, so a request body is never read: a request that announces one
/// (`Content-Length` above 0, or `Transfer-Encoding`) is answered and its connection closed.
struct HTTPRequestHead: Sendable, Hashable {
    /// The method as sent, e.g. `GET`.
    var method: String
    /// The request target as sent, e.g. `/about/?x=1`.
    var target: String
    /// `HTTP/1.1` or `HTTP/1.0`.
    var version: String
    /// Header lines in order, names as sent.
    var headers: [(name: String, value: String)]

    static func == (a: HTTPRequestHead, b: HTTPRequestHead) -> Bool {
        a.method == b.method && a.target == b.target && a.version == b.version
            && a.headers.map(\.name) == b.headers.map(\.name) && a.headers.map(\.value) == b.headers.map(\.value)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(method)
        hasher.combine(target)
    }

    /// The value of the first header called `name` (any letter case).
    func header(_ name: String) -> String? {
        let lower = name.lowercased()
        return headers.first { $0.name.lowercased() == lower }?.value
    }

    /// The path part of the target, still percent-encoded (`/a%20b/` of `/a%20b/?x`).
    var path: String {
        String(target.prefix { $0 != "?" && $0 != "#" })
    }

    /// Whether the connection may carry another request after this one: HTTP/1.1 unless
    /// `Connection: close`, HTTP/1.0 only with `Connection: keep-alive`; never when a body was announced.
    var keepsAlive: Bool {
        guard !announcesBody else { return false }
        let connection = header("Connection")?.lowercased() ?? ""
        let tokens = connection.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        if version == "HTTP/1.0" { return tokens.contains("keep-alive") }
        return !tokens.contains("close")
    }

    /// True when the request says a body follows.
    var announcesBody: Bool {
        if header("Transfer-Encoding") != nil { return true }
        if let length = header("Content-Length") { return length.trimmingCharacters(in: .whitespaces) != "0" }
        return false
    }

    /// Why a head could not be read: the status to answer with and a short reason.
    struct Rejection: Error, Sendable, Hashable {
        var status: Int
        var reason: String
    }

    /// Parses `bytes`, the head without its final blank line (`\r\n\r\n` stripped).
    static func parse(_ bytes: ArraySlice<UInt8>, limits: HTTPLimits) -> Result<HTTPRequestHead, Rejection> {
        var lines: [ArraySlice<UInt8>] = []
        var start = bytes.startIndex
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == 0x0A {
                var end = index
                if end > start, bytes[end - 1] == 0x0D { end -= 1 }
                lines.append(bytes[start..<end])
                start = index + 1
            }
            index += 1
        }
        if start < bytes.endIndex {
            var end = bytes.endIndex
            if bytes[end - 1] == 0x0D { end -= 1 }
            lines.append(bytes[start..<end])
        }
        guard let requestLine = lines.first, let line = String(validating: requestLine, as: UTF8.self) else {
            return .failure(Rejection(status: 400, reason: "the request line is not text"))
        }
        let parts = line.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty,
              parts[0].allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "-") }) else {
            return .failure(Rejection(status: 400, reason: "the request line is not METHOD TARGET HTTP/1.1"))
        }
        guard parts[2] == "HTTP/1.1" || parts[2] == "HTTP/1.0" else {
            return .failure(Rejection(status: 505, reason: "only HTTP/1.0 and HTTP/1.1 are served"))
        }
        guard parts[1].allSatisfy({ $0.isASCII && !$0.isWhitespace && $0.asciiValue.map { $0 > 0x20 && $0 < 0x7F } == true }) else {
            return .failure(Rejection(status: 400, reason: "the request target has characters that must be percent-encoded"))
        }
        let headerLines = lines.dropFirst()
        guard headerLines.count <= limits.headerCount else {
            return .failure(Rejection(status: 431, reason: "more than \(limits.headerCount) header lines"))
        }
        var headers: [(name: String, value: String)] = []
        for raw in headerLines {
            guard let first = raw.first, first != 0x20, first != 0x09 else {
                return .failure(Rejection(status: 400, reason: "a header line is folded onto the next"))
            }
            guard let text = String(validating: raw, as: UTF8.self), let colon = text.firstIndex(of: ":") else {
                return .failure(Rejection(status: 400, reason: "a header line has no colon"))
            }
            let name = String(text[..<colon])
            guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "!#$%&'*+-.^_`|~".contains($0)) }) else {
                return .failure(Rejection(status: 400, reason: "a header name is not a token"))
            }
            headers.append((name, text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
        }
        return .success(HTTPRequestHead(method: String(parts[0]), target: String(parts[1]), version: String(parts[2]),
                                        headers: headers))
    }
}
