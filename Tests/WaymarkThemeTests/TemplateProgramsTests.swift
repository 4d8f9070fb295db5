import Foundation
import Mustache
import Testing
@testable import WaymarkTheme

/// `TemplatePrograms` renders pages instead of swift-mustache; whatever it renders must be byte for
/// byte what swift-mustache renders for the same library and context, and what it cannot render
/// exactly it must hand back (`nil`) so the page goes through swift-mustache.
@Suite struct TemplateProgramsTests {

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
    static let texts = ThemeHTMLEscapingTests.generatedTexts(count: 40) + ["", "plain", "a/b/"]

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

    /// Every template of `library` rendered with `context` both ways; returns how many the
    /// programs rendered themselves.
    @discardableResult
    static func compare(_ library: MustacheLibrary, names: [String], context: Any,
                        sourceLocation: SourceLocation = #_sourceLocation) throws -> Int {
        let programs = try #require(TemplatePrograms(library: library, names: names), sourceLocation: sourceLocation)
        var rendered = 0
        for name in names {
            let expected = library.render(context, withTemplate: name)
            let fast = programs.render(context, template: name)
            if fast != nil { rendered += 1 }
            #expect((fast ?? expected).map { Array($0.utf8) } == expected.map { Array($0.utf8) },
                    "template \(name)", sourceLocation: sourceLocation)
        }
        return rendered
    }

    @Test func textsHaveNoChildrenForMustache() {
        // The programs skip `Mirror` for texts on the stack, as their mirror has no children.
        for text in ["", "abc", "<a & b>", "é\u{301}👩\u{200D}💻"] {
            #expect(Mirror(reflecting: text).children.isEmpty)
        }
    }

    @Test func everyDefaultTemplateCompiles() throws {
        let theme = try #require(Theme.load(overrides: [:], overrideFolder: "Templates").theme)
        let words = SiteWords(language: "en", catalogue: theme.catalogues["en"] ?? WordCatalogue()).templateVariables
        let programs = try #require(TemplatePrograms(library: theme.library(filledWith: words), names: theme.templateTexts.keys))
        for name in theme.templateTexts.keys.sorted() {
            #expect(programs.compiled(name), "template \(name)")
        }
    }

    /// Every default template, in two languages, with 150 generated contexts over the names the
    /// templates use (texts needing escaping, booleans, numbers, nested tables, lists).
    @Test(arguments: ["en", "sv"])
    func defaultThemeRendersTheSameForGeneratedContexts(_ language: String) throws {
        let theme = try #require(Theme.load(overrides: [:], overrideFolder: "Templates").theme)
        let words = SiteWords(language: language, catalogue: theme.catalogues[language] ?? WordCatalogue()).templateVariables
        let library = theme.library(filledWith: words)
        let names = theme.templateTexts.keys.sorted()
        let keys = Self.names(in: Array(theme.templateTexts.values)).filter { $0 != "t" }
        #expect(keys.count > 40, "\(keys.count) names")
        var dice = Dice(state: language == "en" ? 1 : 2)
        var rendered = 0
        for _ in 0..<150 {
            var context = Self.table(&dice, keys: keys, depth: 0)
            context["t"] = words
            rendered += try Self.compare(library, names: names, context: context)
        }
        // Generated contexts hold only values the programs render themselves.
        #expect(rendered == 150 * names.count)
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
        #expect(ThemeHTMLEscaping.registered)
        // Every template of a theme library carries the pragma line (`Theme.renderText`): the
        // programs start each template with the theme's escaping, as that line makes swift-mustache do.
        var library = MustacheLibrary()
        for (name, text) in ["page": template, "partials/p": Self.partial, "parent": Self.parent] {
            library.register(try MustacheTemplate(string: Theme.renderText(of: text, words: nil)), named: name)
        }
        let rendered = try Self.compare(library, names: ["page", "partials/p", "parent"], context: Self.context)
        #expect(rendered == 3, "the programs rendered \(rendered) of 3 themselves")
    }

    /// What the programs do not render themselves comes back `nil` (the page then goes through
    /// swift-mustache) or, where they do, the same bytes.
    @Test(arguments: [
        "{{lambda}}", "{{#lambda}}x{{/lambda}}", "{{null}}|{{#null}}x{{/null}}{{^null}}y{{/null}}", "{{custom}}",
        "{{#custom}}{{v}}{{/custom}}", "{{optional}}|{{#optional}}{{.}}{{/optional}}", "{{none}}{{^none}}n{{/none}}",
        "{{reflected.title}} {{reflected.count}} {{reflected.note}} {{reflected.none}}|{{#reflected}}{{title}}{{note}}{{/reflected}}",
        "{{#set}}{{.}}{{/set}}", "{{uppercased(v)}}", "{{#items}}{{index()}}{{/items}}", "{{>*name}}",
    ])
    func otherValuesRenderTheSameOrGoBack(_ template: String) throws {
        #expect(ThemeHTMLEscaping.registered)
        var context = Self.context
        context["lambda"] = MustacheLambda { "lambda <{{v}}>" }
        context["null"] = NSNull()
        context["custom"] = Renderable()
        context["optional"] = Optional("opt <o>") as Any
        context["none"] = String?.none as Any
        context["reflected"] = Reflected()
        context["set"] = Set(["<a>"])
        var library = MustacheLibrary()
        library.register(try MustacheTemplate(string: Theme.renderText(of: template, words: nil)), named: "page")
        library.register(try MustacheTemplate(string: Self.partial), named: "partials/p")
        try Self.compare(library, names: ["page", "partials/p"], context: context)
    }

    /// A partial the library has but the programs were not made for goes back to swift-mustache.
    @Test func partialsOutsideTheProgramsGoBack() throws {
        var library = MustacheLibrary()
        library.register(try MustacheTemplate(string: "[{{> partials/p}}]{{> missing}}"), named: "page")
        library.register(try MustacheTemplate(string: Self.partial), named: "partials/p")
        let programs = try #require(TemplatePrograms(library: library, names: ["page"]))
        #expect(programs.render(Self.context, template: "page") == nil)
        let alone = try #require(TemplatePrograms(library: library, names: ["page", "partials/p"]))
        #expect(alone.render(Self.context, template: "page") == library.render(Self.context, withTemplate: "page"))
    }

    /// A site's own templates, with a partial swift-mustache's parse keeps, compile and render the
    /// same through the programs (which `RenderEnvironment` uses) as through swift-mustache.
    @Test func siteTemplatesCompileAndRenderTheSame() throws {
        let (theme, words, context) = try ThemeHTMLEscapingTests.siteTemplateCase()
        let library = theme.library(filledWith: words)
        let rendered = try Self.compare(library, names: theme.templateTexts.keys.sorted(), context: context)
        #expect(rendered == theme.templateTexts.count)
    }
}
