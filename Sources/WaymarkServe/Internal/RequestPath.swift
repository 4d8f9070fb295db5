/// The path of a request target, decoded and checked so that it can only name something inside the
/// output folder.
///
/// The raw (percent-encoded) path is split on `/` first and each segment decoded on its own, so an
/// encoded separator can never create a new segment. Rejected with 400 Bad Request: a path not
/// starting with `/`; any byte outside visible ASCII; a backslash, raw or encoded; `.` and `..`
/// segments, raw or encoded (`%2e%2e`, `.%2E`); an encoded `/` (`%2f`), NUL (`%00`) or other control
/// byte; an encoded `%` (double encoding such as `%252e`); a malformed escape; a segment that is not
/// UTF-8 (overlong forms such as `%c0%ae`). Empty segments (`//`) are skipped.
struct RequestPath: Sendable, Hashable {
    /// Why a path was refused, as said in the 400 response.
    struct Rejection: Error, Sendable, Hashable, CustomStringConvertible {
        var reason: String
        var description: String { reason }
    }

    /// Decoded segments, none empty, `.` or `..`, none containing `/`, `\` or control characters.
    var segments: [String]
    /// True when the raw path ended with `/` (a folder was asked for).
    var hasTrailingSlash: Bool

    init(segments: [String], hasTrailingSlash: Bool) {
        self.segments = segments
        self.hasTrailingSlash = hasTrailingSlash
    }

    /// Decodes and checks `raw`, the percent-encoded path of the request target (without query).
    init(percentEncoded raw: String) throws(Rejection) {
        let bytes = Array(raw.utf8)
        guard bytes.first == UInt8(ascii: "/") else {
            throw Rejection(reason: "the path must start with /")
        }
        guard bytes.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
            throw Rejection(reason: "the path must be visible ASCII, percent-encoded otherwise")
        }
        guard !bytes.contains(UInt8(ascii: "\\")) else {
            throw Rejection(reason: "the path must not contain a backslash")
        }
        var segments: [String] = []
        for rawSegment in bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
            let segment = try Self.decode(rawSegment)
            guard segment != ".", segment != ".." else {
                throw Rejection(reason: "the path must not contain . or .. segments")
            }
            segments.append(segment)
        }
        self.segments = segments
        self.hasTrailingSlash = bytes.count > 1 && bytes.last == UInt8(ascii: "/")
    }

    /// Percent-decodes one segment and refuses bytes that could change its meaning.
    private static func decode(_ raw: ArraySlice<UInt8>) throws(Rejection) -> String {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(raw.count)
        var index = raw.startIndex
        while index < raw.endIndex {
            let byte = raw[index]
            guard byte == UInt8(ascii: "%") else {
                decoded.append(byte)
                index += 1
                continue
            }
            guard index + 2 < raw.endIndex,
                let high = hexValue(raw[index + 1]), let low = hexValue(raw[index + 2])
            else {
                throw Rejection(reason: "the path has a malformed percent escape")
            }
            let value = high << 4 | low
            switch value {
            case UInt8(ascii: "/"), UInt8(ascii: "\\"):
                throw Rejection(reason: "the path must not contain an encoded separator")
            case UInt8(ascii: "%"):
                throw Rejection(reason: "the path must not be encoded twice")
            case 0x00..<0x20, 0x7F:
                throw Rejection(reason: "the path must not contain control characters")
            default:
                decoded.append(value)
            }
            index += 3
        }
        guard let text = String(validating: decoded, as: UTF8.self) else {
            throw Rejection(reason: "the path must be UTF-8")
        }
        return text
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The path percent-encoded again, starting with `/`, for a `Location` header.
    func encoded(trailingSlash: Bool) -> String {
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@".utf8)
        let body = segments.map { segment in
            segment.utf8.map { allowed.contains($0) ? String(UnicodeScalar($0)) : "%" + hex($0) }.joined()
        }.joined(separator: "/")
        let path = "/" + body
        return trailingSlash && !segments.isEmpty ? path + "/" : path
    }

    private func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
