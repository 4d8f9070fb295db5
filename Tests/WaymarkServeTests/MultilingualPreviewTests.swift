import Foundation
import Testing
import WaymarkModel
import WaymarkPages
@testable import WaymarkServe
import WaymarkSite

/// `waymark serve` of a multilingual site (docs/i18n.md, "Multilingual sites"): the render cache
/// works per language, so an edit renders again only the pages it affects, in each language, and
/// the data pages of every language come from the cache.
@Suite struct MultilingualPreviewTests {
    private static let siteFiles: [String: String] = [
        "site/site.yml": """
        baseURL: https://example.org/
        languages:
          en: {title: Harbour, weight: 1}
          sv: {title: Hamnen, weight: 2, menus: {main: [{title: Hem, url: /}, {title: Om oss, url: /about/}]}}
        menus:
          main: [{title: Home, url: /}, {title: About, url: /about/}, {title: Guides, url: /guides/}]

        """,
        "site/pages/_index.md": "---\ntitle: Welcome\n---\nThe harbour.\n",
        "site/pages/sv/_index.md": "---\ntitle: Välkommen\n---\nHamnen.\n",
        "site/pages/about.md": "---\ntitle: About\n---\nA small harbour.\n",
        "site/pages/about.sv.md": "---\ntitle: Om oss\n---\nEn liten hamn.\n",
        "site/pages/guides/_index.md": "---\ntitle: Guides\n---\nHow things are done.\n",
        "site/pages/guides/knots.md": "---\ntitle: Knots\n---\nThe bowline first.\n",
        "site/pages/sv/guides/knots.md": "---\ntitle: Knopar\n---\nPålstek först.\n",
        "site/data/places.yml": "- name: Harbour Point\n  slug: harbour\n  latitude: 59.3\n  longitude: 18.0\n  radiusKm: 10\n  kind: neighbourhood\n",
        "site/data/announcements/pets.yml": """
        - id: mimi
          status: lost
          species: cat
          date: 2025-05-20
          latitude: 59.345
          longitude: 18.0
          description: About 5 km north of the harbour.
          description_sv: Cirka 5 km norr om hamnen.

        """,
    ]

    /// The pages the last rebuild rendered (other files have no fingerprint by design, in one
    /// language as in several: the sitemap and robots.txt are made from the whole plan, static
    /// files are copied).
    private func rendered(_ build: SitePreviewBuild) -> [String] {
        (build.builder.renderCache?.lastRenderedPaths ?? []).filter { $0.hasSuffix(".html") }
    }

    @Test func anEditRendersOnlyTheAffectedPagesInEachLanguage() async throws {
        let root = try TemporaryFolder("waymark-serve-languages")
        defer { root.remove() }
        for (path, text) in Self.siteFiles { try root.write(text, to: path) }
        let build = SitePreviewBuild(siteFolder: root.path + "/site", outputFolder: root.url.appendingPathComponent("out"),
                                     now: "2025-06-01", builder: SiteBuilder(pageKinds: .standard))
        guard case .success(let output, let warnings) = await build.rebuild(.everything) else {
            Issue.record("the first build failed")
            return
        }
        #expect(warnings == [])
        let petPages = rendered(build).filter { $0.contains("pets/") }
        #expect(petPages.contains { $0.hasPrefix("sv/pets/") } && petPages.contains { !$0.hasPrefix("sv/") },
                "the first build renders the data pages of both languages")
        #expect(rendered(build).count > 10)

        func edit(_ path: String, _ text: String) async -> [String] {
            let file = (try? root.write(text, to: path)) ?? ""
            guard case .success = await build.rebuild(ChangeSet(paths: [file])) else { return ["(failed)"] }
            return rendered(build)
        }
        func served(_ path: String) -> String {
            (try? String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)) ?? ""
        }
        // A Swedish page's text: that page alone, in Swedish.
        let first = await edit("site/pages/about.sv.md", "---\ntitle: Om oss\n---\nEn liten hamn vid kusten.\n")
        #expect(first == ["sv/about/index.html"], "\(first)")
        #expect(served("sv/about/index.html").contains("En liten hamn vid kusten."))
        // The English page of the same path: that page alone, in English.
        #expect(await edit("site/pages/about.md", "---\ntitle: About\n---\nA small harbour on the coast.\n") == ["about/index.html"])
        #expect(served("about/index.html").contains("A small harbour on the coast."))
        // A title shown in its section's list: the page and the list, in its language only.
        #expect(await edit("site/pages/sv/guides/knots.md", "---\ntitle: Knutar\n---\nPålstek först.\n") == ["sv/guides/knots/index.html"],
                "sv has no guides list page, so only the page itself")
        #expect(await edit("site/pages/guides/knots.md", "---\ntitle: Knots and hitches\n---\nThe bowline first.\n")
                == ["guides/index.html", "guides/knots/index.html"])
        #expect(served("guides/index.html").contains("Knots and hitches"))
        #expect(served("sv/guides/knots/index.html").contains("Knutar"))
        // A new translation: the new page, and the pages whose alternates and switcher now link to it.
        let added = await edit("site/pages/sv/guides/_index.md", "---\ntitle: Guider\n---\nHur saker görs.\n")
        #expect(added.contains("sv/guides/index.html") && added.contains("guides/index.html"))
        #expect(!added.contains { $0.contains("pets/") || $0.hasPrefix("sv/about/") || $0 == "about/index.html" }, "\(added)")
        #expect(served("guides/index.html").contains("hreflang=\"sv\""))
    }
}
