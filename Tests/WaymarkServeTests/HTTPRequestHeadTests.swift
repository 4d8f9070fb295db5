import Testing
@testable import WaymarkServe

/// The preview server's strict reading of a request head.
@Suite struct HTTPRequestHeadTests {
    private func parse(_ text: String) -> Result<HTTPRequestHead, HTTPRequestHead.Rejection> {
        HTTPRequestHead.parse(Array(text.utf8)[...], limits: HTTPLimits())
    }

    @Test func readsTheRequestLineAndHeaders() throws {
        let head = try parse("GET /about/?x=1 HTTP/1.1\r\nHost: 127.0.0.1\r\nIf-None-Match:  \"abc\" \r\nConnection: close").get()
        #expect(head.method == "GET")
        #expect(head.path == "/about/")
        #expect(head.header("if-none-match") == "\"abc\"")
        #expect(!head.keepsAlive)
    }

    @Test(arguments: [
        ("GET / HTTP/1.1", true),
        ("GET / HTTP/1.1\r\nConnection: keep-alive, Upgrade", true),
        ("GET / HTTP/1.0", false),
        ("GET / HTTP/1.0\r\nConnection: keep-alive", true),
        ("GET / HTTP/1.1\r\nContent-Length: 5", false),
        ("GET / HTTP/1.1\r\nTransfer-Encoding: chunked", false),
        ("GET / HTTP/1.1\r\nContent-Length: 0", true),
    ])
    func keepAliveFollowsTheVersionTheConnectionHeaderAndAnyBody(text: String, keepsAlive: Bool) throws {
        #expect(try parse(text).get().keepsAlive == keepsAlive)
    }

    @Test(arguments: [
        ("GET /", 400), ("GET  / HTTP/1.1", 400), ("GET / HTTP/1.1 extra", 400), ("G3T / HTTP/1.1", 400),
        ("GET / HTTP/2", 505), ("GET /a\u{7F} HTTP/1.1", 400), ("GET /é HTTP/1.1", 400),
        ("GET / HTTP/1.1\r\n folded", 400), ("GET / HTTP/1.1\r\nNoColon", 400), ("GET / HTTP/1.1\r\nBad Name: x", 400),
    ])
    func malformedHeadsAreRejected(text: String, status: Int) {
        guard case .failure(let rejection) = parse(text) else {
            Issue.record("accepted \(text)")
            return
        }
        #expect(rejection.status == status)
    }

    @Test func absoluteFormTargetsAreReducedToTheirPath() {
        #expect(PreviewRequestHandler.path(of: "http://127.0.0.1/../secret.txt") == "/../secret.txt")
        #expect(PreviewRequestHandler.path(of: "http://127.0.0.1") == "/")
        #expect(PreviewRequestHandler.path(of: "/a?b=c://d") == "/a")
    }
}
