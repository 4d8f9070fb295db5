import Foundation
import Testing
@testable import WaymarkCore
import WaymarkModel
@testable import WaymarkOutput
@testable import WaymarkPages
@testable import WaymarkRender
@testable import WaymarkSite

/// `waymark serve`'s incremental builds: a builder with a `RenderCache`, a `ContentPageCache` and
/// a `DataStageCache` must give, after any edit, exactly the files a fresh full build gives — byte for byte.
@Suite struct IncrementalBuildTests {
    /// One edit of a site and what it must show.
    struct Edit: CustomTestStringConvertible, Sendable {
        var fixture: String
        var file: String
        var old: String
        var new: String
        /// An output file and a text it must contain after the edit.
        var shows: (path: String, text: String)
        /// Whether files rendered before the edit may be reused after it (false: everything renders).
        var reuses: Bool
        var testDescription: String { "\(fixture): \(file) \(old) → \(new)" }
    }

    static let edits: [Edit] = [
        // Without a menu in site.yml the navigation lists the top-level pages by title, so every page changes.
        Edit(fixture: "basic", file: "pages/about.md", old: "title: About <us>", new: "title: About them <us>",
             shows: ("index.html", "About them &lt;us&gt;"), reuses: false),
        Edit(fixture: "basic", file: "pages/about.md", old: "weight: 1\n---\n", new: "weight: 1\n---\nA new first line.\n",
             shows: ("about/index.html", "A new first line."), reuses: true),
        Edit(fixture: "basic", file: "pages/guides/first-steps.md", old: "title: First steps", new: "title: First strides",
             shows: ("guides/index.html", "First strides"), reuses: true),
        // The sitemap (kept between builds while its entries stay the same) shows the new date.
        Edit(fixture: "basic", file: "pages/guides/first-steps.md", old: "date: 2025-01-15", new: "date: 2025-02-16",
             shows: ("sitemap.xml", "2025-02-16"), reuses: true),
        Edit(fixture: "basic", file: "reports/2025-q1.md", old: "title: Q1 2025", new: "title: First quarter 2025",
             shows: ("reports/index.html", "First quarter 2025"), reuses: true),
        Edit(fixture: "basic", file: "site.yml", old: "title: Basic &", new: "title: Renamed &",
             shows: ("contact/index.html", "Renamed &amp;"), reuses: false),
        Edit(fixture: "basic", file: "Templates/partials/footer.mustache", old: "Fixture footer", new: "Edited footer",
             shows: ("404.html", "Edited footer"), reuses: false),
        Edit(fixture: "aviation", file: "data/airports/airports.csv", old: "London Heathrow Airport",
             new: "London Heathrow Edited Airport", shows: ("reports/nearby/index.html", "Heathrow Edited"), reuses: true),
        Edit(fixture: "aviation", file: "reports/nearby.md", old: "nearest: 5", new: "nearest: 3",
             shows: ("reports/nearby/index.html", "nearby"), reuses: true),
        // Multilingual sites (docs/i18n.md): a folder translation, a file-name translation, a
        // language's own title in site.yml, and a record's Swedish text.
        Edit(fixture: "multilingual-map", file: "pages/sv/guides/knots.md", old: "title: Knopar", new: "title: Knutar",
             shows: ("sv/guides/index.html", "Knutar"), reuses: true),
        Edit(fixture: "multilingual-map", file: "pages/about.sv.md", old: "En liten hamn", new: "En mycket liten hamn",
             shows: ("sv/about/index.html", "En mycket liten hamn"), reuses: true),
        Edit(fixture: "multilingual-map", file: "site.yml", old: "title: Hamnen", new: "title: Hamnen i sol",
             shows: ("sv/guides/knots/index.html", "Hamnen i sol"), reuses: false),
        Edit(fixture: "multilingual", file: "data/announcements/pets.yml", old: "Cirka 5 km norr om hamnen.",
             new: "Cirka fem km norr om hamnen.", shows: ("sv/pets/announcements/inside-lost/index.html", "Cirka fem km"), reuses: true),
    ]

