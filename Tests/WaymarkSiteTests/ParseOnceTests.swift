import Foundation
import Testing
@testable import WaymarkConfig
import WaymarkCore
import WaymarkDiscovery
import WaymarkGeo
@testable import WaymarkMarkdown
import WaymarkModel
@testable import WaymarkOutput
@testable import WaymarkPages
@testable import WaymarkRender
@testable import WaymarkSite
@testable import WaymarkTheme

/// Each Markdown page is parsed once per build (``ContentPage/parsed``) and each of its
/// ```` ```waymark ```` blocks runs its query once (``SiteContent/queryRuns``); the one parse gives
/// the same bytes the renderer gives; a page's fingerprint follows what its blocks show.
@Suite struct ParseOnceTests {
    /// A report with three blocks (two maps, one table), titled with `marker`, asking for a
    /// Markdown copy too, so the pages, the maps' GeoJSON and the Markdown report all read it.
    static func report(_ marker: String) -> String {
        """
        ---
        title: Parsed once
        output: markdown
        ---

        Intro \(marker) with a [link](/reports/).

        ```waymark
        map: airports
        near-airport: EGTF
        nearest: 3
        title: \(marker) one
        ```

        ## Between

        ```waymark
        query: airports
        near-airport: EGTF
        within: 40nm
        title: \(marker) two
        ```

        - item

          ```waymark
          map: airports
          route: EGTF LFMD
          title: \(marker) three
          ```
        """
    }

    @Test func aPageWithThreeQueryBlocksIsParsedOnceAndEachQueryRunsOncePerBuild() async throws {
        let site = try IncrementalSite("aviation")
        let marker = "parse-once-\(UUID().uuidString)"
        try Data(Self.report(marker).utf8).write(to: URL(fileURLWithPath: site.site + "/reports/parsed-once.md"))
        let titles = ["one", "two", "three"].map { "\(marker) \($0)" }
        WorkCounter.parses.watch(marker)
        for title in titles { WorkCounter.queries.watch(title) }
        let files = await site.buildFresh()
        let parses = WorkCounter.parses.stop(marker)
        let queries = titles.map { WorkCounter.queries.stop($0) }
        #expect(files["(diagnostics)"] == nil)
        let html = try #require(files["reports/parsed-once/index.html"].map { String(decoding: $0, as: UTF8.self) })
        #expect(html.components(separatedBy: "<figure class=\"waymark-query\">").count == 4)
        #expect(files["reports/parsed-once/map-1.geojson"] != nil && files["reports/parsed-once/map-3.geojson"] != nil)
        #expect(files["reports/parsed-once.md"] != nil && files["reports/parsed-once-map-3.svg"] != nil)
        #expect(parses == 1)
        #expect(queries == [1, 1, 1])
    }

    @Test func theOneParseFilledWithTheBlocksIsWhatTheRendererWrites() throws {
        let renderer = MarkdownRenderer()
        let body = """
        # Title

        See [about](/about/) and ![map](/img/map.png "m").

        ```waymark
        map: airports
        ```

        | a | b |
        |---|---|
        | 1 | 2 |

        - [x] done
        - [ ] todo

        > ```waymark
        > query: airports
        > ```

        ```swift
        let waymark = 1
        ```

        Text that mentions waymark-gap-0- and <!--waymark-gap-1--> in prose.

        ## Title
        """
        let parsed = renderer.parse(body, rootPrefix: "../", blockLanguage: "waymark")
        #expect(parsed.blocks.map(\.line) == [5, 16])
        #expect(parsed.segments.count == 3)
        let fills = ["<figure>first</figure>\n", "<figure>second</figure>\n"]
        var index = 0
        let rendered = renderer.render(body, rootPrefix: "../", fencedBlocks: { block in
            guard block.language == "waymark" else { return nil }
            defer { index += 1 }
            return fills[index]
        })
        #expect(parsed.html(filling: fills) == rendered)
        #expect(parsed.links == renderer.siteLinks(in: body))
        #expect(parsed.headings.map(\.id) == ["title", "title-1"])
        #expect(!parsed.html(filling: fills).contains("waymark-gap-2"))
    }

