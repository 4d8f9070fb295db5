import Testing
import WaymarkConfig
import WaymarkCore
import WaymarkModel
import WaymarkOutput
@testable import WaymarkPages
@testable import WaymarkRender
import WaymarkTheme

/// A Markdown page's job is fingerprinted by the hash of its typed model (``MarkdownPageModel``,
/// ``PageJob/fingerprint(template:path:rootOverride:model:)``): every edit of an input that changes
/// a page's bytes changes its fingerprint, and an edit that leaves its bytes alone leaves it alone,
/// so `--cache` and `serve` neither keep a stale page nor render an unchanged one again.
@Suite struct MarkdownPageModelTests {
    static let date = CalendarDate(year: 2026, month: 1, day: 2)

    /// A home page, a list with two pages (one paged list of one item a page), a page and a report.
    static func pages() -> [ContentPage] {
        func page(_ kind: ContentPage.Kind, _ source: String, _ output: [String], _ matter: PageFrontMatter,
                  body: String = "Text *one*.\n") -> ContentPage {
            ContentPage(kind: kind, sourcePath: source, displayPath: "site/\(source)", frontMatter: matter, body: body,
                        bodyLine: 4, outputPath: OutputPath(trusted: output))
        }
        var list = PageFrontMatter(title: "Guides", summary: "All of them")
        list.paginate = 1
        return [
            page(.home, "pages/_index.md", ["index.html"], PageFrontMatter(title: "Home")),
            page(.list, "pages/guides/_index.md", ["guides", "index.html"], list),
            page(.page, "pages/guides/a.md", ["guides", "a", "index.html"],
                 PageFrontMatter(title: "A", date: date, summary: "About A", weight: 1)),
            page(.page, "pages/guides/b.md", ["guides", "b", "index.html"], PageFrontMatter(title: "B", weight: 2)),
            page(.page, "pages/about.md", ["about", "index.html"], PageFrontMatter(title: "About")),
            page(.report, "reports/r.md", ["reports", "r", "index.html"], PageFrontMatter(title: "R", date: date)),
        ]
    }

    /// Each page's fingerprint and bytes, by output path, of the site made of `pages`.
    static func built(_ pages: [ContentPage]) throws -> [String: (fingerprint: UInt64?, bytes: [UInt8])] {
        let theme = try #require(Theme.load(overrides: [:], overrideFolder: "Templates").theme)
        let site = SiteContent(config: SiteConfig(title: "T", baseURL: "https://example.org/"), pages: pages, theme: theme,
                               today: PetsChartersFixture.today, siteFolder: "/nowhere", displayFolder: "site", io: .local)
        let plan = MarkdownPagesGenerator().plan(site)
        #expect(plan.diagnostics.isEmpty)
        let environment = RenderEnvironment(site: site, navigation: [], feedLinks: [])
        var built: [String: (UInt64?, [UInt8])] = [:]
        for job in plan.jobs where job.isPage { built[job.path.description] = (job.fingerprint, try job.render(environment)) }
        return built
    }

    /// One input changed on its own: what, and the pages.
    static func edits() -> [(String, [ContentPage])] {
        func edited(_ what: String, _ index: Int, _ edit: (inout ContentPage) -> Void) -> (String, [ContentPage]) {
            var pages = pages()
            edit(&pages[index])
            return (what, pages)
        }
        func body(_ text: String, _ page: ContentPage) -> ContentPage {
            ContentPage(kind: page.kind, sourcePath: page.sourcePath, displayPath: page.displayPath, frontMatter: page.frontMatter,
                        body: text, bodyLine: page.bodyLine, outputPath: page.outputPath)
        }
        return [
            edited("a listed page's title", 2) { $0.frontMatter.title = "A2" },
            edited("a listed page's date", 2) { $0.frontMatter.date = CalendarDate(year: 2026, month: 1, day: 3) },
            edited("a listed page's summary", 2) { $0.frontMatter.summary = nil },
            edited("a listed page's weight (the list's order)", 2) { $0.frontMatter.weight = 3 },
            edited("a page's body", 4) { $0 = body("Text *two*.\n", $0) },
            edited("a page's template", 4) { $0.frontMatter.template = "report" },
            edited("a report's title", 5) { $0.frontMatter.title = "R2" },
            edited("the list's summary", 1) { $0.frontMatter.summary = "Some of them" },
            edited("the list's page size", 1) { $0.frontMatter.paginate = 2 },
            edited("the home page's body", 0) { $0 = body("Welcome.\n", $0) },
            edited("a page's draft flag, which no page shows", 4) { $0.frontMatter.draft = true },
            edited("a page's body line, which no page shows", 4) { $0.bodyLine = 9 },
        ]
    }

    @Test func aPagesFingerprintChangesExactlyWhenItsBytesDo() throws {
        let base = try Self.built(Self.pages())
        #expect(base.count == 9) // with guides/page/2/, the reports list and 404.html
        #expect(base.values.allSatisfy { $0.fingerprint != nil })
        var changed = 0
        for (what, pages) in Self.edits() {
            let edited = try Self.built(pages)
            for (path, page) in edited {
                guard let before = base[path] else { continue }
                let bytesChanged = before.bytes != page.bytes
                if bytesChanged { changed += 1 }
                #expect((before.fingerprint != page.fingerprint) == bytesChanged,
                        "\(what): \(path) \(bytesChanged ? "changed" : "is unchanged") but its fingerprint \(bytesChanged ? "did not" : "did")")
            }
        }
        #expect(changed >= 12)
        // Planned again from the same input, every fingerprint is the same.
        let again = try Self.built(Self.pages())
        #expect(again.mapValues(\.fingerprint) == base.mapValues(\.fingerprint))
    }

    /// The fingerprint is the hash of the model as its template reads it: the same model at another
    /// path, or read by another template, is another fingerprint.
    @Test func theFingerprintIsTheModelsPathAndTemplate() throws {
        let model = NotFoundPageModel(page: .init(title: "Gone"))
        let path = OutputPath(trusted: ["404.html"])
        let base = try PageJob.fingerprint(template: "404", path: path, rootOverride: "/", model: model)
        #expect(try PageJob.fingerprint(template: "404", path: path, rootOverride: "/", model: model) == base)
        let others = [
            try PageJob.fingerprint(template: "404", path: path, rootOverride: "/", model: NotFoundPageModel(page: .init(title: "Lost"))),
            try PageJob.fingerprint(template: "page", path: path, rootOverride: "/", model: model),
            try PageJob.fingerprint(template: "404", path: OutputPath(trusted: ["x", "404.html"]), rootOverride: "/", model: model),
            try PageJob.fingerprint(template: "404", path: path, rootOverride: "/site/", model: model),
        ]
        #expect(Set(others + [base]).count == 5)
    }
}
