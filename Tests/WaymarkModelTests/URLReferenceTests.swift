import Testing
@testable import WaymarkCore
import WaymarkModel

/// One rule for every URL from data and configuration: what a browser reads once it has decoded
/// character references and dropped tabs, line breaks and controls must be http:, https:, mailto:,
/// tel: or relative.
@Suite struct URLReferenceTests {
    /// Refused, with the scheme a browser finds.
    @Test(arguments: [
        ("javascript:alert(1)", "javascript"),
        ("JaVaScRiPt:alert(1)", "javascript"),
        (" javascript:alert(1)", "javascript"),
        ("java\tscript:alert(1)", "javascript"),
        ("java\nscr\ript:alert(1)", "javascript"),
        ("&#106;avascript:alert(1)", "javascript"),
        ("&#x6A;avascript:alert(1)", "javascript"),
        ("&#X6a;avascript:alert(1)", "javascript"),
        ("&#106avascript:alert(1)", "javascript"),
        ("&#0000106;avascript:alert(1)", "javascript"),
        ("javascript&colon;alert(1)", "javascript"),
        ("java&Tab;script:alert(1)", "javascript"),
        ("java&NewLine;script:alert(1)", "javascript"),
        ("\u{0001}javascript:alert(1)", "javascript"),
        ("\u{7F}javascript:alert(1)\u{1F}", "javascript"),
        ("data:text/html,<script>alert(1)</script>", "data"),
        ("DATA:image/svg+xml;base64,PHN2Zz4=", "data"),
        ("vbscript:msgbox(1)", "vbscript"),
        ("file:///etc/passwd", "file"),
        ("ftp://example.org/x", "ftp"),
        ("web+app:x", "web+app"),
        ("c:\\photos\\mimi.jpg", "c"),
        ("mimi:1.jpg", "mimi"),
    ])
    func refused(text: String, scheme: String) {
        let reference = URLReference(text)
        #expect(reference.scheme == scheme)
        #expect(!reference.isAllowed)
        #expect(reference.isExternal)
        #expect(reference.problem(naming: "photo", at: SourceLocation(path: "p.yml", line: 1, column: 1)) != nil)
    }

    /// Allowed: the four schemes in any case, and references without a scheme.
    @Test(arguments: [
        ("https://ok", "https"),
        ("HTTP://example.org/a?b#c", "http"),
        ("mailto:a@b", "mailto"),
        ("tel:+46701234567", "tel"),
        ("  tel:+46 70 123 45 67  ", "tel"),
        ("/path/", nil),
        ("../x", nil),
        ("#frag", nil),
        ("?query=1", nil),
        ("photo.jpg", nil),
        ("photos/mimi:1.jpg", nil),
        ("//cdn.example.org/mimi.jpg", nil),
        ("+46 70 123 45 67", nil),
        ("Anna, 070-123 45 67", nil),
        ("1javascript:alert(1)", nil),
        ("&#106;", nil),
        ("&unknown;javascript", nil),
        ("", nil),
    ] as [(String, String?)])
    func allowed(text: String, scheme: String?) {
        let reference = URLReference(text)
        #expect(reference.scheme == scheme)
        #expect(reference.isAllowed)
        #expect(reference.problem(naming: "photo", at: SourceLocation(path: "p.yml", line: 1, column: 1)) == nil)
    }

    /// A site path is rewritten in each page; a URL with a scheme or a host is kept as written.
    @Test(arguments: [
        ("https://ok", true), ("mailto:a@b", true), ("tel:+46", true), ("//host/x", true), ("\\\\host/x", true),
        ("/\\host/x", true), ("about/", false), ("/about/", false), ("#top", false), ("photo.jpg", false),
    ])
    func external(text: String, expected: Bool) {
        #expect(URLReference(text).isExternal == expected)
    }

    /// What a browser reads: references decoded once, tabs and line breaks gone, ends trimmed.
    @Test(arguments: [
        ("&#106;avascript&colon;x", "javascript:x"),
        ("\u{0}\u{1F} https://a/b \u{7F}", "https://a/b"),
        ("h\tt\nt\rp://a", "http://a"),
        ("a&amp;#106;b", "a&#106;b"),
        ("&#0;x", "\u{FFFD}x"),
        ("&#x110000;x", "\u{FFFD}x"),
        ("&#99999999999999999999;", "\u{FFFD}"),
        ("a&b", "a&b"),
        ("&", "&"),
        ("&#;", "&#;"),
    ])
    func normalisation(text: String, expected: String) {
        #expect(URLReference(text).normalised == expected)
    }

    /// The message names the value as written and, when a browser reads it otherwise, as read.
    @Test func messages() {
        let here = SourceLocation(path: "data/announcements/pets.yml", line: 4, column: 10)
        #expect(URLReference("javascript:alert(1)").problem(naming: "photo", at: here)?.headline
            == "data/announcements/pets.yml:4:10: error: photo \"javascript:alert(1)\" is a javascript: URL: expected an http:, https:, mailto: or tel: URL, or a relative one such as about/ or #top")
        #expect(URLReference("java\tscript:alert(1)").problem(naming: "contact", at: here)?.headline
            == "data/announcements/pets.yml:4:10: error: contact \"java\tscript:alert(1)\" reads as the javascript: URL \"javascript:alert(1)\" in a browser: expected an http:, https:, mailto: or tel: URL, or a relative one such as about/ or #top")
        #expect(URLReference("\u{1B}vbscript:x").problem(naming: "photo", at: here)?.headline
            == "data/announcements/pets.yml:4:10: error: photo \"\\u{1B}vbscript:x\" reads as the vbscript: URL \"vbscript:x\" in a browser: expected an http:, https:, mailto: or tel: URL, or a relative one such as about/ or #top")
        let long = "data:text/html," + String(repeating: "a", count: 500)
        let message = URLReference(long).problem(naming: "photo", at: here)?.message ?? ""
        #expect(message.hasPrefix("photo \"data:text/html,aaa") && message.contains("a…\" is a data: URL"))
        #expect(message.count < 300)
    }
}
