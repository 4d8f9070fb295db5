import Foundation
import Testing
import WaymarkConfig
import WaymarkDiscovery
import WaymarkModel
@testable import WaymarkPages
@testable import WaymarkRender
@testable import WaymarkSite
@testable import WaymarkTheme

/// Query blocks link charters and announcements through ``RecordPagePaths``, the definition the
/// generators write pages with: every link resolves to a page of the build, and private or unlisted
/// charters are never linked. Built from a copy of `pets-charters` with a page of several blocks.
@Suite struct QueryBlockLinkTests {
    static let finder = """
        ---
        title: Finder
        ---
        Every public charter since January.

        ```waymark
        map: charters
        from: 2026-01-01
        show: [map, table, list]
        ```

        Only a table here.

        ```waymark
        query: charters
        show: [table]
        ```

        Every announcement, closed ones included.

        ```waymark
        map: announcements
        status: [lost, found, closed]
        show: [map, table, list]
        ```

        """

    /// The fixture with `pages/finder.md`, built once for the suite's tests.
    static let finderSite = Task { try await build() }

    /// The fixture with `pages/finder.md`, built in memory; its files by path.
    static func build() async throws -> (files: [String: [UInt8]], result: BuildResult) {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let site = folder.appending("site")
        try FileManager.default.copyItem(atPath: RepositoryPaths.fixtureSite("pets-charters"), toPath: site)
        try Data(finder.utf8).write(to: URL(fileURLWithPath: site + "/pages/finder.md"))
        let result = await PetsChartersFixture.build(siteFolder: site).result
        var files: [String: [UInt8]] = [:]
        for file in result.files { files[file.path.description] = file.bytes }
        return (files, result)
    }

    @Test func everyLinkOfAQueryBlockLeadsToAPageOfTheBuild() async throws {
        let (files, result) = try await Self.finderSite.value
        #expect(result.succeeded)
        #expect(!result.diagnostics.contains { $0.message.contains("finder") })
        let html = String(decoding: try #require(files["finder/index.html"]), as: UTF8.self)
        var recordLinks = 0
        for link in LinkExtractor.links(in: html) {
            guard let target = LinkExtractor.resolve(link, from: "finder/index.html") else { continue }
            #expect(files[target] != nil, "finder links \(link), which the build does not write")
            if target.hasPrefix("charters/") || target.hasPrefix("pets/announcements/") { recordLinks += 1 }
        }
        #expect(recordLinks > 10)
        #expect(html.contains("../charters/sail-past/index.html"), "a past public charter is linked")
        #expect(html.contains("../pets/announcements/closed-cat/index.html"), "a closed announcement keeps its page")
        for hidden in ["sail-unlisted", "Secret cove", "sail-private", "Owners only"] {
            #expect(!html.contains(hidden))
            for path in ["finder/map-1.geojson", "finder/map-3.geojson"] {
                #expect(!String(decoding: files[path] ?? [], as: UTF8.self).contains(hidden), "\(hidden) in \(path)")
            }
        }
    }

    @Test func severalBlocksOnAPageWriteNumberedGeoJSONFiles() async throws {
        let (files, _) = try await Self.finderSite.value
        // Block 2 shows only a table: no map, no file, and the numbers keep the blocks' order.
        #expect(files.keys.filter { $0.hasPrefix("finder/") }.sorted() == ["finder/index.html", "finder/map-1.geojson", "finder/map-3.geojson"])
        let html = String(decoding: try #require(files["finder/index.html"]), as: UTF8.self)
        let links = MapGeoJSONTests.geoJSONLinks(html)
        #expect(links.visible == ["../finder/map-1.geojson", "../finder/map-3.geojson"])
        #expect(links.head == links.visible)
        #expect(html.contains("title=\"Map data (GeoJSON), block 3\""))

        let charters = try GeoJSONReader.read(files["finder/map-1.geojson"], "finder/map-1.geojson")
        #expect(charters.features.compactMap { $0.text("id") }.sorted()
                == ["fiji-east", "fiji-west", "sail-geocoded", "sail-ongoing", "sail-past", "sail-upcoming"])
        for feature in charters.features {
            let id = try #require(feature.text("id"))
            #expect(feature.id == PetsChartersFixture.baseURL + "charters/\(id)/")
            #expect(feature.text("url") == feature.id)
            #expect(feature.text("kind") == "charter")
        }
        let pets = try GeoJSONReader.read(files["finder/map-3.geojson"], "finder/map-3.geojson")
        let statuses = Dictionary(pets.features.map { ($0.text("id") ?? "", $0.text("status") ?? "") }, uniquingKeysWith: { a, _ in a })
        #expect(statuses["closed-cat"] == "closed")
        #expect(statuses["script-pet"] == "lost")
        #expect(pets.features.first { $0.text("id") == "script-pet" }?.text("name") == "<script>alert(1)</script>")
    }

    /// The link source itself: for every record, a link exactly when ``RecordPagePaths`` says other
    /// pages may link to it, and that page is written by the build.
    @Test func theQueryContextLinksExactlyThePagesTheGeneratorsWrite() async throws {
        let site = await SharedBuilds.petsChartersSite()
        var data = try #require(site.result.data)
        var secret = try #require(data.charters.first { $0.id == "sail-upcoming" })
        secret.id = "sail-private"
        secret.visibility = .private
        data.charters.append(secret)
        let theme = try #require(Theme.load(overrides: [:], overrideFolder: "Templates").theme)
        let content = SiteContent(config: SiteConfig(title: "T", baseURL: PetsChartersFixture.baseURL), pages: [], theme: theme,
                                  today: PetsChartersFixture.today, siteFolder: "/nowhere", displayFolder: "site", io: .local, data: data)
        let context = QueryBlockContext(site: content, settings: AirportSiteSettings())
        for charter in data.charters {
            let link = context.pageLink(.charters, charter.id)
            #expect(link == (charter.visibility == .public ? "charters/\(charter.id)/" : nil), "\(charter.id)")
            if let link { #expect(site.files[link + "index.html"] != nil, "\(link) is written") }
            #expect(link == RecordPagePaths.linkableCharter(charter))
        }
        #expect(context.pageLink(.charters, "sail-unlisted") == nil)
        #expect(context.pageLink(.charters, "sail-private") == nil)
        for announcement in data.announcements {
            let link = try #require(context.pageLink(.announcements, announcement.id))
            #expect(link == "pets/announcements/\(announcement.id)/")
            #expect(site.files[link + "index.html"] != nil)
        }
        #expect(context.pageLink(.charters, "no-such-charter") == nil)
        #expect(context.pageLink(.announcements, "no-such-pet") == nil)
        // The generators write their pages where RecordPagePaths says.
        for charter in data.charters {
            #expect((site.files["charters/\(charter.id)/index.html"] != nil) == (RecordPagePaths.charter(charter) != nil), "\(charter.id)")
        }
    }
}
