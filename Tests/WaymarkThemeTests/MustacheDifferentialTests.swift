import Foundation
import Mustache
import Testing
import WaymarkCore
@testable import WaymarkTheme

/// swift-mustache's content type with Waymark's escaping, selected by the pragma line.
struct ScalarHTML: MustacheContentType {
    func escapeText(_ text: String) -> String { Escaper.markup(text) }
    static let registered: Bool = {
        MustacheContentTypes.register(ScalarHTML(), named: "scalar-html")
        return true
    }()
    static let pragma = "{{% CONTENT_TYPE: scalar-html }}\n"
}

/// `TemplatePrograms` renders pages instead of swift-mustache; whatever it renders must be byte for
/// byte what swift-mustache renders for the same library and context, and what it cannot render
/// exactly it must hand back (`nil`) so the page goes through swift-mustache.
@Suite struct MustacheDifferentialTests {

    /// A value swift-mustache renders through `renderText` (the programs leave it to swift-mustache).
    struct Renderable: MustacheCustomRenderable {
        var renderText: String { "<custom>" }
        var isNull: Bool { false }
    }

    /// A struct: swift-mustache reads its fields through `Mirror`.
    struct Reflected {
        var title = "Reflected & <b>"
        var count = 3
        var note: String? = "optional <note>"
        var none: String?
    }

