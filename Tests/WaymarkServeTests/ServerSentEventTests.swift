import Testing
@testable import WaymarkServe

@Suite struct ServerSentEventTests {
    @Test(arguments: [
        (ServerSentEvent.event("reload", data: "abc-2"), "event: reload\ndata: abc-2\n\n"),
        (ServerSentEvent.event("hello", data: "a\nb"), "event: hello\ndata: a\ndata: b\n\n"),
        (ServerSentEvent.event("reload", data: ""), "event: reload\ndata: \n\n"),
        (ServerSentEvent.comment("keep-alive"), ": keep-alive\n\n"),
    ])
    func wireForm(_ event: ServerSentEvent, _ expected: String) {
        #expect(String(decoding: event.encoded, as: UTF8.self) == expected)
    }
}
