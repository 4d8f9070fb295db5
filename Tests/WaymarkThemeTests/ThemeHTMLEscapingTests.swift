import Mustache
import Testing
@testable import WaymarkTheme

/// The theme's escaping (`ThemeHTMLEscaping`, selected by a pragma line in front of every
/// template) must escape every `&<>"'` a browser would read, whatever scalars surround it, and the
/// pragma line must not change anything else a template renders.
@Suite struct ThemeHTMLEscapingTests {

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

    @Test func escapesEverySpecialScalarAndNothingElse() throws {
        let texts = Self.generatedTexts(count: 3000) + ["", "plain", "<", "<\u{338}", "a&b", "\u{301}<", "\u{600}<img>"]
        // The content type is registered on first use (as `Theme` does before it parses a template);
        // before that, swift-mustache refuses the pragma.
        #expect(ThemeHTMLEscaping.registered)
        let variable = try MustacheTemplate(string: ThemeHTMLEscaping.pragmaLine + "{{v}}")
        var unchanged = 0
        for text in texts {
            let escaped = ThemeHTMLEscaping().escapeText(text)
            let scalars = escaped.unicodeScalars
            #expect(!scalars.contains { $0 == "<" || $0 == ">" || $0 == "\"" || $0 == "'" }, "\(Array(text.unicodeScalars))")
            let kept = String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.value >= 0x20 || $0 == "\t" || $0 == "\n" || $0 == "\r" }))
            #expect(Self.decoded(escaped) == Array(kept.unicodeScalars), "\(Array(text.unicodeScalars))")
            #expect(variable.render(["v": text]) == escaped, "a template renders the same escaping")
            if escaped == text { unchanged += 1 }
        }
        // Both kinds must be well represented, or the comparison proves little.
        #expect(unchanged > 300 && unchanged < texts.count - 300, "\(unchanged) of \(texts.count) texts unchanged")
    }

    /// The case swift-mustache's own escaping gets wrong: a Prepend character joins the `<` after
    /// it into one `Character`, which is not `<`, so the tag would be written raw.
    @Test func aPrependCharacterDoesNotHideATag() throws {
        let text = "Tom\u{0600}<img src=x onerror=alert(1)>"
        #expect(ThemeHTMLEscaping().escapeText(text) == "Tom\u{0600}&lt;img src=x onerror=alert(1)&gt;")
        let swiftMustache = try MustacheTemplate(string: "{{v}}").render(["v": text])
        #expect(swiftMustache.contains("<img"), "swift-mustache's HTML escaping still compares Characters")
        #expect(ThemeHTMLEscaping.registered)  // as `Theme` does before it parses a template
        let selected = try MustacheTemplate(string: "{{% CONTENT_TYPE: HTML }}\n{{v}}").render(["v": text])
        #expect(!selected.contains("<img"), "the HTML pragma selects the theme's escaping")
    }

    /// `template` rendered with swift-mustache's escaping and through the pragma line, with
    /// `partial` as `partials/p` and `parent` as `parent`, both also prepared.
    func both(_ template: String, partial: String, parent: String, context: [String: Any]) throws
        -> (plain: String, prepared: String) {
        #expect(ThemeHTMLEscaping.registered)
        func render(_ prepare: Bool) throws -> String {
            var library = MustacheLibrary()
            for (name, text) in ["page": template, "partials/p": partial, "parent": parent] {
                let used = prepare ? Theme.renderText(of: text, words: nil) : text
                library.register(try MustacheTemplate(string: used), named: name)
            }
            return library.render(context, withTemplate: "page") ?? "(none)"
        }
        return (try render(false), try render(true))
    }

    static var context: [String: Any] { [
        "v": "Tom & Jerry's <\"best\">", "w": "plain", "c": "<&", "n": 42, "d": 1.5, "yes": true, "no": false,
        "items": [["v": "<one>"], ["v": "two"], ["w": "a'b"]], "empty": [String](), "nested": ["v": "in & out", "w": "x"],
        "lines": "first <line>\nsecond & line\n",
    ] }

    @Test(arguments: [
        "{{v}} {{{v}}} {{&v}} {{w}} {{c}} {{n}} {{d}} {{yes}} {{missing}}\n",
        "{{v}}",
        "",
        "\n",
        "\n\n{{v}}\n",
        "  {{#yes}}\n  {{v}}\n  {{/yes}}\n",
        "{{#items}}\n  - {{v}} {{w}}\n{{/items}}\n{{^empty}}none{{/empty}}\n",
        "{{! first line comment }}\n{{v}}\n",
        "   {{! indented comment }}\r\n{{v}}\r\n",
        "  {{> partials/p}}\n",
        "{{> partials/p}}",
        "<ul>\n    {{> partials/p}}\n</ul>\n",
        "{{<parent}}{{$title}}T {{v}}{{/title}}{{/parent}}\n",
        "{{<parent}}\n{{$body}}\n  <p>{{v}}</p>\n{{/body}}\n{{/parent}}\n",
        "{{% CONTENT_TYPE: TEXT }}\n{{v}}\n",
        "{{v}}\n{{% CONTENT_TYPE: TEXT }}\n{{v}}\n{{> partials/p}}",
        "{{=<% %>=}}\n<%v%> {{v}}\n",
        "\t{{#nested}}{{v}}|{{w}}{{/nested}}\n{{#nested.v}}{{.}}{{/nested.v}}\n",
        "{{lines}}\n  {{> partials/p}}\n",
        "{{#v}}[{{v}}]{{/v}}{{^v}}no{{/v}}\n",
    ])
    func rendersTheSameWithThePragmaLine(_ template: String) throws {
        let partial = "<li>{{v}}</li>\n{{#items}}<i>{{v}}</i>\n{{/items}}{{lines}}"
        let parent = "<title>{{$title}}none{{/title}}</title>\n<main>\n{{$body}}{{/body}}\n</main>\n{{v}}\n"
        let (plain, prepared) = try both(template, partial: partial, parent: parent, context: Self.context)
        #expect(prepared == plain)
    }

    @Test func renderTextStartsWithThePragmaAndFillsWords() {
        let words: [String: Any] = ["page": ["sitemap": "Site map & more"]]
        #expect(Theme.renderText(of: "{{t.page.sitemap}} {{x}}", words: words)
            == ThemeHTMLEscaping.pragmaLine + "Site map &amp; more {{x}}")
        #expect(Theme.renderText(of: "{{t.page.sitemap}}", words: nil) == ThemeHTMLEscaping.pragmaLine + "{{t.page.sitemap}}")
        #expect(ThemeHTMLEscaping.pragmaLine.hasPrefix("{{%") && ThemeHTMLEscaping.pragmaLine.hasSuffix("}}\n"))
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

    /// A site's own template may use any Mustache: the theme library (swift-mustache's escaping)
    /// and the render library must agree on it too.
    @Test func siteTemplatesRenderTheSame() throws {
        let (theme, words, context) = try Self.siteTemplateCase()
        let prepared = theme.library(filledWith: words)
        let expected = try #require(theme.library.render(context, withTemplate: "page"))
        #expect(prepared.render(context, withTemplate: "page") == expected)
        #expect(expected.contains("A &#39;quoted&#39; &lt;title&gt; &amp; e\u{301}"))
        #expect(expected.contains("\nA 'quoted' <title> & e\u{301}\n"))
    }
}
