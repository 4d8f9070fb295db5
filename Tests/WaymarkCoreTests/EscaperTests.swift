import Testing
import WaymarkCore

/// The one escaper: markup (HTML, SVG, XML), Markdown and JSON inside HTML, by Unicode scalar.
@Suite struct EscaperTests {
    @Test(arguments: [
        ("<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"),
        ("Tom & Jerry's \"boat\"", "Tom &amp; Jerry&#39;s &quot;boat&quot;"),
        ("bell\u{07}tab\tnul\u{00}", "belltab\tnul"),
        ("line\r\nbreak", "line\r\nbreak"),
        ("\u{FFFE}\u{FFFF}x", "x"),
        ("Södermalm ⛵", "Södermalm ⛵"),
        ("right\u{202E}to\u{2066}left\u{2069}", "righttoleft"),
        ("’quotes’ \u{2014} and \u{EFBB}", "’quotes’ \u{2014} and \u{EFBB}"),
    ])
    func escapesText(_ input: String, _ expected: String) {
        #expect(Escaper.markup(input) == expected)
    }

    @Test func appendWritesTheSameBytesAsEscape() {
        var bytes = Array("<p>".utf8)
        Escaper.appendMarkup("O'Hare & <b>", to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "<p>" + Escaper.markup("O'Hare & <b>"))
        #expect(Escaper.markup("'") == "&#39;")
        var plain = Array("<p>".utf8)
        Escaper.appendMarkup("Fairoaks ✈", to: &plain)
        #expect(String(decoding: plain, as: UTF8.self) == "<p>Fairoaks ✈")
    }

    /// Scalars that join the special character next to them into one `Character`: Prepend before
    /// it, and after it combining marks of several blocks, enclosing marks, variation selectors,
    /// ZWJ, spacing marks, emoji modifiers and Hangul jamo. A browser still sees the `<` or `"`.
    static let before: [Unicode.Scalar] = ["\u{0600}", "\u{0605}", "\u{0D4E}", "\u{110BD}"]
    static let after: [Unicode.Scalar] = [
        "\u{0301}", "\u{0338}", "\u{1DC0}", "\u{20D2}", "\u{FE20}", "\u{20DD}", "\u{20DE}",
        "\u{FE0F}", "\u{E0100}", "\u{200D}", "\u{0903}", "\u{093E}", "\u{1F3FB}", "\u{1160}", "\u{11A8}",
    ]

    @Test(arguments: ["<", ">", "&", "\"", "'"])
    func escapesTheCharacterWhateverJoinsIt(_ special: String) {
        let entity = Escaper.markup(special)
        #expect(entity != special)
        for joiner in Self.before {
            let text = "Tom" + String(joiner) + special + "img"
            #expect(Escaper.markup(text) == "Tom" + String(joiner) + entity + "img", "U+\(String(joiner.value, radix: 16)) before \(special)")
        }
        for joiner in Self.after {
            let text = "Tom" + special + String(joiner) + "img"
            #expect(Escaper.markup(text) == "Tom" + entity + String(joiner) + "img", "U+\(String(joiner.value, radix: 16)) after \(special)")
        }
    }

    @Test func markdownEscapesMarkupWhateverJoinsIt() {
        for joiner in Self.before + Self.after {
            let mark = String(joiner)
            let text = "Tom" + mark + "](https://evil.example)" + mark + "|cell" + mark + "<img onerror=x>"
            let escaped = Escaper.markdown(text)
            #expect(escaped == "Tom" + mark + "\\](https://evil.example)" + mark + "\\|cell" + mark + "\\<img onerror=x\\>")
        }
        #expect(Escaper.markdown("a\nb\r\nc\td\u{1B}[31m\u{202E}") == "a b  c d\\[31m")
    }

    @Test func markdownLinkTargetsCannotEndEarly() {
        #expect(Escaper.markdownLinkTarget("a b(c)<d>\\e\u{07}") == "a%20b%28c%29%3Cd%3E%5Ce%07")
        #expect(Escaper.markdownLinkTarget("../pets/tom/") == "../pets/tom/")
    }

    @Test func scriptJSONCannotEndTheScript() {
        let json = #"{"name":"</script><!--x-->&\#u{2028}"}"#
        let escaped = Escaper.scriptJSON(json)
        #expect(escaped == #"{"name":"\u003c/script\u003e\u003c!--x--\u003e\u0026\u2028"}"#)
        #expect(!escaped.contains("<"))
    }

    @Test func scriptJSONDropsBidiControls() {
        #expect(Escaper.scriptJSON(#"{"name":"a\#u{202E}b\#u{2066}c"}"#) == #"{"name":"abc"}"#)
    }

    @Test(arguments: [
        (#"back\slash"#, #"back\\slash"#),
        ("semi;colon", #"semi\;colon"#),
        ("com,ma", #"com\,ma"#),
        ("line\nbreak", #"line\nbreak"#),
        ("crlf\r\nbreak", #"crlf\nbreak"#),
        ("cr\rbreak", #"cr\nbreak"#),
        ("next\u{85}line", #"next\nline"#),
        ("sep\u{2028}arator\u{2029}", #"sep\narator\n"#),
        ("colon: and \"quotes\"", "colon: and \"quotes\""),
        ("bell\u{07}del\u{7F}c1\u{9B}tab\there", "belldelc1tab\there"),
        ("right\u{202E}to\u{2066}left", "righttoleft"),
    ])
    func iCalendarTextEscapesWhatEndsAValue(_ text: String, _ escaped: String) {
        #expect(Escaper.iCalendarText(text) == escaped)
    }

    @Test func iCalendarValuesLoseOnlyControlsAndBidiControls() {
        #expect(Escaper.iCalendarValue("https://example.org/\u{0B}a\r\nEND:VCALENDAR\u{202E}") == "https://example.org/aEND:VCALENDAR")
        #expect(Escaper.iCalendarValue("43.5;16.4, a\\b") == "43.5;16.4, a\\b")
    }

    @Test func removesBidiControlsOnly() {
        #expect(Escaper.removingBidiControls("a\u{202A}b\u{202E}c\u{2067}d\u{200F}") == "abcd\u{200F}")
        #expect(Escaper.removingBidiControls("plain — text") == "plain — text")
    }
}
