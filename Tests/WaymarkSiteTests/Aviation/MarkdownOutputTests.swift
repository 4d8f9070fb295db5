import Foundation
import Testing
@testable import WaymarkConfig
import WaymarkCore
@testable import WaymarkMarkdown
import WaymarkModel
@testable import WaymarkPages
@testable import WaymarkRender
@testable import WaymarkSite

/// Reports written as Markdown: the `.md` renders back through cmark-gfm to HTML with the table,
/// and every map is a sibling `.svg` file that the `.md` links to.
@Suite struct MarkdownOutputTests {
    static func images(_ markdown: String) -> [String] {
        HTMLTable.matches(#"!\[[^\]]*\]\(([^)]+)\)"#, in: markdown)
    }

    @Test func markdownFormatWritesEveryReportWithItsMaps() async throws {
        let result = await AviationFixture.build(format: .markdown)
        #expect(!result.diagnostics.contains { $0.severity == .error })
        let paths = Set(result.files.map(\.path.description))
        #expect(!paths.contains { $0.hasSuffix(".html") }, "a Markdown build writes no HTML pages")
        #expect(paths.isSuperset(of: ["reports/alternates.md", "reports/alternates-map-1.svg", "reports/nearby.md", "reports/nearby-map-1.svg"]))
        // The pets block of alternates.md shows only a list: no map file for it.
        #expect(!paths.contains("reports/alternates-map-2.svg"))

        let markdown = try #require(AviationFixture.text(result, "reports/alternates.md"))
        #expect(markdown.hasPrefix("# IFR alternates along EGTF→LFMD\n"))
        #expect(!markdown.contains("```waymark"))
        let images = Self.images(markdown)
        #expect(images == ["alternates-map-1.svg"])
        for image in images {
            let svg = try #require(AviationFixture.text(result, "reports/" + image))
            #expect(svg.hasPrefix("<svg"))
            #expect(svg.contains("role=\"img\""))
        }

        let html = MarkdownRenderer().render(markdown)
        #expect(html.contains("<table>"))
        #expect(html.contains("<th align=\"right\">Along track (NM)</th>"))
        #expect(html.contains("<td>EGLL</td>"))
        #expect(html.contains("<img src=\"alternates-map-1.svg\""))
        // Without HTML pages, rows do not link to airport pages.
        #expect(!markdown.contains("](../airports/"))
        // The list block becomes a Markdown list of the pets within 10 km of Södermalm.
        #expect(html.contains("<li>Tussan ("))
        #expect(!html.contains("Far away"))
    }

    @Test func frontMatterAsksForMarkdownNextToTheHTML() async throws {
        let result = await AviationFixture.build()
        let paths = Set(result.files.map(\.path.description))
        #expect(paths.contains("reports/nearby/index.html"))
        #expect(paths.contains("reports/nearby.md"))
        #expect(paths.contains("reports/nearby-map-1.svg"))
        #expect(!paths.contains("reports/alternates.md"), "only reports with output: markdown")
        let markdown = try #require(AviationFixture.text(result, "reports/nearby.md"))
        #expect(Self.images(markdown) == ["nearby-map-1.svg"])
        let html = MarkdownRenderer().render(markdown)
        #expect(html.contains("<table>"))
        // In an HTML build, rows link to the airport pages, relative to the .md file.
        #expect(html.contains("<a href=\"../airports/gb/egll/index.html\">EGLL</a>"))
        let rows = HTMLTable.rows(html)
        #expect(rows.count == 5)
    }

    @Test func dataIsEscapedInMarkdownTables() {
        let table = QueryTable(columns: [.init("Name"), .init("NM", numeric: true)],
                               rows: [[.init("A | B *bold* [x](y) <script>"), .init("1.0")]])
        let html = MarkdownRenderer().render(table.markdown())
        #expect(html.contains("<td>A | B *bold* [x](y) &lt;script&gt;</td>"))
        #expect(html.contains("<td align=\"right\">1.0</td>"))
    }

    /// A pet name whose markup characters a combining mark or a Prepend character joins into
    /// larger `Character`s: the table keeps its cells and its link targets, and no tag appears.
    @Test func joinedMarkupInDataChangesNeitherCellsNorLinks() throws {
        for joiner in ["\u{0301}", "\u{20DD}", "\u{FE0F}", "\u{200D}", "\u{0903}", "\u{1F3FB}", "\u{1160}"] {
            let name = "Tom]" + joiner + "(https://evil.example)" + joiner + "|" + joiner + "Found|" + joiner + "<img src=x onerror=alert(1)>"
            let prepended = "Rex\u{0600}[x](https://evil.example)\u{0600}|\u{0600}<b>"
            let table = QueryTable(columns: [.init("Name"), .init("Status")],
                                   rows: [[.init(name, href: "../pets/tom/"), .init("Lost")], [.init(prepended, href: "../pets/rex/"), .init("Lost")]])
            let html = MarkdownRenderer().render(table.markdown())
            let rows = HTMLTable.rows(html)
            #expect(rows.count == 2, "two rows")
            #expect(rows.allSatisfy { $0.count == 2 }, "two cells in every row with U+\(String(joiner.unicodeScalars.first?.value ?? 0, radix: 16))")
            #expect(HTMLTable.matches(#"href="([^"]*)""#, in: html) == ["../pets/tom/", "../pets/rex/"])
            #expect(!html.contains("<img") && !html.contains("<b>"))
        }
    }

    @Test func badOutputValueIsAnErrorAtItsLine() {
        let result = FrontMatterParser(source: SourceFile(path: "r.md", text: "---\ntitle: X\noutput: pdf\n---\nBody\n")).parse()
        #expect(result.page == nil)
        #expect(result.diagnostics.map(\.headline) == ["r.md:3:9: error: output \"pdf\" is not an output format: expected html or markdown"])
    }
}
