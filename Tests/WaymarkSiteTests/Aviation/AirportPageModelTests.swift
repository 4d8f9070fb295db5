import Foundation
import Testing
import WaymarkConfig
import WaymarkCore
import WaymarkGeo
import WaymarkModel
@testable import WaymarkPages
@testable import WaymarkRender
@testable import WaymarkSite

/// The airports section's files are fingerprinted by the hash of their typed models (the index,
/// country and airport pages' ``PageModel``s, the GeoJSON files' feature values): every edit of an
/// airport that changes a file's bytes changes its fingerprint, and an edit that leaves its bytes
/// alone leaves it alone, so `--cache` and `serve` neither keep a stale file nor render an unchanged
/// one again.
@Suite struct AirportPageModelTests {
    /// The aviation fixture as the airports generator sees it, its airports edited by `edit`.
    static func site(_ edit: (inout [Airport]) -> Void = { _ in }) async throws -> SiteContent {
        let aviation = await SharedBuilds.aviation()
        var data = try #require(aviation.data)
        edit(&data.airports)
        let loaded = SiteLoader(io: .local, siteFolder: AviationFixture.folder, displayFolder: "aviation").load()
        var site = try SiteContent(config: #require(loaded.config), pages: loaded.pages, theme: #require(loaded.theme),
                                   today: AviationFixture.today, siteFolder: AviationFixture.folder, displayFolder: "aviation",
                                   io: .local, data: data)
        site.wantsFingerprints = true
        return site
    }

    /// Each file's fingerprint and bytes, by output path (share cards aside: they have their own).
    static func built(_ site: SiteContent) throws -> [String: (fingerprint: UInt64?, bytes: [UInt8])] {
        let plan = AirportPagesGenerator().plan(site)
        let environment = RenderEnvironment(site: site, navigation: [], feedLinks: [])
        var built: [String: (UInt64?, [UInt8])] = [:]
        for job in plan.jobs where !job.path.description.hasSuffix(".png") {
            built[job.path.description] = (job.fingerprint, try job.render(environment))
        }
        return built
    }

    /// The first airport with a page that has neighbours, a runway and a municipality.
    static func subject(_ airports: [Airport]) throws -> Int {
        let settings = AirportSiteSettings()
        return try #require(airports.firstIndex {
            settings.pageTypes.contains($0.type) && settings.hasPage($0) && $0.coordinate != nil && !$0.runways.isEmpty
                && $0.municipality?.isEmpty == false
        })
    }

    @Test func aFilesFingerprintChangesExactlyWhenItsBytesDo() async throws {
        let base = try Self.built(try await Self.site())
        #expect(base.count > 100)
        #expect(base.values.allSatisfy { $0.fingerprint != nil })
        let edits: [(String, (inout Airport) -> Void)] = [
            ("its name (its page, its neighbours' pages, its country's page and map data)", { $0.name += " Field" }),
            ("its municipality", { $0.municipality = "Elsewhere" }),
            ("its elevation", { $0.elevationFt = ($0.elevationFt ?? 0) + 7 }),
            ("a runway's length", { $0.runways[0].lengthFt = ($0.runways[0].lengthFt ?? 0) + 500 }),
            ("its position, a little (maps, distances, bearings)", {
                $0.coordinate = $0.coordinate.map { Coordinate(latitude: $0.latitude + 0.01, longitude: $0.longitude) }
            }),
            ("its keywords, which no file shows", { $0.keywords = "edited" }),
        ]
        var changed = 0
        for (what, edit) in edits {
            let edited = try Self.built(try await Self.site { airports in
                guard let index = try? Self.subject(airports) else { return }
                edit(&airports[index])
            })
            #expect(edited.keys.sorted() == base.keys.sorted(), "\(what)")
            for (path, file) in edited {
                guard let before = base[path] else { continue }
                let bytesChanged = before.bytes != file.bytes
                if bytesChanged { changed += 1 }
                #expect((before.fingerprint != file.fingerprint) == bytesChanged,
                        "\(what): \(path) \(bytesChanged ? "changed" : "is unchanged") but its fingerprint \(bytesChanged ? "did not" : "did")")
            }
        }
        #expect(changed >= 15)
        // Planned again from the same input, every fingerprint is the same.
        let again = try Self.built(try await Self.site())
        #expect(again.mapValues(\.fingerprint) == base.mapValues(\.fingerprint))
    }
}
