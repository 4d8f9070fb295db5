import Testing
import WaymarkCore
@testable import WaymarkTheme

/// Every variable a template writes (`MustacheTemplates`) must have every `&<>"'` a browser would
/// read escaped, whatever scalars surround it, unless the template asks for the text raw.
@Suite struct MustacheEscapingTests {

    /// Texts made of pieces that a by-`Character` escaping treats differently: the five special
    /// characters alone, with a combining mark after them and a Prepend character before them
    /// (then they are part of a larger character), other marks, joiners, line ends, emoji and
    /// plain letters. Fixed seed.
    static func generatedTexts(count: Int) -> [String] {
        let pieces = ["a", "Z", " ", "<", ">", "&", "\"", "'", "\u{301}", "\u{338}", "<\u{338}", "&\u{301}", "'\u{301}",
                      "\"\u{301}", ">\u{20D2}", "\u{600}<", "\u{D4E}\"", "\r\n", "\n", "\r", "é", "e\u{301}", "\u{200D}",
                      "👩\u{200D}💻", "🇸🇪", "\u{1100}\u{1161}", "&amp;", "&#39;", "ß", "\t", "\u{0}", "\u{FEFF}", "\u{2028}", "ﬁ"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(truncatingIfNeeded: state >> 33)
        }
        return (0..<count).map { _ in
            (0..<(next() % 12)).map { _ in pieces[next() % pieces.count] }.joined()
        }
    }

