import Testing
import WaymarkCore
import WaymarkModel
@testable import WaymarkSite

/// `FrontMatterFastPath` against Yams: the same page, the same values and locations, and the same
/// diagnostics word for word, over generated front matter mixing the simple lines it reads with
/// everything it must leave to Yams.
@Suite struct FrontMatterFastPathTests {
    /// One way of reading a file: the page (front matter and body) and the diagnostics as printed.
    struct Reading: Equatable {
        var matter: PageFrontMatter?
        var split: FrontMatterSplit?
        var diagnostics: [String]
    }

    /// Both ways of reading `text`.
    func both(_ text: String) -> (fast: Reading, yams: Reading) {
        let source = SourceFile(path: "pages/p.md", text: text)
        func reading(_ result: (page: (PageFrontMatter, FrontMatterSplit)?, diagnostics: [Diagnostic])) -> Reading {
            Reading(matter: result.page?.0, split: result.page?.1, diagnostics: result.diagnostics.map(\.description))
        }
        return (reading(FrontMatterParser(source: source).parse()),
                reading(FrontMatterParser(source: source, usesFastPath: false).parse()))
    }

    static let keys = ["title", "title", "title", "date", "summary", "summary", "slug", "draft", "template",
                       "weight", "output", "paginate", "colour", "Title", "title ", " title", "- title", "#title"]
    static let separators = [": ", ": ", ": ", ":  ", ":", ":\t", " : ", ": \t"]
    static let values = [
        "Harbour notes", "Notes on p-00012", "\"Notes on p-00012\"", "'Harbour'", "\"Harbour: a report\"",
        "Harbour: a report", "Harbour #3", "a #comment", "2026-01-10", "2026-13-01", "\"2026-02-03\"", "2026-2-3",
        "harbour-2025", "Über", "true", "no", "On", "maybe", "\"yes\"", "10", "-3", "+4", "1e3", "report",
        "html", "markdown", "pdf", "~", "null", "Null", "NULL", "\"null\"", "", "\"\"", "''", "   ", "\"  \"",
        "\"a\\\"b\"", "\"tab\\tin\"", "'it''s'", "'back\\slash'", "Bob's boat", "say \"hi\"", "-leading", "?q",
        "[a, b]", "{a: 1}", "&anchor x", "*alias", "!tag x", "!!binary aGk=", "|", ">", "%x", "@x", "`x`",
        "trailing  ", "\"quoted\" after", "\"open", "open'", "café au lait", "日本語", "emoji 🚢", "nel\u{85}x",
        "ls\u{2028}x", "bom\u{FEFF}x", "del\u{7F}x", "ctl\u{1}x", "tab\tx", "\"dq\tx\"", "c1\u{9A}x",
        "\"é\"", "x: y", "x:y", "a, b", "a - b", "a ? b", ".5", "=x", "0x1F", "1_000",
    ]
    static let extras = ["", "", "  continued line", "# a comment", "  ", "\t", "title", "---x", "%YAML 1.2", "\r"]

    @Test func bothWaysAgreeOverGeneratedFrontMatter() {
        var generator = SeededGenerator(seed: 16)
        var fastAnswers = 0
        let cases = 4_000
        for _ in 0..<cases {
            var lines: [String] = []
            for _ in 0..<Int.random(in: 1...5, using: &generator) {
                if Int.random(in: 0..<16, using: &generator) == 0 {
                    lines.append(Self.extras.randomElement(using: &generator) ?? "")
                    continue
                }
                // Mostly well-formed lines, so that many whole front matters are simple.
                let simple = Int.random(in: 0..<8, using: &generator) > 0
                let key = simple ? ["title", "date", "summary", "slug", "draft", "weight"].randomElement(using: &generator) ?? "title"
                    : Self.keys.randomElement(using: &generator) ?? "title"
                let separator = simple ? ": " : Self.separators.randomElement(using: &generator) ?? ": "
                let value: String
                if simple {
                    switch key {
                    case "date": value = ["2026-01-10", "\"2026-03-04\"", "2025-12-31"].randomElement(using: &generator) ?? ""
                    case "slug": value = ["harbour", "a-1", "'b-2'"].randomElement(using: &generator) ?? ""
                    case "draft": value = ["true", "false", "yes", "off"].randomElement(using: &generator) ?? ""
                    case "weight": value = ["1", "20", "007"].randomElement(using: &generator) ?? ""
                    default: value = ["Harbour notes", "\"Notes: p-1\"", "café", "'Quay'", "Bob's boat"].randomElement(using: &generator) ?? ""
                    }
                } else {
                    value = Self.values.randomElement(using: &generator) ?? ""
                }
                lines.append(key + separator + value)
            }
            let lineBreak = Int.random(in: 0..<6, using: &generator) == 0 ? "\r\n" : "\n"
            let text = "---" + lineBreak + lines.map { $0 + lineBreak }.joined() + "---" + lineBreak + "Body\n"
            let (fast, yams) = both(text)
            #expect(fast == yams, "front matter:\n\(text)")
            if let split = try? FrontMatterSplit.split(SourceFile(path: "p.md", text: text)).get(),
               FrontMatterFastPath.read(split.yaml, source: SourceFile(path: "p.md", text: text), lineOffset: 1) != nil {
                fastAnswers += 1
            }
        }
        // The comparison only means something if the fast path answers often.
        #expect(fastAnswers > cases / 10, "the fast path answered \(fastAnswers) of \(cases)")
    }

    @Test func readsTheCommonShapeWithLocations() throws {
        let text = "---\ntitle: \"Notes on p-00012\"\ndate: 2026-03-12\nsummary: 'Harbour, quay.'\n\nslug:  p-12  \ndraft: no\nweight: 4\ntemplate: page\noutput: html\n---\nBody\n"
        let source = SourceFile(path: "pages/p.md", text: text)
        let split = try FrontMatterSplit.split(source).get()
        let matter = try #require(FrontMatterFastPath.read(split.yaml, source: source, lineOffset: 1))
        #expect(matter.title == "Notes on p-00012")
        #expect(matter.date == CalendarDate(year: 2026, month: 3, day: 12))
        #expect(matter.summary == "Harbour, quay.")
        #expect(matter.slug == "p-12")
        #expect(matter.draft == false)
        #expect(matter.weight == 4)
        #expect(matter.template == "page")
        #expect(matter.output == "html")
        #expect(matter.locations["title"] == SourceLocation(path: "pages/p.md", line: 2, column: 8))
        #expect(matter.locations["slug"] == SourceLocation(path: "pages/p.md", line: 6, column: 8))
        let (fast, yams) = both(text)
        #expect(fast == yams)
    }

    @Test(arguments: [
        "title: T\ndate: 2026-13-01", "title: T\ncolour: red", "title: T\npaginate: 5", "title: T\ntitle: U",
        "summary: S", "title: ~", "title: \"a\\\"b\"", "title: a: b", "title: T # c", "  title: T", "title: T\n  more",
        "title: [a]", "title: -x", "title: \"x\" ", "title:\tT", "title: T\n# comment", "title: a\u{2028}b",
    ])
    func leavesAnythingElseToYams(_ yaml: String) throws {
        let source = SourceFile(path: "p.md", text: "---\n" + yaml + "\n---\n")
        let split = try FrontMatterSplit.split(source).get()
        #expect(FrontMatterFastPath.read(split.yaml, source: source, lineOffset: 1) == nil)
    }
}
