import Foundation
import Testing
import WaymarkModel
@testable import WaymarkSite

/// A French site names species and statuses in French wherever a reader meets them — titles,
/// cards, facts, map pins and descriptions, query blocks, JSON Feed, Atom and GeoJSON titles and
/// tags — while an unknown species, breeds and colours stay as written (docs/i18n.md).
@Suite struct FrenchPetsTests {
    /// The `pets-charters` fixture with `language: fr`, two unnamed pets (one of a species the
    /// catalogue does not name) and a report with an announcements block, built in memory.
    static let site = Task { () throws -> PetsChartersFixture in
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let root = folder.appending("site")
        try FileManager.default.copyItem(atPath: RepositoryPaths.fixtureSite("pets-charters"), toPath: root)
        let config = root + "/site.yml"
        let text = try String(contentsOfFile: config, encoding: .utf8)
        try text.replacingOccurrences(of: "\nlanguage: en\n", with: "\nlanguage: fr\n").write(toFile: config, atomically: true, encoding: .utf8)
        let pets = root + "/data/announcements/pets.yml"
        try (try String(contentsOfFile: pets, encoding: .utf8) + """
            - id: unnamed-cat
              status: found
              species: Cat
              breed: tabby
              color: black and white
              date: 2026-05-22
              latitude: 59.302
              longitude: 18.002
            - id: axolotl-lost
              status: lost
              species: axolotl
              date: 2026-05-21
              latitude: 59.305
              longitude: 18.0

            """).write(toFile: pets, atomically: true, encoding: .utf8)
        try TemporaryFolder.write(["reports/pets.md": """
            ---
            title: Animaux
            ---
            ```waymark
            map: announcements
            near-place: harbour
            within: 10km
            show: [map, table, list]
            title: Autour du port
            ```

            """], under: root)
        return await PetsChartersFixture.build(siteFolder: root)
    }

    static func built() async throws -> PetsChartersFixture {
        let site = try await site.value
        #expect(!site.result.diagnostics.contains { $0.severity == .error }, "\(site.result.diagnostics)")
        return site
    }

    @Test func pagesAndCardsNameSpeciesAndStatusInFrench() async throws {
        let site = try await Self.built()
        let mimi = site.text("pets/announcements/inside-lost/index.html")
        #expect(mimi.contains("<title>Perdu\u{A0}: chat Mimi"))
        #expect(mimi.contains("<dt>Espèce</dt> <dd>chat</dd>"))
        let cat = site.text("pets/announcements/unnamed-cat/index.html")
        #expect(cat.contains("<title>Trouvé\u{A0}: chat"))
        #expect(cat.contains("<dt>Race</dt> <dd>tabby</dd>") && cat.contains("<dt>Couleur</dt> <dd>black and white</dd>"), "breed and colour as written")
        #expect(cat.contains("Où l’animal (chat) a été trouvé"), "the map's title")
        #expect(site.text("pets/announcements/axolotl-lost/index.html").contains("<title>Perdu\u{A0}: axolotl"), "an unknown species as written")
        #expect(site.text("pets/announcements/geocoded-found/index.html").contains("<dt>Espèce</dt> <dd>lapin</dd>"))

        let harbour = site.text("pets/harbour/index.html")
        // A row gives species and colour; the breed is on the announcement's page.
        #expect(harbour.contains("<p class=\"meta\">chat · black and white · <time datetime="))
        #expect(harbour.contains("<p class=\"meta\">chien") && harbour.contains("<p class=\"meta\">axolotl"))
        let titles = site.svgs(in: "pets/harbour/index.html").flatMap { SVGMapReader($0).titles }
        // Pins are titled "<title> (<legend row>)"; the two unnamed pets share a cluster badge.
        #expect(titles.contains("Perdu\u{A0}: chat Mimi (Perdus)") && titles.contains("Trouvé\u{A0}: chien Rex (Trouvés)"))
        #expect(titles.contains { $0.hasSuffix(": Perdu\u{A0}: axolotl, Trouvé\u{A0}: chat") })

        // No English species or status word is left where a reader reads.
        for path in ["pets/index.html", "pets/harbour/index.html", "pets/announcements/inside-lost/index.html",
                     "pets/announcements/unnamed-cat/index.html", "reports/pets/index.html"] {
            let text = SwedishSiteTests.uiText(site.text(path))
            for word in ["cat", "Cat", "dog", "rabbit", "bird", "Lost", "lost", "Found", "found"] {
                #expect(!SwedishSiteTests.containsWord(text, word), "\(word) in \(path)")
            }
        }
    }

    @Test func queryBlocksNameSpeciesAndStatusInFrench() async throws {
        let site = try await Self.built()
        let report = site.text("reports/pets/index.html")
        #expect(report.contains("<td>chat</td>"), "the species column")
        #expect(report.contains(">chat</a>"), "an unnamed pet is called by its species")
        #expect(report.contains("<td>perdu</td>") && report.contains("<td>axolotl</td>"))
        let blockBytes = try #require(site.files["reports/pets/map-1.geojson"])
        let block = try #require(GeoJSONReader(blockBytes))
        #expect(block.features.contains { $0.text("id") == "unnamed-cat" && $0.text("name") == "chat" })
    }

    @Test func feedsTitleAndTagEntriesInFrench() async throws {
        let site = try await Self.built()
        let feed = try PetsChartersFeedTests.json(site, "pets/harbour/feed.json")
        let items = try #require(feed["items"] as? [[String: Any]])
        let mimi = try #require(items.first { ($0["id"] as? String)?.hasSuffix("/inside-lost/") == true })
        #expect(mimi["title"] as? String == "Perdu\u{A0}: chat Mimi")
        #expect(mimi["tags"] as? [String] == ["perdu", "chat"])
        let cat = try #require(items.first { ($0["id"] as? String)?.hasSuffix("/unnamed-cat/") == true })
        #expect(cat["tags"] as? [String] == ["trouvé", "chat"])
        #expect((cat["summary"] as? String)?.hasPrefix("Trouvé\u{A0}: chat, tabby, black and white") == true)
        let axolotl = try #require(items.first { ($0["id"] as? String)?.hasSuffix("/axolotl-lost/") == true })
        #expect(axolotl["tags"] as? [String] == ["perdu", "axolotl"])

        let atomBytes = try #require(site.files["pets/harbour/feed.atom"])
        let atom = AtomReader(atomBytes)
        #expect(atom.entries.contains { $0.title == "Trouvé\u{A0}: chat" })
        #expect(site.text("pets/harbour/feed.atom").contains("<category term=\"chat\"></category>"))

        // GeoJSON: titles and names in French; `status` and `species` keep the data's values for programs.
        let mapBytes = try #require(site.files["pets/harbour/map.geojson"])
        let map = try #require(GeoJSONReader(mapBytes))
        let feature = try #require(map.features.first { $0.text("id") == "unnamed-cat" })
        #expect(feature.text("title") == "Trouvé\u{A0}: chat" && feature.text("name") == "chat")
        #expect(feature.text("status") == "found" && feature.text("species") == "Cat")
    }
}
