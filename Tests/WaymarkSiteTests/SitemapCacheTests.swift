import Foundation
import Testing
import WaymarkModel
@testable import WaymarkOutput
import WaymarkPages
@testable import WaymarkRender
@testable import WaymarkSite

/// `--cache` and the sitemap: its files are fingerprinted by every URL and `lastmod` they list
/// (``SiteIndexFiles``), so an edit that changes neither keeps them untouched, and any other edit
/// writes them again, byte for byte as a clean build does — split into an index and parts too.
@Suite struct SitemapCacheTests {
    typealias CachedSite = BuildCacheTests.CachedSite

    /// A build of `site` with the cache, `limit` URLs per sitemap file.
    static func build(_ site: CachedSite, limit: Int) async -> BuildResult {
        await SiteBuilder(pageKinds: .standard, maxURLsPerSitemap: limit).build(site.options(into: site.output, cache: true, today: FixtureBuild.today))
    }

    /// The files of a clean build of `site`, `limit` URLs per sitemap file.
    static func clean(_ site: CachedSite, limit: Int) async throws -> [String: [UInt8]] {
        let folder = site.copy.folder.appending("Clean-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = await SiteBuilder(pageKinds: .standard, maxURLsPerSitemap: limit).build(site.options(into: folder, cache: false, today: FixtureBuild.today))
        try #require(result.wroteOutput, "\(result.diagnostics)")
        return try TemporaryFolder.snapshot(folder)
    }

    static func expectSameAsClean(_ site: CachedSite, limit: Int, _ what: String) async throws {
        let built = try TemporaryFolder.snapshot(site.output)
        let clean = try await clean(site, limit: limit)
        #expect(built.keys.sorted() == clean.keys.sorted(), "\(what)")
        for (path, bytes) in clean where built[path] != bytes { Issue.record("\(path) differs from a clean build: \(what)") }
    }

    /// The stamps of the sitemap files in the output.
    static func stamps(_ site: CachedSite) throws -> [String: OutputStamp] {
        var stamps: [String: OutputStamp] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: site.output) where name.hasPrefix("sitemap") {
            stamps[name] = OutputStamp.of(site.output + "/" + name, io: .local)
        }
        return stamps
    }

    /// With `serve`'s render cache, an unchanged sitemap is handed back as the very arrays of the
    /// last build (so the preview's output sync neither hashes nor writes it), and made again when
    /// an entry changes.
    @Test func serveGetsTheSameSitemapArraysBackWhileTheEntriesStay() throws {
        let site = try PlanInPartsTests.emptySite()
        let environment = RenderEnvironment(site: site, navigation: [], feedLinks: [])
        let cache = RenderCache()
        let index = SiteIndexFiles(config: site.config)
        func page(_ path: String, _ date: CalendarDate?) -> PageJob {
            PageJob(path: OutputPath(trusted: [path, "index.html"]), origin: "test", isPage: true,
                    sitemap: PageJob.SitemapInclusion(lastModified: date)) { _ in [] }
        }
        func sitemap(_ pages: [PageJob]) throws -> [UInt8] {
            let job = try #require(index.jobs(for: pages, cache: cache).first { $0.path.description == "sitemap.xml" })
            return try job.render(environment)
        }
        func sameStorage(_ a: [UInt8], _ b: [UInt8]) -> Bool {
            a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { $0.baseAddress == x.baseAddress } }
        }
        let first = try sitemap([page("a", nil), page("b", PetsChartersFixture.today)])
        let again = try sitemap([page("a", nil), page("b", PetsChartersFixture.today)])
        #expect(sameStorage(first, again))
        let changed = try sitemap([page("a", nil), page("c", PetsChartersFixture.today)])
        #expect(!sameStorage(first, changed))
        #expect(String(decoding: changed, as: UTF8.self).contains("/c/"))
    }

    @Test(arguments: [50_000, 40])
    func theSitemapIsKeptWhileNoURLOrDateChangesAndEqualsACleanBuildsAfterAnyEdit(limit: Int) async throws {
        let site = try CachedSite("pets-charters")
        try RecordCacheTests.addRecords(to: site.site)
        try #require(await Self.build(site, limit: limit).wroteOutput)
        let first = try Self.stamps(site)
        #expect(limit == 40 ? first.count > 2 : first.count == 1, "\(first.keys.sorted())")

        // A name: the same URLs and dates, the files untouched.
        try site.copy.edit(RecordCacheTests.pets, replacing: ",Many 17,", with: ",Many 17 edited,")
        try #require(await Self.build(site, limit: limit).wroteOutput)
        #expect(try Self.stamps(site) == first, "the sitemap was written again")
        try await Self.expectSameAsClean(site, limit: limit, "after a name edit")

        // A date (a lastmod), then a record added (a URL): written again, as a clean build writes them.
        try site.copy.edit(RecordCacheTests.pets, replacing: ",Many 21,mixed,brown,2026-05-12,", with: ",Many 21,mixed,brown,2026-06-01,")
        try #require(await Self.build(site, limit: limit).wroteOutput)
        #expect(try Self.stamps(site) != first)
        try await Self.expectSameAsClean(site, limit: limit, "after a date edit")
        try site.copy.edit(RecordCacheTests.pets, replacing: RecordCacheTests.petRow(26),
                           with: "many-new,lost,cat,Newcomer,mixed,brown,2026-05-30,59.31,18.01,,,New here.\n" + RecordCacheTests.petRow(26))
        try #require(await Self.build(site, limit: limit).wroteOutput)
        let sitemaps = try Self.stamps(site).keys.map { try String(contentsOfFile: site.output + "/" + $0, encoding: .utf8) }
        #expect(sitemaps.contains { $0.contains("/pets/announcements/many-new/") })
        try await Self.expectSameAsClean(site, limit: limit, "after a record was added")
    }
}