    /// A deterministic generator (fixed seed).
    struct Dice {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(truncatingIfNeeded: state >> 33) % bound
        }
    }

    /// The names the templates use (`{{a.b}}`, `{{#a}}`, …), split into their parts.
    static func names(in texts: [String]) -> [String] {
        var names = Set<String>()
        for text in texts {
            var rest = Substring(text)
            while let open = rest.range(of: "{{") {
                rest = rest[open.upperBound...]
                let name = rest.drop { "#^/&{!<>$ ".contains($0) }.prefix { $0.isLetter || $0.isNumber || "._-".contains($0) }
                for part in name.split(separator: ".") { names.insert(String(part)) }
            }
        }
        return names.sorted()
    }

    /// A generated value: texts that need escaping or not, booleans, numbers, tables and lists of
    /// tables over `keys`, empty lists and lists of texts.
    static let texts = MustacheEscapingTests.generatedTexts(count: 40) + ["", "plain", "a/b/"]

    static func value(_ dice: inout Dice, keys: [String], depth: Int) -> Any {
        switch dice.next(depth > 1 ? 4 : 9) {
        case 0, 1: return texts[dice.next(texts.count)]
        case 2: return dice.next(2) == 0
        case 3: return dice.next(1000) - 500
        case 4, 5: return table(&dice, keys: keys, depth: depth + 1)
        case 6: return (0..<dice.next(4)).map { _ in table(&dice, keys: keys, depth: depth + 1) }
        case 7: return [String]()
        default: return (0..<dice.next(3)).map { _ in texts[dice.next(texts.count)] }
        }
    }

    static func table(_ dice: inout Dice, keys: [String], depth: Int) -> [String: Any] {
        var table: [String: Any] = [:]
        for key in keys where dice.next(depth == 0 ? 2 : 8) == 0 {
            table[key] = value(&dice, keys: keys, depth: depth)
        }
        return table
    }

    /// Every template of `texts` rendered with `context` by swift-mustache and by `MustacheTemplates`.
    static func compare(_ texts: [String: String], context: Any, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(ScalarHTML.registered)
        var library = MustacheLibrary()
        var ours = MustacheTemplates()
        for (name, text) in texts {
            library.register(try MustacheTemplate(string: ScalarHTML.pragma + text), named: name)
            #expect(ours.register(text, named: name) == nil, "\(name)", sourceLocation: sourceLocation)
        }
        for name in texts.keys.sorted() {
            let expected = library.render(context, withTemplate: name)
            let got = ours.render(context, template: name)
            #expect(got.map { Array($0.utf8) } == expected.map { Array($0.utf8) },
                    "template \(name): \(String(reflecting: got)) vs \(String(reflecting: expected))", sourceLocation: sourceLocation)
        }
    }

    /// Every default template, in two languages, with 150 generated contexts over the names the
    /// templates use (texts needing escaping, booleans, numbers, nested tables, lists).
    @Test(arguments: ["en", "sv"])
    func defaultThemeRendersTheSameForGeneratedContexts(_ language: String) throws {
        let theme = try #require(Theme.load(overrides: [:], overrideFolder: "Templates").theme)
        let words = SiteWords(language: language, catalogue: theme.catalogues[language] ?? WordCatalogue()).templateVariables
        var texts: [String: String] = [:]
        for (name, text) in theme.templateTexts { texts[name] = ThemeWordTags.fill(text, words: words) ?? text }
        let keys = Self.names(in: Array(theme.templateTexts.values)).filter { $0 != "t" }
        #expect(keys.count > 40, "\(keys.count) names")
        var dice = Dice(state: language == "en" ? 1 : 2)
        for _ in 0..<150 {
            var context = Self.table(&dice, keys: keys, depth: 0)
            context["t"] = words
            try Self.compare(texts, context: context)
        }
    }

    static let partial = "<li>{{v}}</li>\n{{#items}}<i>{{v}}</i>\n{{/items}}{{lines}}"
    static let parent = "<title>{{$title}}none{{/title}}</title>\n<main>\n  {{$body}}{{/body}}\n</main>\n{{v}}\n"

    static var context: [String: Any] { [
        "v": "Tom & Jerry's <\"best\">", "w": "plain", "c": "<\u{338}&\u{301}", "n": 42, "d": 1.5, "yes": true, "no": false,
        "items": [["v": "<one>"], ["v": "two"], ["w": "a'b"]], "empty": [String](), "nested": ["v": "in & out", "w": "x"],
        "lines": "first <line>\nsecond & line\n", "strings": ["a", "<b>"], "table": ["v": "t&t"] as [String: String],
        "name": "partials/p", "deep": ["a": ["b": ["c": "abc"]]], "mixed": ["x", 1, true, ["v": "m"]] as [Any],
    ] }

    /// Templates written to stress the rules: partials with indentation, inheritance, sections
    /// falling back down the stack, `.` names, other delimiters, content types, `\r\n`.
    @Test(arguments: [
        "{{v}} {{{v}}} {{&v}} {{w}} {{c}} {{n}} {{d}} {{yes}} {{no}} {{missing}}\n",
        "",
        "\n\n{{v}}\n",
        "  {{#yes}}\n  {{v}}\n  {{/yes}}\n{{^no}}not{{/no}}{{#no}}never{{/no}}\n",
        "{{#items}}\n  - {{v}} {{w}}\n{{/items}}\n{{^empty}}none {{.}}{{/empty}}{{#empty}}x{{/empty}}\n",
        "{{! first line comment }}\n{{v}}\n",
        "   {{! indented comment }}\r\n{{v}}\r\n  {{> partials/p}}\r\n",
        "<ul>\n    {{> partials/p}}\n</ul>\n  {{#items}}\n    {{> partials/p}}\n  {{/items}}\n",
        "{{<parent}}{{$title}}T {{v}}{{/title}}{{/parent}}\n",
        "{{<parent}}\n{{$body}}\n  <p>{{v}}</p>\n  {{> partials/p}}\n{{/body}}\n{{/parent}}\n",
        "{{% CONTENT_TYPE: TEXT }}\n{{v}}\n{{> partials/p}}{{v}}",
        "{{=<% %>=}}\n<%v%> {{v}} <%#items%><%v%><%/items%>\n",
        "\t{{#nested}}{{v}}|{{w}}|{{n}}{{/nested}}\n{{#nested.v}}{{.}}|{{v}}|{{w}}{{/nested.v}}\n",
        "{{#v}}[{{v}}|{{.}}|{{.v}}]{{/v}}{{^v}}no{{/v}}{{#strings}}<{{.}}>{{/strings}}\n",
        "{{deep.a.b.c}} {{deep.a.x.c}} {{.v}} {{..}} {{#deep}}{{a.b.c}}{{#a}}{{b.c}}{{.b.c}}{{v}}{{/a}}{{/deep}}\n",
        "{{#table}}{{v}}{{w}}{{/table}} {{table.v}} {{table}}\n",
        "{{#n}}{{.}}{{v}}{{/n}} {{#d}}{{.}}{{/d}} {{#mixed}}({{.}}{{v}}){{/mixed}}\n",
        "{{> missing}}[{{> partials/p}}]\n  {{<parent}}{{$body}}b{{/body}}{{/parent}}\n",
        "{{items}}{{strings}}\n",
    ])
    func tricksRenderTheSame(_ template: String) throws {
        try Self.compare(["page": template, "partials/p": Self.partial, "parent": Self.parent], context: Self.context)
    }

    @Test(arguments: [
        "{{optional}}|{{#optional}}{{.}}{{/optional}}",
    ])
    func otherValues(_ template: String) throws {
        var context = Self.context
        context["optional"] = Optional("opt <o>") as Any
        try Self.compare(["page": template, "partials/p": Self.partial], context: context)
    }
}

extension MustacheDifferentialTests {
    @Test func specCasesAgree() throws {
        let all = MustacheTemplatesTests.interpolation + MustacheTemplatesTests.sections + MustacheTemplatesTests.inverted
            + MustacheTemplatesTests.comments + MustacheTemplatesTests.delimiters + MustacheTemplatesTests.partials
            + MustacheTemplatesTests.inheritance
        for testCase in all {
            var texts = testCase.partials
            texts["test"] = testCase.template
            try Self.compare(texts, context: testCase.context as [String: Any])
        }
    }
}
