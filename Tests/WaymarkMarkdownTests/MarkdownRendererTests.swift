import Testing
@testable import WaymarkMarkdown

@Suite struct MarkdownRendererTests {
    let safe = MarkdownRenderer()
    let unsafe = MarkdownRenderer(unsafeHTML: true)

    @Test func taskListCheckboxesHaveAccessibleNames() {
        let html = safe.render("- [x] Antifouling\n- [ ] Rigging check\n")
        #expect(html.contains("<li><input type=\"checkbox\" checked=\"\" disabled=\"\" aria-label=\"Done\" /> Antifouling</li>"))
        #expect(html.contains("<li><input type=\"checkbox\" disabled=\"\" aria-label=\"Not done\" /> Rigging check</li>"))
        // Every checkbox is labelled: none is left without aria-label.
        let inputs = html.components(separatedBy: "<input").dropFirst()
        #expect(inputs.count == 2)
        #expect(inputs.allSatisfy { $0.prefix(while: { $0 != ">" }).contains("aria-label=") })
    }

    @Test func tablesScrollInAFocusableBoxInBothModes() {
        for renderer in [safe, unsafe] {
            let html = renderer.render("Before\n\n| A | B |\n|---|---|\n| 1 | 2 |\n\nAfter\n")
            #expect(html.hasPrefix("<p>Before</p>\n<div class=\"table-scroll\" tabindex=\"0\" role=\"region\" aria-label=\"Table\">\n<table>\n"))
            #expect(html.hasSuffix("</table>\n</div>\n<p>After</p>\n"))
            #expect(html.components(separatedBy: "<div class=\"table-scroll\"").count == 2, "one box, not nested")
        }
    }

