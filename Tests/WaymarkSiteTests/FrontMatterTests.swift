import Testing
@testable import WaymarkConfig
import WaymarkCore
import WaymarkTestSupport
import WaymarkModel
@testable import WaymarkSite

/// Front-matter errors, word for word, with the line and column in the Markdown file.
@Suite struct FrontMatterTests {
    func parse(_ text: String) -> (PageFrontMatter?, [String]) {
        let result = FrontMatterParser(source: SourceFile(path: "pages/p.md", text: text)).parse()
        return (result.page?.0, result.diagnostics.map(\.description))
    }

    @Test func readsEveryKey() throws {
        let (matter, problems) = parse("""
        ---
        title: "Harbour: a report"
        date: 2025-06-01
        summary: Short.
        slug: harbour-2025
        draft: true
        template: report
        weight: -3
        ---
        Body
        """)
        #expect(problems.isEmpty)
        let page = try #require(matter)
        #expect(page.title == "Harbour: a report")
        #expect(page.date == CalendarDate(year: 2025, month: 6, day: 1))
        #expect(page.summary == "Short.")
        #expect(page.slug == "harbour-2025")
        #expect(page.draft)
        #expect(page.template == "report")
        #expect(page.weight == -3)
        #expect(page.locations["template"] == SourceLocation(path: "pages/p.md", line: 7, column: 11))
    }

    @Test func bodyStartsAfterTheClosingLine() throws {
        let result = FrontMatterParser(source: SourceFile(path: "p.md", text: "---\ntitle: T\n---\n\nHello\n")).parse()
        let split = try #require(result.page?.1)
        #expect(split.body == "\nHello\n")
        #expect(split.bodyLine == 4)
    }

    @Test(arguments: [
        ("---\ntitle: T\ndate: 2025-13-01\n---\n",
         "pages/p.md:3:7: error: date \"2025-13-01\" is not a date: expected YYYY-MM-DD\n  |\n3 | date: 2025-13-01\n  |       ^"),
        ("---\nsummary: S\n---\n",
         "pages/p.md:1:1: error: missing title: expected `title: …` in the front matter\n  |\n1 | ---\n  | ^"),
        ("---\ntitle: [a, b]\n---\n",
         "pages/p.md:2:8: error: title must be text, found a list\n  |\n2 | title: [a, b]\n  |        ^"),
        ("---\ntitle: T\nsummary: [oops\n---\n",
         "pages/p.md:3:10: error: front matter is not valid YAML: did not find expected ',' or ']' (while parsing a flow sequence that starts here)\n  |\n3 | summary: [oops\n  |          ^"),
        ("---\ntitle: T\n  bad: indent\n---\n",
         "pages/p.md:3:6: error: front matter is not valid YAML: mapping values are not allowed in this context\n  |\n3 |   bad: indent\n  |      ^"),
        ("---\ntitle: A\ntitle: B\n---\n",
         "pages/p.md:2:1: error: front matter repeats the key \"title\": expected each key once\n  |\n2 | title: A\n  | ^"),
        ("---\ntitle: T\nslug: Über/../x\n---\n",
         "pages/p.md:3:7: error: slug \"Über/../x\" is not valid: expected lowercase letters, digits and hyphens, starting with a letter or digit\n  |\n3 | slug: Über/../x\n  |       ^"),
        ("---\ntitle: T\ndraft: maybe\n---\n",
         "pages/p.md:3:8: error: draft \"maybe\" is not a boolean: expected true or false\n  |\n3 | draft: maybe\n  |        ^"),
        ("---\ntitle: T\nweight: heavy\n---\n",
         "pages/p.md:3:9: error: weight \"heavy\" is not a whole number: expected e.g. 10\n  |\n3 | weight: heavy\n  |         ^"),
        ("# Just Markdown\n",
         "pages/p.md:1:1: error: missing front matter: expected the file to start with a --- line, then at least `title: …`, then ---\n  |\n1 | # Just Markdown\n  | ^"),
        ("---\ntitle: T\n",
         "pages/p.md:1:1: error: front matter is not closed: expected a --- line after the YAML that starts here\n  |\n1 | ---\n  | ^"),
        ("---\n- a\n- b\n---\n",
         "pages/p.md:2:1: error: front matter must be a mapping of keys to values (title: …), found a list\n  |\n2 | - a\n  | ^"),
    ])
    func errorsWordForWord(text: String, expected: String) {
        let (matter, problems) = parse(text)
        #expect(matter == nil)
        #expect(problems == [expected])
    }

    @Test func unknownKeyIsAWarningAndThePageStillLoads() {
        let (matter, problems) = parse("---\ntitle: T\nauthor: Me\n---\n")
        #expect(matter?.title == "T")
        #expect(problems == [
            "pages/p.md:3:1: warning: unknown front-matter key \"author\": expected one of title, date, summary, slug, draft, template, weight, output, paginate\n  |\n3 | author: Me\n  | ^",
        ])
    }

    @Test func everyErrorOfAFileIsReported() {
        let (_, problems) = parse("---\ntitle: T\ndate: soon\nweight: x\n---\n")
        #expect(problems.map { $0.split(separator: "\n")[0] } == [
            "pages/p.md:3:7: error: date \"soon\" is not a date: expected YYYY-MM-DD",
            "pages/p.md:4:9: error: weight \"x\" is not a whole number: expected e.g. 10",
        ])
    }

    @Test func windowsLineEndingsAndByteOrderMarkAreAccepted() {
        let (matter, problems) = parse("\u{FEFF}---\r\ntitle: T\r\ndate: 2025-01-02\r\n---\r\nBody\r\n")
        #expect(problems.isEmpty)
        #expect(matter?.date == CalendarDate(year: 2025, month: 1, day: 2))
    }

    @Test func aliasBombInFrontMatterIsLocatedInTheMarkdownFile() {
        let (matter, problems) = parse("---\ntitle: Bomb\n" + AliasBomb.yaml(levels: 7) + "---\nBody\n")
        #expect(matter == nil)
        #expect(problems.map { $0.prefix { $0 != "\n" } } == ["pages/p.md:8:8: error: the YAML alias *e makes the document more than 100000 values long once aliases are expanded (an alias bomb?): expected aliases that repeat a small part of the file"])
    }
}