    @Test func aPageFingerprintChangesWhenWhatItsBlocksReadChangesAndNotOtherwise() throws {
        let theme = try #require(Theme.load(overrides: [:], overrideFolder: "Templates").theme)
        let body = "Intro.\n\n```waymark\nmap: airports\nnear-airport: EGTF\nwithin: 30nm\n```\n"
        func page(_ body: String) -> ContentPage {
            ContentPage(kind: .report, sourcePath: "reports/q.md", displayPath: "site/reports/q.md",
                        frontMatter: PageFrontMatter(title: "Q"), body: body, bodyLine: 4,
                        outputPath: OutputPath(trusted: ["reports", "q", "index.html"]))
        }
        func fingerprint(_ page: ContentPage, airports: [Airport], places: [Place] = []) -> UInt64? {
            let discovery = DiscoveryIndex(announcements: [], charters: [], airports: airports, places: places)
            let site = SiteContent(config: SiteConfig(title: "T", baseURL: "https://example.org/"), pages: [page],
                                   theme: theme, today: QueryBlockWorld.context.today, siteFolder: "/nowhere",
                                   displayFolder: "site", io: .local, discovery: discovery)
            return MarkdownPagesGenerator().plan(site).jobs.first { $0.path.description == "reports/q/index.html" }?.fingerprint
        }
        let airports = [QueryBlockWorld.airport("EGTF", 51.3481, -0.5589), QueryBlockWorld.airport("EGLL", 51.4706, -0.4619),
                        QueryBlockWorld.airport("LFMD", 43.5420, 6.9535, country: "FR")]
        let base = fingerprint(page(body), airports: airports)
        #expect(base != nil)
        // The same inputs, or data the block does not read (a place; an airport far outside its range).
        #expect(fingerprint(page(body), airports: airports) == base)
        #expect(fingerprint(page(body), airports: airports,
                            places: [Place(name: "Elsewhere", slug: "elsewhere", location: QueryBlockWorld.here)]) == base)
        #expect(fingerprint(page(body), airports: airports + [QueryBlockWorld.airport("LFPG", 49.0097, 2.5479, country: "FR")]) == base)
        // An airport moved into range, one in range of another type, or the block's own text.
        let moved = [airports[0], airports[1], QueryBlockWorld.airport("LFMD", 51.30, -0.50, country: "FR")]
        #expect(fingerprint(page(body), airports: moved) != base)
        let retyped = [airports[0], QueryBlockWorld.airport("EGLL", 51.4706, -0.4619, type: "large_airport"), airports[2]]
        #expect(fingerprint(page(body), airports: retyped) != base)
        #expect(fingerprint(page(body.replacingOccurrences(of: "30nm", with: "10nm")), airports: airports) != base)
        #expect(fingerprint(page("Other intro.\n" + body), airports: airports) != base)
    }

    /// Planning a page with blocks, fingerprint and all, writes no block's HTML and draws no map:
    /// the page's render does, once per block.
    @Test func planningAPageRendersNoneOfItsBlocks() throws {
        let theme = try #require(Theme.load(overrides: [:], overrideFolder: "Templates").theme)
        let marker = "plan-renders-nothing-\(UUID().uuidString)"
        let body = "Intro.\n\n```waymark\nmap: airports\nnear-airport: EGTF\nwithin: 30nm\ntitle: \(marker)\n```\n"
        let page = ContentPage(kind: .report, sourcePath: "reports/q.md", displayPath: "site/reports/q.md",
                               frontMatter: PageFrontMatter(title: "Q"), body: body, bodyLine: 4,
                               outputPath: OutputPath(trusted: ["reports", "q", "index.html"]))
        let discovery = DiscoveryIndex(announcements: [], charters: [], airports: [
            QueryBlockWorld.airport("EGTF", 51.3481, -0.5589), QueryBlockWorld.airport("EGLL", 51.4706, -0.4619)], places: [])
        let site = SiteContent(config: SiteConfig(title: "T", baseURL: "https://example.org/"), pages: [page],
                               theme: theme, today: QueryBlockWorld.context.today, siteFolder: "/nowhere",
                               displayFolder: "site", io: .local, discovery: discovery)
        WorkCounter.blockRenders.watch(marker)
        defer { WorkCounter.blockRenders.stop(marker) }
        let job = try #require(MarkdownPagesGenerator().plan(site).jobs.first { $0.path.description == "reports/q/index.html" })
        #expect(job.fingerprint != nil)
        #expect(WorkCounter.blockRenders.count(marker) == 0)
        let html = String(decoding: try job.render(RenderEnvironment(site: site, navigation: [], feedLinks: [])), as: UTF8.self)
        #expect(WorkCounter.blockRenders.count(marker) == 1)
        #expect(html.contains("<svg"))
    }

    @Test func theFrontMatterSplitWorksOnBytesAndKeepsLoneCarriageReturns() throws {
        let text = "\u{FEFF}---\r\ntitle: A\r\nsummary: é\n--- \t\r\nline1\r\nline2\rX\r\n\r\n"
        let split = try FrontMatterSplit.split(SourceFile(path: "p.md", text: text)).get()
        #expect(split.yaml == "title: A\nsummary: é")
        #expect(split.body == "line1\nline2\rX\n\n")
        #expect(split.bodyLine == 5)
        let source = SourceFile(path: "p.md", text: text)
        #expect(source.line(3) == "summary: é")
        #expect(source.line(6) == "line2\rX")
        #expect(source.line(8) == "")
        #expect(source.line(9) == nil)
        #expect(source.lines(upTo: 2) == ["\u{FEFF}---", "title: A"])
        let unclosed = FrontMatterSplit.split(SourceFile(path: "p.md", text: "---\ntitle: A\n"))
        #expect((try? unclosed.get()) == nil)
        let ending = try FrontMatterSplit.split(SourceFile(path: "p.md", text: "---\ntitle: A\n---")).get()
        #expect(ending.body == "" && ending.bodyLine == 4)
    }
}
