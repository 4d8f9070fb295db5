import Testing
@testable import WaymarkServe

@Suite struct RequestPathTests {
    struct Accepted: Sendable, CustomStringConvertible {
        var raw: String
        var segments: [String]
        var trailingSlash: Bool
        var description: String { raw }
    }

    static let accepted: [Accepted] = [
        .init(raw: "/", segments: [], trailingSlash: false),
        .init(raw: "/index.html", segments: ["index.html"], trailingSlash: false),
        .init(raw: "/charters/", segments: ["charters"], trailingSlash: true),
        .init(raw: "//charters//split/", segments: ["charters", "split"], trailingSlash: true),
        .init(raw: "/caf%C3%A9/menu.html", segments: ["café", "menu.html"], trailingSlash: false),
        .init(raw: "/a%20b.html", segments: ["a b.html"], trailingSlash: false),
        .init(raw: "/...", segments: ["..."], trailingSlash: false),
        .init(raw: "/a..b/..c", segments: ["a..b", "..c"], trailingSlash: false),
        .init(raw: "/.well-known/x", segments: [".well-known", "x"], trailingSlash: false),
    ]

    @Test(arguments: accepted)
    func acceptsOrdinaryPaths(_ example: Accepted) throws {
        let path = try RequestPath(percentEncoded: example.raw)
        #expect(path.segments == example.segments)
        #expect(path.hasTrailingSlash == example.trailingSlash)
    }

    static let rejected: [(String, String)] = [
        ("", "the path must start with /"),
        ("index.html", "the path must start with /"),
        ("http://evil/x", "the path must start with /"),
        ("/../etc/passwd", "the path must not contain . or .. segments"),
        ("/charters/../../etc/passwd", "the path must not contain . or .. segments"),
        ("/a/./b", "the path must not contain . or .. segments"),
        ("/%2e%2e/etc/passwd", "the path must not contain . or .. segments"),
        ("/%2E%2E/", "the path must not contain . or .. segments"),
        ("/.%2e/x", "the path must not contain . or .. segments"),
        ("/%2e/x", "the path must not contain . or .. segments"),
        ("/a%2f..%2f..%2fetc%2fpasswd", "the path must not contain an encoded separator"),
        ("/..%2Fetc", "the path must not contain an encoded separator"),
        ("/a%5c..%5cb", "the path must not contain an encoded separator"),
        ("/a\\..\\b", "the path must not contain a backslash"),
        ("/%252e%252e/etc/passwd", "the path must not be encoded twice"),
        ("/%25", "the path must not be encoded twice"),
        ("/index.html%00.png", "the path must not contain control characters"),
        ("/a%0d%0aSet-Cookie:x", "the path must not contain control characters"),
        ("/%", "the path has a malformed percent escape"),
        ("/%2", "the path has a malformed percent escape"),
        ("/%zz", "the path has a malformed percent escape"),
        ("/%c0%ae%c0%ae/etc", "the path must be UTF-8"),
        ("/%ff", "the path must be UTF-8"),
        ("/a b", "the path must be visible ASCII, percent-encoded otherwise"),
        ("/é", "the path must be visible ASCII, percent-encoded otherwise"),
        ("/a\u{0}b", "the path must be visible ASCII, percent-encoded otherwise"),
    ]

    @Test(arguments: rejected)
    func rejectsTraversalAndEncodingTricks(_ raw: String, _ reason: String) {
        #expect(throws: RequestPath.Rejection(reason: reason)) {
            try RequestPath(percentEncoded: raw)
        }
    }

    @Test(arguments: [
        (["charters", "split"], true, "/charters/split/"),
        (["café", "a b.html"], false, "/caf%C3%A9/a%20b.html"),
        ([], true, "/"),
        (["100%", "q?x#y"], false, "/100%25/q%3Fx%23y"),
    ])
    func encodesForLocationHeaders(_ segments: [String], _ trailingSlash: Bool, _ expected: String) {
        let path = RequestPath(segments: segments, hasTrailingSlash: false)
        #expect(path.encoded(trailingSlash: trailingSlash) == expected)
    }

    @Test func encodingRoundTripsThroughDecoding() throws {
        let path = RequestPath(segments: ["grüße", "a b", "x+y"], hasTrailingSlash: false)
        let decoded = try RequestPath(percentEncoded: path.encoded(trailingSlash: true))
        #expect(decoded.segments == path.segments)
        #expect(decoded.hasTrailingSlash)
    }
}