    @Test(arguments: edits)
    func cachedRebuildAfterAnEditGivesTheFilesOfAFreshBuild(_ edit: Edit) async throws {
        let site = try IncrementalSite(edit.fixture)
        let before = await site.buildCached()
        #expect(before["(diagnostics)"] == nil)
        #expect(before == (await site.buildFresh()))
        // A rebuild without changes renders only what has no fingerprint.
        _ = await site.buildCached()
        #expect(site.renderCache.lastReusedCount > 0)
        #expect(site.contentCache.lastReusedCount > 0)

        try site.edit(edit.file, replacing: edit.old, with: edit.new)
        let cached = await site.buildCached()
        let fresh = await site.buildFresh()
        #expect(cached["(diagnostics)"] == nil)
        #expect(cached.keys.sorted() == fresh.keys.sorted())
        for (path, bytes) in fresh where cached[path] != bytes {
            Issue.record("\(path) differs from a fresh build after editing \(edit.file)")
        }
        #expect(cached != before)
        let shown = cached[edit.shows.path].map { String(decoding: $0, as: UTF8.self) } ?? ""
        #expect(shown.contains(edit.shows.text), "\(edit.shows.path) should show \(edit.shows.text)")
        #expect((site.renderCache.lastReusedCount > 0) == edit.reuses)
        // The data phase is reused unless data/ or site.yml changed; the charter, pet and airport
        // plans too, unless the theme changed as well.
        let dataChanged = edit.file.hasPrefix("data/") || edit.file == "site.yml"
        #expect(site.dataCache.lastReusedStage == !dataChanged)
        let languages = edit.fixture.hasPrefix("multilingual") ? 2 : 1
        #expect(site.dataCache.lastReusedPlanCount == (dataChanged || edit.file.hasPrefix("Templates/") ? 0 : 3 * languages))
    }

    @Test func dataPagesAreReusedWhenOnlyAMarkdownPageChanges() async throws {
        let site = try IncrementalSite("aviation")
        try Data("---\ntitle: Plain\n---\nNo queries here.\n".utf8).write(to: URL(fileURLWithPath: site.site + "/pages/plain.md"))
        let before = await site.buildCached()
        let airportFiles = before.keys.filter { $0.hasPrefix("airports/") }.count
        #expect(airportFiles > 10)
        try site.edit("pages/plain.md", replacing: "No queries here.", with: "Still no queries.")
        let cached = await site.buildCached()
        #expect(cached == (await site.buildFresh()))
        // Only what has no fingerprint (sitemap parts, robots.txt, query-block GeoJSON) and the edited
        // page render again; every airport page comes from the cache.
        #expect(site.renderCache.lastRenderedCount < airportFiles)
        #expect(site.renderCache.lastReusedCount >= airportFiles)
    }

    @Test func everyMarkdownPageHasAFingerprintThoseWithQueryBlocksToo() async throws {
        let site = try IncrementalSite("aviation")
        try Data("---\ntitle: Plain\n---\nNo queries here.\n".utf8).write(to: URL(fileURLWithPath: site.site + "/pages/plain.md"))
        _ = await site.buildCached()
        let options = BuildOptions(siteFolder: site.site, outputFolder: site.folder.appending("out"),
                                   today: FixtureBuild.today, mode: .validate, displayFolder: "site")
        let loaded = SiteLoader(io: .local, siteFolder: options.siteFolder, displayFolder: "site").load()
        let content = try SiteContent(config: #require(loaded.config), pages: loaded.pages, theme: #require(loaded.theme),
                                      today: options.today, siteFolder: site.site, displayFolder: "site", io: .local)
        let jobs = MarkdownPagesGenerator().plan(content).jobs
        let byPath = Dictionary(jobs.map { ($0.path.description, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(byPath["reports/nearby/index.html"]?.fingerprint != nil)
        #expect(byPath["plain/index.html"]?.fingerprint != nil)
        #expect(byPath["404.html"]?.fingerprint != nil)
    }

    @Test func stableHashIsFNV1a64AndSeparatesFields() {
        var empty = StableHash()
        empty.combine(byte: 0x61)
        #expect(empty.value == 0xaf63_dc4c_8601_ec8c) // FNV-1a 64 of "a"
        var ab = StableHash(), a = StableHash()
        ab.combine("ab"); ab.combine("c")
        a.combine("a"); a.combine("bc")
        #expect(ab.value != a.value)
    }

    @Test func aThemeFolderGivesTheEmbeddedThemeBytesAndItsEditsShow() async throws {
        let site = try IncrementalSite("basic", copyTheme: true)
        let fromFolder = await site.buildCached()
        #expect(fromFolder["(diagnostics)"] == nil)
        // The repository's Templates/ is the embedded theme's source, so the bytes are the same.
        #expect(fromFolder == (await site.buildFresh(themeFolder: .some(nil))))

        try site.edit("Templates/base.mustache", replacing: "<body", with: "<!-- theme edited -->\n<body")
        let edited = await site.buildCached()
        #expect(edited == (await site.buildFresh()))
        #expect(site.renderCache.lastReusedCount == 0)
        let home = String(decoding: edited["index.html"] ?? [], as: UTF8.self)
        #expect(home.contains("<!-- theme edited -->"))
    }
}
