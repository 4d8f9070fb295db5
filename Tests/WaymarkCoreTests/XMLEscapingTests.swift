import Testing
import WaymarkCore

/// The one HTML/XML escaper, used by maps, query blocks, feeds, the sitemap and the error page.
@Suite struct XMLEscapingTests {
    @Test(arguments: [
        ("<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"),
        ("Tom & Jerry's \"boat\"", "Tom &amp; Jerry&#39;s &quot;boat&quot;"),
        ("bell\u{07}tab\tnul\u{00}", "belltab\tnul"),
        ("line\r\nbreak", "line\r\nbreak"),
        ("\u{FFFE}\u{FFFF}x", "x"),
        ("Södermalm ⛵", "Södermalm ⛵"),
    ])
    func escapesText(_ input: String, _ expected: String) {
        #expect(XMLEscaping.escape(input) == expected)
    }

    @Test func appendWritesTheSameBytesAsEscape() {
        var bytes = Array("<p>".utf8)
        XMLEscaping.append("O'Hare & <b>", to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "<p>" + XMLEscaping.escape("O'Hare & <b>"))
        #expect(XMLEscaping.escape("'") == "&#39;")
    }
}