    /// `escaped` read back as a browser reads a text or attribute: the five entities decoded,
    /// scalar by scalar (a `Character`-wise replace would miss `&lt;` followed by a combining mark).
    static func decoded(_ escaped: String) -> [Unicode.Scalar] {
        let entities: [(String, Unicode.Scalar)] = [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")]
        let scalars = Array(escaped.unicodeScalars)
        var out: [Unicode.Scalar] = []
        var index = 0
        scan: while index < scalars.count {
            for (entity, scalar) in entities {
                let name = Array(entity.unicodeScalars)
                if scalars[index...].starts(with: name) {
                    out.append(scalar)
                    index += name.count
                    continue scan
                }
            }
            out.append(scalars[index])
            index += 1
        }
        return out
    }

    /// `template` rendered with `context` (partials from `partials`).
    static func render(_ template: String, _ context: [String: Any], partials: [String: String] = [:]) throws -> String {
        var templates = MustacheTemplates()
        #expect(templates.register(template, named: "page") == nil)
        for (name, text) in partials { #expect(templates.register(text, named: name) == nil) }
        return try #require(templates.render(context, template: "page"))
    }

    @Test func escapesEverySpecialScalarAndNothingElse() throws {
        let texts = Self.generatedTexts(count: 3000) + ["", "plain", "<", "<\u{338}", "a&b", "\u{301}<", "\u{600}<img>"]
        var templates = MustacheTemplates()
        templates.register("{{v}}", named: "v")
        var unchanged = 0
        for text in texts {
            let escaped = try #require(templates.render(["v": text], template: "v"))
            let scalars = escaped.unicodeScalars
            #expect(!scalars.contains { $0 == "<" || $0 == ">" || $0 == "\"" || $0 == "'" }, "\(Array(text.unicodeScalars))")
            let kept = String(String.UnicodeScalarView(text.unicodeScalars.filter {
                ($0.value >= 0x20 || $0 == "\t" || $0 == "\n" || $0 == "\r") && !Escaper.isBidiControl($0)
            }))
            #expect(Self.decoded(escaped) == Array(kept.unicodeScalars), "\(Array(text.unicodeScalars))")
            #expect(escaped == Escaper.markup(text), "a template writes what the escaper writes")
            if escaped == text { unchanged += 1 }
        }
        // Both kinds must be well represented, or the comparison proves little.
        #expect(unchanged > 300 && unchanged < texts.count - 300, "\(unchanged) of \(texts.count) texts unchanged")
    }

    /// The case an escaping by `Character` gets wrong: a Prepend character joins the `<` after it
    /// into one `Character`, which is not `<`, so the tag would be written raw.
    @Test func aPrependCharacterDoesNotHideATag() throws {
        let text = "Tom\u{0600}<img src=x onerror=alert(1)>"
        let expected = "Tom\u{0600}&lt;img src=x onerror=alert(1)&gt;"
        #expect(try Self.render("{{v}}", ["v": text]) == expected)
        #expect(try Self.render("{{% CONTENT_TYPE: HTML }}\n{{v}}", ["v": text]) == expected)
        #expect(try Self.render("{{#list}}{{v}}{{/list}}", ["list": [["v": text]]]) == expected)
    }

    /// Only `{{{triple}}}`, `{{&name}}` and a `TEXT` pragma write a value raw; the pragma lasts to
    /// the end of its section or template, and a partial starts escaping again.
    @Test func rawOnlyWhereTheTemplateAsksForIt() throws {
        let context: [String: Any] = ["v": "<b>"]
        #expect(try Self.render("{{v}}|{{{v}}}|{{&v}}|{{ v }}|{{{ v }}}", context) == "&lt;b&gt;|<b>|<b>|&lt;b&gt;|<b>")
        #expect(try Self.render("{{#v}}{{% CONTENT_TYPE: TEXT }}{{v}}{{/v}}{{v}}", context) == "<b>&lt;b&gt;")
        #expect(try Self.render("{{% CONTENT_TYPE: TEXT }}\n{{v}}{{> p}}{{v}}", context, partials: ["p": "[{{v}}]"])
            == "<b>[&lt;b&gt;]<b>")
        #expect(try Self.render("{{% CONTENT_TYPE:TEXT}}\n{{% CONTENT_TYPE: HTML }}\n{{v}}", context) == "&lt;b&gt;")
    }

    /// A site's own `page.mustache` (inheriting `base`, calling a partial that switches the content
    /// type) with its words and a context whose texts need escaping: shared by the template tests.
    static func siteTemplateCase() throws -> (theme: Theme, words: [String: Any], context: [String: Any]) {
        let overrides = [
            "page.mustache": "{{<base}}{{$main}}\n  <h1>{{page.title}}</h1>\n  {{> partials/extra}}\n{{/main}}{{/base}}\n",
            "partials/extra.mustache": "{{#page.tags}}\n<span>{{.}}</span>\n{{/page.tags}}\n{{% CONTENT_TYPE: TEXT }}\n{{page.title}}\n",
        ]
        let theme = try #require(Theme.load(overrides: overrides, overrideFolder: "Templates").theme)
        let words = SiteWords(language: "en", catalogue: theme.catalogues["en"] ?? WordCatalogue()).templateVariables
        let context: [String: Any] = [
            "t": words, "site": ["title": "S & <s>", "language": "en"], "root": "./", "stylesheet": "w.css",
            "page": ["title": "A 'quoted' <title> & e\u{301}", "tags": ["<a>", "b & c", "d"], "kind": "page"],
        ]
        return (theme, words, context)
    }

    /// A site's own template renders the same with its words filled in as with them looked up,
    /// escaped except after its `TEXT` pragma.
    @Test func siteTemplatesRenderTheSame() throws {
        let (theme, words, context) = try Self.siteTemplateCase()
        let expected = try #require(theme.templates.render(context, template: "page"))
        #expect(theme.templates(filledWith: words).render(context, template: "page") == expected)
        // The override's lines lose the indentation of its first line; the partial's follow it.
        #expect(expected.contains("\n<h1>A &#39;quoted&#39; &lt;title&gt; &amp; e\u{301}</h1>\n<span>&lt;a&gt;</span>\n"))
        #expect(expected.contains("\n<span>b &amp; c</span>\n"))
        #expect(expected.contains("\nA 'quoted' <title> & e\u{301}\n"))
    }
}
