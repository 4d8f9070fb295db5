import Testing
@testable import WaymarkTheme

/// Word tags filled in at theme load (`ThemeWordTags`) must render exactly what the templates
/// render when they look the words up on every page.
@Suite struct ThemeWordTagsTests {
    static var words: [String: Any] { [
        "page": [
            "plain": "Skip to content", "marks": "Tom & Jerry's <\"best\">", "combining": "\"\u{301}quoted\u{301}\"",
            "empty": "", "blank": "  ", "braces": "a {{b}} c", "nested": ["deeper": "Deep"], "unicode": "Hoppa till innehåll",
        ],
        "top": "Top",
    ] }

    /// The same page, rendered both ways, with `partial` as `partials/p`.
    func both(_ template: String, partial: String = "[{{t.page.plain}}]\n{{t.page.marks}}\n", words: [String: Any] = words)
        throws -> (lookedUp: String, filled: String) {
        let context: [String: Any] = [
            "t": words, "items": [["name": "one"], ["name": "two"]],
            "flag": true, "text": "x",
        ]
        func render(_ fill: Bool) throws -> String {
            let texts = ["page": template, "partials/p": partial]
            var templates = MustacheTemplates()
            for (name, text) in texts {
                let used = fill ? ThemeWordTags.fill(text, words: words) ?? text : text
                #expect(templates.register(used, named: name) == nil, "\(name)")
            }
            return templates.render(context, template: "page") ?? "(none)"
        }
        return (try render(false), try render(true))
    }

    @Test(arguments: [
        "<a>{{t.page.plain}}</a>\n",
        "{{{t.page.marks}}} and {{t.page.marks}} and {{t.page.combining}}\n",
        "{{t.page.unicode}}|{{t.top}}|{{t.page.nested.deeper}}|{{t.page.nested}}|{{t.page.missing}}|{{t.missing.x}}\n",
        "  {{#flag}}{{t.page.empty}}\n  {{/flag}}\n{{#flag}}{{t.page.blank}}\n{{/flag}}\n",
        "{{t.page.braces}}\n",
        "{{#text}}{{t.page.plain}}{{/text}}\n",
        "{{#t.page}}{{plain}} {{t.page.plain}}{{/t.page}}\n",
        "{{! a comment about {{t.page.plain}} }}\n{{t.page.plain}}\n",
        "<ul>\n  {{> partials/p}}\n</ul>\n",
        "{{=<% %>=}}\n<%t.page.plain%> {{t.page.plain}}\n",
        "{{% CONTENT_TYPE: TEXT}}\n{{t.page.marks}}\n",
        "{{ t.page.plain }} {{&t.page.marks}} {{{ t.page.marks }}}\n",
        "{{#flag}}\n{{t.page.plain}}\n{{/flag}}\n{{^flag}}{{t.page.plain}}{{/flag}}\n",
        "{{#items}}{{name}}: {{t.top}}\n{{/items}}",
    ])
    func rendersTheSameAsLookingUp(_ template: String) throws {
        let (lookedUp, filled) = try both(template)
        #expect(filled == lookedUp)
    }

    @Test func fillsPlainTagsAndLeavesTheRest() {
        let filled = ThemeWordTags.fill("{{t.page.plain}} {{{t.page.marks}}} {{t.page.marks}} {{t.page.empty}} {{t.page.braces}} {{t.page.nested}} {{ t.top }} {{#t.page}}{{/t.page}}",
                                        words: Self.words)
        #expect(filled == "Skip to content Tom & Jerry's <\"best\"> Tom &amp; Jerry&#39;s &lt;&quot;best&quot;&gt; {{t.page.empty}} {{t.page.braces}} {{t.page.nested}} {{ t.top }} {{#t.page}}{{/t.page}}")
        #expect(ThemeWordTags.fill("{{=<% %>=}}{{t.top}}", words: Self.words) == nil)
        #expect(ThemeWordTags.fill("{{% CONTENT_TYPE: TEXT}}{{t.top}}", words: Self.words) == nil)
        #expect(ThemeWordTags.fill("no tags {{x}}", words: Self.words) == nil)
        #expect(ThemeWordTags.isSafe(Self.words))
        #expect(!ThemeWordTags.isSafe(["page": ["t": ["x": "y"]]]))
    }

    /// Every template of the default theme, in several languages, with a context that opens most of
    /// their sections.
    @Test(arguments: ["en", "sv", "hr", "de"])
    func defaultThemeRendersTheSame(_ language: String) throws {
        let theme = try #require(Theme.load(overrides: [:], overrideFolder: "Templates").theme)
        let words = SiteWords(language: language, catalogue: theme.catalogues[language] ?? WordCatalogue()).templateVariables
        let filled = theme.templates(filledWith: words)
        let item: [String: Any] = ["title": "A <b>", "url": "a/", "summary": "S & s", "date": "2026-01-02", "dateDisplay": "2 Jan",
                                   "kind": "page", "current": true, "code": "sv", "name": "Svenska", "type": "application/rss+xml",
                                   "href": "x/", "hreflang": "sv"]
        let context: [String: Any] = [
            "t": words, "site": ["title": "Site", "language": language, "description": "D"],
            "page": ["title": "P", "kind": "page", "content": "<p>c</p>", "hasContent": true, "summary": "Sum",
                     "date": "2026-01-02", "dateDisplay": "2 Jan"],
            "pages": [item, item], "hasPages": true, "reports": [item], "hasReports": true, "hasMoreReports": true,
            "nav": [item], "feeds": [item], "hasFeeds": true, "alternates": [item], "languages": [item], "hasLanguages": true,
            "pager": ["titleSuffix": " (2)", "previousURL": "p/1/", "nextURL": "p/3/", "number": 2, "count": 3, "isPaged": true],
            "root": "../", "siteRoot": "../", "homeURL": "../", "stylesheet": "../waymark.css", "generator": "Waymark",
            "canonicalURL": "https://example.org/p/", "attribution": "Credit", "noindex": true,
        ]
        var changed = 0
        for name in theme.templateTexts.keys.sorted() {
            let original = theme.templates.render(context, template: name)
            #expect(filled.render(context, template: name) == original, "template \(name) in \(language)")
            if let text = theme.templateTexts[name], ThemeWordTags.fill(text, words: words) != nil { changed += 1 }
        }
        #expect(changed >= 5, "word tags were filled in \(changed) templates")
    }

    /// The templates kept per theme and catalogue are those of that theme and catalogue: another
    /// language's words, or a theme whose footer changed, are never served from the first.
    @Test func keptTemplatesFollowTheThemeAndTheWords() throws {
        let theme = try #require(Theme.load(overrides: [:], overrideFolder: "Templates").theme)
        let edited = try #require(Theme.load(overrides: ["partials/footer.mustache": "<footer>{{t.page.built_with}} edited</footer>"],
                                             overrideFolder: "Templates").theme)
        let context: [String: Any] = ["site": ["title": "Site"], "page": ["title": "P"], "root": "./"]
        func footer(_ theme: Theme, _ language: String) -> String? {
            let words = theme.words(for: language)
            var full = context
            full["t"] = words.templateVariables
            let kept = theme.templates(for: words).render(full, template: "partials/footer")
            #expect(kept == theme.templates(filledWith: words.templateVariables).render(full, template: "partials/footer"))
            return kept
        }
        let english = footer(theme, "en"), swedish = footer(theme, "sv")
        #expect(english != nil && english != swedish)
        #expect(footer(theme, "en") == english)
        #expect(footer(edited, "en")?.contains("edited") == true)
        #expect(footer(theme, "en") == english)
    }
}