    @Test func gfmTableHasHeaderBodyAndAlignment() {
        let html = safe.render("| Port | Berths |\n|:-----|-------:|\n| Split | 40 |\n")
        #expect(html == """
        <div class="table-scroll" tabindex="0" role="region" aria-label="Table">
        <table>
        <thead>
        <tr>
        <th align="left">Port</th>
        <th align="right">Berths</th>
        </tr>
        </thead>
        <tbody>
        <tr>
        <td align="left">Split</td>
        <td align="right">40</td>
        </tr>
        </tbody>
        </table>
        </div>

        """)
    }

    @Test(arguments: [
        ("~~gone~~ here", "<p><del>gone</del> here</p>\n"),
        ("see https://example.org/x now", "<p>see <a href=\"https://example.org/x\">https://example.org/x</a> now</p>\n"),
        ("www.example.org", "<p><a href=\"http://www.example.org\">www.example.org</a></p>\n"),
        ("- [x] done\n- [ ] open\n",
         "<ul>\n<li><input type=\"checkbox\" checked=\"\" disabled=\"\" aria-label=\"Done\" /> done</li>\n<li><input type=\"checkbox\" disabled=\"\" aria-label=\"Not done\" /> open</li>\n</ul>\n"),
        ("Fish & <b>chips</b>", "<p>Fish &amp; <!-- raw HTML omitted -->chips<!-- raw HTML omitted --></p>\n"),
    ])
    func gfmExtensions(markdown: String, html: String) {
        #expect(safe.render(markdown) == html)
    }

    @Test func rawScriptDoesNotReachTheHTMLByDefault() {
        let html = safe.render("Before\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1))\n")
        #expect(!html.contains("<script"))
        #expect(!html.contains("javascript:"))
        #expect(html == "<p>Before</p>\n<!-- raw HTML omitted -->\n<p><a href=\"\">x</a></p>\n")
    }

    @Test func unsafeHTMLPassesRawHTMLButTheTagFilterStillDisarmsScript() {
        #expect(unsafe.render("<div class=\"note\">hi</div>\n") == "<div class=\"note\">hi</div>\n")
        #expect(unsafe.render("<script>alert(1)</script>\n") == "&lt;script>alert(1)&lt;/script>\n")
    }

    @Test(arguments: [
        ("", "[a](/about/)", "<p><a href=\"about/index.html\">a</a></p>\n"),
        ("../../", "[a](/about/)", "<p><a href=\"../../about/index.html\">a</a></p>\n"),
        ("../", "[r](/)", "<p><a href=\"../index.html\">r</a></p>\n"),
        ("../", "![i](/img/x.svg)", "<p><img src=\"../img/x.svg\" alt=\"i\" /></p>\n"),
        ("../", "[f](/about/#team)", "<p><a href=\"../about/index.html#team\">f</a></p>\n"),
        ("../", "[e](//cdn.example.org/x)", "<p><a href=\"//cdn.example.org/x\">e</a></p>\n"),
        ("../", "[k](other/)", "<p><a href=\"other/\">k</a></p>\n"),
    ])
    func siteAbsoluteLinksBecomeRelative(root: String, markdown: String, html: String) {
        #expect(safe.render(markdown, rootPrefix: root) == html)
    }

    @Test func concurrentRenderingGivesTheSameHTML() async {
        let text = "# T\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n~~x~~ https://example.org\n"
        let expected = safe.render(text)
        let renderer = safe
        let results = await withTaskGroup(of: String.self) { group in
            for _ in 0..<64 { group.addTask { renderer.render(text) } }
            var all: [String] = []
            for await html in group { all.append(html) }
            return all
        }
        #expect(results.count == 64)
        #expect(results.allSatisfy { $0 == expected })
    }

    /// Documents that lean on every extension's special inline characters (`~`, `|`, `:`, `w`, `[`),
    /// the characters cmark-gfm adds to and removes from a process-wide table while it parses.
    static let stressDocuments: [String] = (0..<8).map { n in
        """
        # Heading \(n) with ~~struck \(n)~~ text

        | col \(n) | b | c |
        |---|:-:|--:|
        | ~~\(n)~~ | www.example.org/\(n) | https://example.com/a?b=\(n) |
        | `x|y` | a \\| b | [link](/page/\(n)/) |

        - [x] done \(n) ~strike~ www.example.net
        - [ ] open \(n) mail\(n)@example.org and *emphasis* _under_

        Paragraph \(n): ~~a~~ ~b~ www.waymark.example https://x.example/\(n) | pipe | [ref][r]

        [r]: https://ref.example/\(n)
        """
    }

    /// 64 renders at a time, 60 rounds, compared byte for byte with the same documents rendered one
    /// after another. Without the parse lock, cmark-gfm's shared special-character table makes some
    /// of these differ (about 1 in 100 renders on two cores).
    @Test func concurrentRendersMatchSerialRendersByteForByte() async {
        let renderer = safe
        let documents = Self.stressDocuments
        let serial = documents.map { renderer.render($0, rootPrefix: "../") }
        var differing = 0
        for round in 0..<60 {
            let results = await withTaskGroup(of: (Int, String).self) { group in
                for task in 0..<64 {
                    let index = (round + task) % documents.count
                    group.addTask { (index, renderer.render(documents[index], rootPrefix: "../")) }
                }
                var all: [(Int, String)] = []
                for await result in group { all.append(result) }
                return all
            }
            differing += results.filter { serial[$0.0] != $0.1 }.count
        }
        #expect(differing == 0)
    }

    @Test func aFencedBlockHandlerMayRenderMarkdownItself() {
        let text = "```inner\n~~deep~~ | www.example.org\n```\n"
        let html = safe.render(text) { block in
            "<aside>" + safe.render(block.literal) + "</aside>\n"
        }
        #expect(html == "<aside><p><del>deep</del> | <a href=\"http://www.example.org\">www.example.org</a></p>\n</aside>\n")
    }

    @Test func fencedBlockHookReplacesOnlyTheBlocksItHandlesEvenInSafeMode() {
        let text = "Intro\n\n```waymark map\nmap: airports\n```\n\n```swift\nlet x = 1\n```\n"
        var seen: [FencedBlock] = []
        let html = safe.render(text) { block in
            seen.append(block)
            return block.language == "waymark" ? "<figure class=\"map\">\(block.literal.count)</figure>\n" : nil
        }
        #expect(html == "<p>Intro</p>\n<figure class=\"map\">14</figure>\n<pre><code class=\"language-swift\">let x = 1\n</code></pre>\n")
        #expect(seen == [
            FencedBlock(language: "waymark", info: "waymark map", literal: "map: airports\n", line: 3, lastLine: 5),
            FencedBlock(language: "swift", info: "swift", literal: "let x = 1\n", line: 7, lastLine: 9),
        ])
    }

    /// Markdown reports replace a block's lines from its opening to its closing fence, as cmark-gfm
    /// found them: longer closing fences, quoted fences and a fence never closed.
    @Test(arguments: [
        ("a\n\n````waymark\nx\n```\n````\n\nb\n", 3, 6),
        ("> ```waymark\n> x\n> ```\n", 1, 3),
        ("  ~~~waymark\n  x\n  ~~~~  \nafter\n", 1, 3),
        ("```waymark\nx\n\ny\n", 1, 4),
        ("```waymark\nx", 1, 2),
    ])
    func fencedBlocksKnowTheLinesFromOpeningToClosingFence(_ text: String, _ first: Int, _ last: Int) {
        var seen: [FencedBlock] = []
        _ = safe.render(text) { block in
            seen.append(block)
            return nil
        }
        #expect(seen.map(\.line) == [first])
        #expect(seen.map(\.lastLine) == [last])
    }

    @Test func headingsGetUniqueIdentifiersFromTheirText() {
        let html = safe.render("# Départ *by* `week`\n\n## Notes\n\n## Notes\n\n### ???\n\n## <b>x</b> y\n")
        #expect(html == """
        <h1 id="départ-by-week">Départ <em>by</em> <code>week</code></h1>
        <h2 id="notes">Notes</h2>
        <h2 id="notes-1">Notes</h2>
        <h3 id="section">???</h3>
        <h2 id="x-y"><!-- raw HTML omitted -->x<!-- raw HTML omitted --> y</h2>

        """)
    }

    /// A heading's id is decided scalar by scalar: U+0D4E is a letter and also a Prepend
    /// character, so as a `Character` it swallowed the `"`, `<` and `>` after it into the id.
    @Test func headingIdentifiersKeepOnlyLettersNumbersAndTheirMarks() {
        let html = safe.render("# x\u{0D4E}\" onmouseover=\"alert(1)\u{0D4E}<b\n\n## e\u{0301}t\u{00E9} \u{0600}\"\n")
        #expect(html == "<h1 id=\"x\u{0D4E}-onmouseover-alert-1-\u{0D4E}-b\">x\u{0D4E}&quot; onmouseover=&quot;alert(1)\u{0D4E}&lt;b</h1>\n"
            + "<h2 id=\"e\u{0301}t\u{00E9}\">e\u{0301}t\u{00E9} \u{0600}&quot;</h2>\n")
        #expect(HeadingIdentifiers.identifier(from: "\u{0301}\"<>") == "section", "a mark with nothing kept before it is a separator")
    }

    /// 20,000 headings with the same text took 29.7 s when each probed every earlier copy; the
    /// identifiers are the same as before (the smallest free number), now found in linear time.
    @Test func repeatedHeadingsGetNumberedIdentifiersAsBefore() {
        var ids = HeadingIdentifiers()
        var made: [String] = []
        for text in ["Same", "Same", "Same 2", "Same", "Same", "Same-1", "Same"] { made.append(ids.next(for: text)) }
        #expect(made == ["same", "same-1", "same-2", "same-3", "same-4", "same-1-1", "same-5"])
        var many = HeadingIdentifiers()
        let last = (0..<20_000).map { _ in many.next(for: "Same heading") }.last
        #expect(last == "same-heading-19999")
    }

    @Test func plainTextKeepsTheWordsAndDropsTheMarks() {
        let markdown = "A **fast** sloop, see [the harbour](/harbour/) and `berth 4`.\n\n- water\n- fuel\n\n<b>raw</b> ~~old~~"
        let text = MarkdownRenderer().plainText(markdown)
        #expect(text == "A fast sloop, see the harbour and berth 4.\n\n  - water\n  - fuel\n\nraw ~old~")
    }

    @Test func plainTextOfNothingIsNothing() {
        #expect(MarkdownRenderer().plainText("").isEmpty)
        #expect(MarkdownRenderer().plainText("  \n").isEmpty)
    }
}
