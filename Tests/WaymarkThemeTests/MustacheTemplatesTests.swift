import Testing
@testable import WaymarkTheme

/// The template engine (`MustacheParser`, `MustacheRender`) against the rules of the Mustache
/// specification, one case per rule, each with the exact text it must render: interpolation,
/// sections, inverted sections, comments, delimiters, partials with their indentation, and
/// inheritance (parents, blocks, overrides). Then its syntax errors, located in the template.
@Suite struct MustacheTemplatesTests {
    /// One template, its partials (by name), a context and the exact output.
    struct Case: CustomTestStringConvertible, Sendable {
        var rule: String
        var template: String
        var partials: [String: String] = [:]
        var context: [String: any Sendable] = [:]
        var expected: String
        var testDescription: String { rule }
    }

    /// `template` of `testCase` rendered with its partials and context.
    static func rendered(_ testCase: Case) throws -> String {
        var templates = MustacheTemplates()
        #expect(templates.register(testCase.template, named: "test") == nil)
        for (name, text) in testCase.partials { #expect(templates.register(text, named: name) == nil, "\(name)") }
        return try #require(templates.render(testCase.context as [String: Any], template: "test"))
    }

    static let interpolationCases: [Case] = [
        Case(rule: "a name is replaced by its value", template: "Hello, {{subject}}!", context: ["subject": "world"], expected: "Hello, world!"),
        Case(rule: "values are escaped for HTML", template: "{{v}}", context: ["v": "& \" < > '"], expected: "&amp; &quot; &lt; &gt; &#39;"),
        Case(rule: "triple mustaches and ampersands write raw", template: "{{{v}}} {{&v}}", context: ["v": "<b>&"], expected: "<b>& <b>&"),
        Case(rule: "numbers and booleans are written as text", template: "{{i}} {{d}} {{b}}", context: ["i": 85, "d": 1.21, "b": true], expected: "85 1.21 true"),
        Case(rule: "a missing name writes nothing", template: "[{{missing}}] [{{{missing}}}]", expected: "[] []"),
        Case(rule: "dotted names walk into tables", template: "{{a.b.c}}", context: ["a": ["b": ["c": "deep"]]], expected: "deep"),
        Case(rule: "a broken chain writes nothing", template: "[{{a.b.c}}]", context: ["a": ["b": [String: String]()], "c": "root"], expected: "[]"),
        Case(rule: "a dotted name does not search down the stack once its first part is found",
             template: "{{#a}}[{{b.c}}]{{/a}}", context: ["a": ["b": ["x": 1]], "b": ["c": "outer"]], expected: "[]"),
        Case(rule: "a leading dot looks only at the top of the stack",
             template: "{{#a}}[{{.v}}|{{v}}]{{/a}}", context: ["a": ["w": 1], "v": "root"], expected: "[|root]"),
        Case(rule: "a variable on its own line is not standalone", template: "  {{v}}\n", context: ["v": "---"], expected: "  ---\n"),
        Case(rule: "white space inside a tag is ignored", template: "|{{ v }}|{{{ v }}}|{{& v }}|", context: ["v": "-"], expected: "|-|-|-|"),
    ]

    static let sectionsCases: [Case] = [
        Case(rule: "true renders the body", template: "\"{{#b}}yes{{/b}}\"", context: ["b": true], expected: "\"yes\""),
        Case(rule: "false renders nothing", template: "\"{{#b}}yes{{/b}}\"", context: ["b": false], expected: "\"\""),
        Case(rule: "a missing name renders nothing", template: "\"{{#b}}yes{{/b}}\"", expected: "\"\""),
        Case(rule: "a table is pushed on the stack", template: "{{#c}}Hi {{name}}.{{/c}}", context: ["c": ["name": "Joe"]], expected: "Hi Joe."),
        Case(rule: "names fall back down the stack", template: "{{#a}}{{#b}}{{one}}{{two}}{{/b}}{{/a}}",
             context: ["a": ["one": 1], "b": ["two": 2]], expected: "12"),
        Case(rule: "a list renders once per item", template: "{{#list}}{{item}}{{/list}}",
             context: ["list": [["item": 1], ["item": 2], ["item": 3]]], expected: "123"),
        Case(rule: "an empty list renders nothing", template: "\"{{#list}}yes{{/list}}\"", context: ["list": [String]()], expected: "\"\""),
        Case(rule: "`.` is the current item", template: "{{#list}}({{.}}){{/list}}", context: ["list": ["a", "<b>", "c"]], expected: "(a)(&lt;b&gt;)(c)"),
        Case(rule: "lists of numbers and mixed values", template: "{{#n}}({{.}}){{/n}}{{#m}}[{{v}}]{{/m}}",
             context: ["n": [1, 2], "m": ["x", 3, ["v": "t"]] as [any Sendable], "v": "-"], expected: "(1)(2)[-][-][t]"),
        Case(rule: "other dictionaries keyed by text are tables", template: "{{#t}}{{v}}{{/t}}{{t.v}}",
             context: ["t": ["v": "s"] as [String: String]], expected: "ss"),
        Case(rule: "a text or number is pushed and rendered once", template: "{{#s}}<{{.}}>{{/s}}{{#z}}<{{.}}>{{/z}}",
             context: ["s": "", "z": 0], expected: "<><0>"),
        Case(rule: "sections nest", template: "| A {{#b}}B {{#b}}C{{/b}} D{{/b}} E |", context: ["b": true], expected: "| A B C D E |"),
        Case(rule: "dotted names open sections", template: "{{#a.b.c}}Here{{/a.b.c}}", context: ["a": ["b": ["c": true]]], expected: "Here"),
        Case(rule: "standalone section lines are removed", template: "| This Is\n{{#b}}\n|\n{{/b}}\n| A Line\n",
             context: ["b": true], expected: "| This Is\n|\n| A Line\n"),
        Case(rule: "indented standalone lines are removed", template: "| This Is\n  {{#b}}\n|\n  {{/b}}\n| A Line\n",
             context: ["b": true], expected: "| This Is\n|\n| A Line\n"),
        Case(rule: "CR LF ends a standalone line", template: "|\r\n{{#b}}\r\n{{/b}}\r\n|", context: ["b": true], expected: "|\r\n|"),
        Case(rule: "a standalone tag may start the file", template: "  {{#b}}\n#{{/b}}\n/", context: ["b": true], expected: "#\n/"),
        Case(rule: "a standalone tag may end the file", template: "#{{#b}}\n/\n  {{/b}}", context: ["b": true], expected: "#\n/\n"),
        Case(rule: "tags sharing a line with text are not standalone", template: " | {{#b}}\t|\t{{/b}} | \n",
             context: ["b": true], expected: " | \t|\t | \n"),
        Case(rule: "a tag after other text in the section is not standalone", template: " | {{#b}} {{! c }}\n {{/b}} | \n",
             context: ["b": true], expected: " |  \n  | \n"),
    ]

    static let invertedCases: [Case] = [
        Case(rule: "false renders an inverted body", template: "\"{{^b}}no{{/b}}\"", context: ["b": false], expected: "\"no\""),
        Case(rule: "true does not", template: "\"{{^b}}no{{/b}}\"", context: ["b": true], expected: "\"\""),
        Case(rule: "a missing name does", template: "\"{{^b}}no{{/b}}\"", expected: "\"no\""),
        Case(rule: "an empty list does", template: "\"{{^list}}no{{/list}}\"", context: ["list": [String]()], expected: "\"no\""),
        Case(rule: "a list with items does not", template: "\"{{^list}}no{{/list}}\"", context: ["list": ["x"]], expected: "\"\""),
        Case(rule: "a table or text does not", template: "\"{{^t}}no{{/t}}{{^s}}no{{/s}}\"", context: ["t": ["a": 1], "s": ""], expected: "\"\""),
        Case(rule: "standalone inverted lines are removed", template: "| This Is\n  {{^b}}\n|\n  {{/b}}\n| A Line\n",
             context: ["b": false], expected: "| This Is\n|\n| A Line\n"),
    ]

    static let commentsCases: [Case] = [
        Case(rule: "comments write nothing", template: "12345{{! Comment Block! }}67890", expected: "1234567890"),
        Case(rule: "comments may span lines", template: "12345{{!\n  This is a\n  multi-line comment...\n}}67890\n", expected: "1234567890\n"),
        Case(rule: "standalone comment lines are removed", template: "Begin.\n  {{! Indented Comment Block! }}\nEnd.\n", expected: "Begin.\nEnd.\n"),
        Case(rule: "inline comments keep the line", template: "  12 {{! 34 }}\n", expected: "  12 \n"),
    ]

    static let delimitersCases: [Case] = [
        Case(rule: "delimiters can change", template: "{{=<% %>=}}(<%text%>)", context: ["text": "Hey!"], expected: "(Hey!)"),
        Case(rule: "special characters may be delimiters", template: "({{=[ ]=}}[text])", context: ["text": "It worked!"], expected: "(It worked!)"),
        Case(rule: "new delimiters apply to sections",
             template: "[\n{{#section}}\n  {{data}}\n  |data|\n{{/section}}\n{{= | | =}}\n|#section|\n  {{data}}\n  |data|\n|/section|\n]\n",
             context: ["section": true, "data": "I got interpolated."],
             expected: "[\n  I got interpolated.\n  |data|\n  {{data}}\n  I got interpolated.\n]\n"),
        Case(rule: "partials keep their own delimiters", template: "[ {{>include}} ]\n{{= | | =}}\n[ |>include| ]\n",
             partials: ["include": ".{{value}}."], context: ["value": "yes"], expected: "[ .yes. ]\n[ .yes. ]\n"),
        Case(rule: "a delimiter change inside a section ends with it", template: "{{#b}}{{=<% %>=}}<%v%>{{v}}<%/b%>{{v}}<%v%>",
             context: ["b": true, "v": "x"], expected: "x{{v}}x<%v%>"),
        Case(rule: "standalone delimiter lines are removed", template: "Begin.\n{{=@ @=}}\nEnd.\n", expected: "Begin.\nEnd.\n"),
    ]

    static let partialsCases: [Case] = [
        Case(rule: "a partial renders in place", template: "\"{{>text}}\"", partials: ["text": "from partial"], expected: "\"from partial\""),
        Case(rule: "a missing partial renders nothing", template: "\"{{>text}}\"", expected: "\"\""),
        Case(rule: "a partial sees the context", template: "\"{{>partial}}\"", partials: ["partial": "*{{text}}*"],
             context: ["text": "content"], expected: "\"*content*\""),
        Case(rule: "partial names may hold slashes", template: "{{> partials/card }}", partials: ["partials/card": "card"], expected: "card"),
        Case(rule: "an inline partial is not indented", template: "  {{data}}  {{> partial}}\n", partials: ["partial": ">\n>"],
             context: ["data": "|"], expected: "  |  >\n>\n"),
        Case(rule: "a standalone partial line is replaced", template: "|\n{{>partial}}\n|", partials: ["partial": ">\n>"], expected: "|\n>\n>|"),
        Case(rule: "CR LF ends a standalone partial line", template: "|\r\n{{>partial}}\r\n|", partials: ["partial": ">"], expected: "|\r\n>|"),
        Case(rule: "a standalone partial indents the partial's lines", template: "\\\n {{>partial}}\n/\n",
             partials: ["partial": "|\n{{{content}}}\n|\n"], context: ["content": "<\n->"], expected: "\\\n |\n <\n->\n |\n/\n"),
        Case(rule: "indentation adds up through partials", template: "<ul>\n  {{> a}}\n</ul>\n",
             partials: ["a": "<li>\n  {{> b}}\n</li>\n", "b": "one\ntwo\n"], expected: "<ul>\n  <li>\n    one\n    two\n  </li>\n</ul>\n"),
        Case(rule: "white space inside a partial tag is ignored", template: "|{{> partial }}|", partials: ["partial": "[]"], expected: "|[]|"),
    ]

    static let inheritanceCases: [Case] = [
        Case(rule: "a block renders its default", template: "{{$title}}Default title{{/title}}\n", expected: "Default title\n"),
        Case(rule: "a parent's block is overridden", template: "{{<parent}}{{$b}}peaked{{/b}}{{/parent}}",
             partials: ["parent": "{{$b}}peaching{{/b}}"], expected: "peaked"),
        Case(rule: "a parent without overrides renders its defaults", template: "{{<parent}}{{/parent}}",
             partials: ["parent": "{{$b}}peaching{{/b}}"], expected: "peaching"),
        Case(rule: "the outer override wins over the parent's own", template: "{{<parent}}{{$a}}A{{/a}}{{/parent}}",
             partials: ["parent": "{{<grand}}{{$a}}p{{/a}}{{/grand}}", "grand": "<{{$a}}g{{/a}}>"], expected: "<A>"),
        Case(rule: "partials of a parent see its overrides", template: "{{<parent}}{{$b}}X{{/b}}{{/parent}}",
             partials: ["parent": "{{$b}}default{{/b}}|{{>inc}}", "inc": "({{$b}}inc{{/b}})"], expected: "X|(X)"),
        Case(rule: "overrides render in the includer's context", template: "{{<parent}}{{$b}}{{v}}{{/b}}{{/parent}}",
             partials: ["parent": "{{#list}}{{$b}}{{/b}};{{/list}}"], context: ["list": [["v": 1], ["v": 2]], "v": 0], expected: "1;2;"),
        Case(rule: "an override loses its first line's indentation and takes the block's",
             template: "{{<parent}}\n  {{$body}}\n    <p>one</p>\n      <p>two</p>\n  {{/body}}\n{{/parent}}\n",
             partials: ["parent": "<main>\n  {{$body}}\n  {{/body}}\n</main>\n"],
             expected: "<main>\n  <p>one</p>\n    <p>two</p>\n</main>\n"),
        Case(rule: "text between a parent's overrides is ignored", template: "{{<parent}} ignored {{$b}}B{{/b}}\n{{/parent}}",
             partials: ["parent": "[{{$b}}{{/b}}]"], expected: "[B]"),
    ]

    static let allCases = interpolationCases + sectionsCases + invertedCases + commentsCases + delimitersCases
        + partialsCases + inheritanceCases

    /// Each case renders exactly its expected text (the test's argument names the rule).
    @Test(arguments: allCases) func rule(_ testCase: Case) throws {
        #expect(try Self.rendered(testCase) == testCase.expected)
    }

    /// An `Optional` stored in a context is its value, or missing when it is `nil`.
    @Test func optionalsInAContextAreTheirValues() throws {
        let context: [String: Any] = ["some": Optional("<o>") as Any, "none": String?.none as Any]
        var templates = MustacheTemplates()
        templates.register("{{some}}|{{#some}}{{.}}{{/some}}|{{none}}|{{^none}}gone{{/none}}", named: "t")
        #expect(templates.render(context, template: "t") == "&lt;o&gt;|&lt;o&gt;||gone")
    }

    @Test(arguments: [
        ("{{#a}}x", MustacheSyntaxError(kind: .unclosed(name: "a"), offset: 7)),
        ("x{{#a}}{{/b}}", MustacheSyntaxError(kind: .mismatchedClose(name: "b", expected: "a"), offset: 7)),
        ("{{/a}}", MustacheSyntaxError(kind: .mismatchedClose(name: "a", expected: nil), offset: 0)),
        ("ab{{a", MustacheSyntaxError(kind: .unfinishedTag(closing: "}}"), offset: 2)),
        ("{{{a}}", MustacheSyntaxError(kind: .unfinishedTag(closing: "}}}"), offset: 0)),
        ("{{a b}}", MustacheSyntaxError(kind: .unfinishedTag(closing: "}}"), offset: 0)),
        ("{{! open", MustacheSyntaxError(kind: .unfinishedTag(closing: "}}"), offset: 0)),
        ("{{", MustacheSyntaxError(kind: .unfinishedTag(closing: "}}"), offset: 0)),
        ("{{upper(a)}}", MustacheSyntaxError(kind: .transform("upper(a)"), offset: 0)),
        ("{{% FOO: bar }}", MustacheSyntaxError(kind: .unknownPragma("FOO: bar"), offset: 0)),
        ("{{=<% =}}", MustacheSyntaxError(kind: .invalidSetDelimiter, offset: 0)),
        ("{{<p}}{{x}}{{/p}}", MustacheSyntaxError(kind: .notABlockInsideParent, offset: 0)),
    ])
    func syntaxErrorsAreLocated(_ text: String, _ error: MustacheSyntaxError) {
        var templates = MustacheTemplates()
        #expect(templates.register(text, named: "t") == error)
        #expect(!templates.contains("t"))
    }

    /// Through the theme, a syntax error is a diagnostic at its tag's line and column.
    @Test func aThemeReportsSyntaxErrorsAtTheirTag() {
        let (theme, diagnostics) = Theme.load(overrides: ["page.mustache": "<p>\n  é {{upper(page.title)}}\n"],
                                              overrideFolder: "Templates")
        #expect(theme == nil)
        #expect(diagnostics.map(\.headline) == [
            "Templates/page.mustache:2:5: error: template is not valid Mustache: \"upper(page.title)\" is a transform, which templates do not have: expected a variable name such as page.title",
        ])
    }
}
