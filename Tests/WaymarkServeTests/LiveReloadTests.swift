import Foundation
import Testing
@testable import WaymarkServe

@Suite struct LiveReloadTests {
    private func inject(_ html: String, token: String = "abc-3") -> String {
        String(decoding: LiveReload.inject(into: Data(html.utf8), token: token), as: UTF8.self)
    }

    @Test func scriptGoesBeforeTheLastClosingBody() {
        let html = "<html><body><pre>&lt;/body&gt; </body></pre></body></html>"
        let result = inject(html)
        let script = LiveReload.script(token: "abc-3")
        #expect(result == "<html><body><pre>&lt;/body&gt; </body></pre>" + script + "</body></html>")
    }

    @Test func closingBodyIsFoundInAnyLetterCase() {
        let result = inject("<BODY>x</BoDy >")
        #expect(result == "<BODY>x" + LiveReload.script(token: "abc-3") + "</BoDy >")
    }

    @Test func scriptIsAppendedWhenThereIsNoBody() {
        #expect(inject("<p>fragment</p>") == "<p>fragment</p>" + LiveReload.script(token: "abc-3"))
        #expect(inject("") == LiveReload.script(token: "abc-3"))
    }

    @Test func scriptIsAFileThatListensToTheEventStream() {
        let element = LiveReload.script(token: "k9z-12")
        #expect(element == "<script src=\"/__waymark/live-reload.js\" data-token=\"k9z-12\"></script>\n")
        #expect(LiveReload.scriptSource.contains("new EventSource(\"/__waymark/events\")"))
        #expect(LiveReload.scriptSource.contains("getAttribute(\"data-token\")"))
        #expect(!LiveReload.scriptSource.contains("<"), "nothing in the file can read as markup")
    }

    @Test func tokenCannotBreakOutOfTheAttribute() {
        let script = LiveReload.script(token: "1\"</script><b>-2")
        #expect(script == "<script src=\"/__waymark/live-reload.js\" data-token=\"1scriptb-2\"></script>\n")
    }
}
