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

    @Test func scriptListensToTheEventStreamAndCarriesTheToken() {
        let script = LiveReload.script(token: "k9z-12")
        #expect(script.contains("new EventSource(\"/__waymark/events\")"))
        #expect(script.contains("var served=\"k9z-12\""))
        #expect(script.hasPrefix("<script>"))
        #expect(script.hasSuffix("</script>\n"))
    }

    @Test func tokenCannotBreakOutOfTheScript() {
        let script = LiveReload.script(token: "1\"</script><b>-2")
        #expect(script.contains("var served=\"1scriptb-2\""))
        #expect(script.components(separatedBy: "</script>").count == 2)
    }
}
