import Foundation
import Testing
import WaymarkCore
import WaymarkConfig
import WaymarkModel
@testable import WaymarkPages
@testable import WaymarkRender
@testable import WaymarkSite

/// Job fingerprints are made only when a cache will use them: with ``SiteContent/wantsFingerprints``
/// off (`--no-cache`, `waymark check`) the charter, pet, airport and Markdown generators plan the
/// same jobs without hashing anything; with it on, every job gets its fingerprint, for records the
/// same one the builder's data-only plan hands to `--cache`.
@Suite struct RecordFingerprintsWantedTests {
    static let generators: [any SiteGenerator] = [CharterPagesGenerator(), PetPagesGenerator(), AirportPagesGenerator()]

    /// The pets-charters and aviation fixtures as their generators see them.
    static func sites() async throws -> [SiteContent] {
        let pets = await SharedBuilds.petsChartersSite().result
        let aviation = await SharedBuilds.aviation()
        var sites: [SiteContent] = []
        for (folder, display, today, data) in [
            (RepositoryPaths.fixtureSite("pets-charters"), "pets-charters", PetsChartersFixture.today, pets.data),
            (AviationFixture.folder, "aviation", AviationFixture.today, aviation.data),
        ] {
            let loaded = SiteLoader(io: .local, siteFolder: folder, displayFolder: display).load()
            sites.append(try SiteContent(config: #require(loaded.config), pages: loaded.pages, theme: #require(loaded.theme),
                                         today: today, siteFolder: folder, displayFolder: display, io: .local,
                                         data: #require(data)))
        }
        return sites
    }

    @Test func recordJobsAreFingerprintedOnlyWhenACacheWantsThem() async throws {
        var planned = 0
        for site in try await Self.sites() {
            var unwanted = site
            unwanted.wantsFingerprints = false
            for generator in Self.generators {
                let wanted = generator.plan(site).jobs
                let without = generator.plan(unwanted).jobs
                planned += wanted.count
                #expect(without.map(\.path) == wanted.map(\.path), "\(generator.name) in \(site.displayFolder)")
                // A pager's `page/1/` redirect keeps its own fingerprint (path and site.yml only: ``PagerRedirect``).
                let stray = without.filter { $0.fingerprint != nil && !$0.path.description.hasSuffix("/page/1/index.html") }
                    .map(\.path.description)
                #expect(stray.isEmpty, "\(generator.name) fingerprinted \(stray.prefix(3)) though no cache wants it")
                let missing = wanted.filter { $0.fingerprint == nil }.map(\.path.description)
                #expect(missing.isEmpty, "\(generator.name) left \(missing.prefix(3)) without a fingerprint")
                // The builder: no cache key plans without fingerprints; with one, the generator's own.
                let builder = SiteBuilder(pageKinds: .standard)
                let uncached = try #require(builder.dataOnlyPlan(generator, site: site, dataKey: nil))
                #expect(uncached.jobs.allSatisfy { $0.fingerprint == nil })
                let cached = try #require(builder.dataOnlyPlan(generator, site: site, dataKey: 42))
                #expect(cached.jobs.map(\.fingerprint) == wanted.map(\.fingerprint))
            }
        }
        #expect(planned > 500)
    }

    /// Each airport page's neighbours, found once for the page, its map data and its fingerprint,
    /// are those a search for that page alone finds.
    @Test func airportNeighboursFoundOnceAreThoseOfEachPagesOwnSearch() async throws {
        let site = try #require(try await Self.sites().last)
        let settings = site.config.airports
        let pages = site.data.airports.filter { settings.pageTypes.contains($0.type) && $0.coordinate != nil }.filter(settings.hasPage)
        #expect(pages.count > 50)
        let neighbours = AirportNeighbours(pages: pages, index: site.discovery.airports, settings: settings)
        var listed = 0
        for (position, airport) in pages.enumerated() {
            let path = try #require(AirportPagePaths.airport(airport))
            let own = AirportPageInputs(airport: airport, path: path, index: site.discovery.airports, settings: settings).nearest
            let shared = neighbours.nearest(ofPage: position)
            #expect(shared.map(\.record.ident) == own.map(\.record.ident), "\(airport.ident)")
            #expect(shared.map(\.distance) == own.map(\.distance), "\(airport.ident)")
            listed += shared.count
        }
        #expect(listed > pages.count)
        #expect(neighbours.nearest(ofPage: pages.count).isEmpty)
    }

    @Test func markdownPagesAreFingerprintedOnlyWhenACacheWantsThem() async throws {
        var planned = 0
        for site in try await Self.sites() {
            var unwanted = site
            unwanted.wantsFingerprints = false
            let wanted = MarkdownPagesGenerator().plan(site).jobs.filter(\.isPage)
            let without = MarkdownPagesGenerator().plan(unwanted).jobs.filter(\.isPage)
            #expect(without.map(\.path) == wanted.map(\.path))
            #expect(wanted.allSatisfy { $0.fingerprint != nil }, "\(site.displayFolder)")
            planned += wanted.count
            // `404.html` keeps its constant (it depends on the shared environment only).
            let stray = without.filter { $0.fingerprint != nil && $0.path.description != "404.html" }.map(\.path.description)
            #expect(stray.isEmpty, "\(stray.prefix(3)) fingerprinted though no cache wants it")
        }
        #expect(planned > 3)
    }

    /// The builder asks for fingerprints exactly when it keeps a cache: `serve`'s, `--cache`'s.
    @Test func theBuilderAsksForFingerprintsOnlyWithACache() async throws {
        struct Listener: SiteGenerator {
            let asked: MutexBox<[Bool]>
            var name: String { "listener" }
            func plan(_ site: SiteContent) -> GeneratorPlan {
                asked.withLock { $0.append(site.wantsFingerprints) }
                return GeneratorPlan()
            }
        }
        let site = try BuildCacheTests.CachedSite("pets-charters")
        func asked(cache: Bool, preview: Bool) async -> [Bool] {
            let asked = MutexBox<[Bool]>([])
            var builder = SiteBuilder(pageKinds: .standard)
            builder.generators = [Listener(asked: asked)]
            if preview { builder.caches = PreviewCaches() }
            let output = site.copy.folder.appending("Output-\(UUID().uuidString)")
            var options = site.options(into: output, cache: cache, today: FixtureBuild.today)
            if preview { options.mode = .validate }
            _ = await builder.build(options)
            return asked.current
        }
        #expect(await asked(cache: false, preview: false) == [false])
        #expect(await asked(cache: true, preview: false) == [true])
        #expect(await asked(cache: false, preview: true) == [true])
    }
}
