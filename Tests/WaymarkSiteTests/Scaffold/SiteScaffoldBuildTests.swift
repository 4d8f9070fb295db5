import Foundation
import Testing
import WaymarkGeo
import WaymarkModel
@testable import WaymarkSite

/// A scaffolded site builds under `--strict` with no diagnostic at all, on the day it is made and
/// on any later day, and shows every page kind.
@Suite struct SiteScaffoldBuildTests {
    /// Scaffold days across the year (before and after the charter season starts, a leap day), each
    /// built that day, a year and a half later and ten years later.
    @Test(arguments: ["2026-11-21", "2025-01-01", "2026-04-30", "2026-05-01", "2028-02-29"], [0, 550, 3_653])
    func buildsWithoutAnyDiagnostic(madeOn day: String, builtDaysLater later: Int) async throws {
        let settings = try ScaffoldSettings(today: .test(day))
        let site = try await ScaffoldedSite.make(settings, buildDay: settings.today.adding(days: later))
        defer { site.folder.remove() }
        #expect(site.result.diagnostics.map(\.description) == [])
        #expect(site.result.succeeded)
        // The report's query blocks name their dates, so they find the same records on any day.
        let tables = ScaffoldedSite.tableBodies(in: site.text("reports/around-the-old-port/index.html"))
        try #require(tables.count == 2)
        #expect(ScaffoldedSite.linkedIDs(in: tables[0], under: "pets/announcements/") == ["lr-0004", "lr-0001", "lr-0002", "lr-0005"])
        #expect(ScaffoldedSite.linkedIDs(in: tables[1], under: "charters/") == ["ile-de-re-weekend", "fort-boyard-day"])
    }

    @Test func everyPageKindIsBuilt() async throws {
        let site = try await ScaffoldedSite.make(try ScaffoldSettings(today: .test("2026-11-21")))
        defer { site.folder.remove() }
        let expected = [
            "index.html", "about/index.html", "reports/index.html", "reports/around-the-old-port/index.html",
            "charters/index.html", "charters/ile-de-re-weekend/index.html", "charters/fort-boyard-day/index.html",
            "charters/belle-ile-week/index.html", "pets/index.html", "pets/old-port/index.html",
            "pets/announcements/lr-0003/index.html", "pets/announcements/lr-0006/index.html",
            "images/compass.svg", "sitemap.xml", "robots.txt", "404.html",
        ]
        for path in expected { #expect(site.files[path] != nil, "missing \(path)") }
        #expect(site.files.keys.contains { $0.hasPrefix("airports/") } == false)
        // The home page links every part of the site and shows the static image.
        let home = site.text("index.html")
        for link in ["charters/index.html", "pets/old-port/index.html", "reports/index.html", "about/index.html", "images/compass.svg"] {
            #expect(home.contains("\"\(link)\""), "home page lacks \(link)")
        }
        // The upcoming charters are on the overview; the unlisted one is not.
        let charters = site.text("charters/index.html")
        #expect(charters.contains("\"../charters/fort-boyard-day/index.html\""))
        #expect(!charters.contains("belle-ile-week"))
    }

    /// The landing page's pins and the report's pet table hold exactly the announcements a brute-force
    /// geodesic scan finds eligible: lost or found, within the place's 10 km.
    @Test func petsShownAreExactlyTheEligibleOnes() async throws {
        let site = try await ScaffoldedSite.make(try ScaffoldSettings(today: .test("2026-11-21")))
        defer { site.folder.remove() }
        let data = try #require(site.result.data)
        let place = try #require(data.places.first)
        let centre = try #require(place.coordinate)
        let eligible = data.announcements.filter { pet in
            guard pet.status != .closed, let at = pet.coordinate else { return false }
            return Geodesic.wgs84.distance(centre, at) <= place.radiusKm * 1_000
        }.map(\.id).sorted()
        #expect(eligible.count == 4)
        #expect(data.announcements.count == 6)
        let landing = site.text("pets/old-port/index.html")
        #expect(ScaffoldedSite.linkedIDs(in: landing, under: "pets/announcements/").sorted() == eligible)
        let report = site.text("reports/around-the-old-port/index.html")
        #expect(ScaffoldedSite.linkedIDs(in: report, under: "pets/announcements/").sorted() == eligible)
        #expect(report.contains("<svg "))
    }

    @Test func chartersSailInTheNextSeasonAndPetsWereReportedBefore() throws {
        for (day, season) in [("2026-04-30", 2026), ("2026-05-01", 2027), ("2026-11-21", 2027), ("2027-01-15", 2027)] {
            let content = ScaffoldContent(settings: try ScaffoldSettings(today: .test(day)))
            #expect(content.seasonYear == season, "made on \(day)")
            #expect(content.charters.contains("start: \(season)-06-12"))
        }
        let content = ScaffoldContent(settings: try ScaffoldSettings(today: .test("2026-03-02")))
        #expect(content.announcements.contains(",2026-02-27,"))  // three days before
        #expect(content.announcements.contains(",2026-02-06,"))  // 24 days before
    }

    @Test func twoScaffoldsOfTheSameArgumentsAreByteIdentical() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let settings = try ScaffoldSettings(title: "Port: \"Nord\"", baseURL: "https://example.org/port", today: .test("2026-11-21"))
        _ = try SiteScaffold().create(in: folder.appending("a"), settings: settings)
        _ = try SiteScaffold().create(in: folder.appending("b"), settings: settings)
        let a = try TemporaryFolder.snapshot(folder.appending("a"))
        let b = try TemporaryFolder.snapshot(folder.appending("b"))
        #expect(a.count == 11)
        #expect(a == b)
        #expect(SiteScaffold().files(settings) == SiteScaffold().files(settings))
    }
}
