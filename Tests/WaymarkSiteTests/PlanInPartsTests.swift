import Foundation
import Testing
import WaymarkConfig
import WaymarkCore
import WaymarkData
import WaymarkGeo
import WaymarkModel
@testable import WaymarkOutput
@testable import WaymarkPages
@testable import WaymarkRender
@testable import WaymarkSite
@testable import WaymarkTheme

/// The plan (`validate` phase) of a large site is made in parts, on all cores (docs/scale.md, "The
/// plan of a large site"): the generators at once, the announcement jobs of the pets generator in
/// parts, duplicates found by sorting instead of a dictionary of every path. Each gives what one
/// loop over everything gave: the same jobs, the same messages, in the same order.
@Suite struct PlanInPartsTests {
    /// A generator that writes one file and says one warning, after `delay` (so a slow first
    /// generator finishes after a fast second one).
    struct Slow: SiteGenerator {
        var name: String
        /// Seconds.
        var delay: Double
        func plan(_ site: SiteContent) -> GeneratorPlan {
            Thread.sleep(forTimeInterval: delay)
            return GeneratorPlan(
                jobs: [PageJob(path: OutputPath(trusted: [name + ".txt"]), origin: "(\(name))", isPage: false, sitemap: nil) { _ in [] },
                       PageJob(path: OutputPath(trusted: ["shared.txt"]), origin: "(\(name))", isPage: false, sitemap: nil) { _ in
                           Array(name.utf8)
                       }],
                diagnostics: [.warning("planned by \(name)", at: SourceLocation(path: name))])
        }
    }

    static func emptySite() throws -> SiteContent {
        let theme = try #require(Theme.load(overrides: [:], overrideFolder: "Templates").theme)
        return SiteContent(config: SiteConfig(title: "T", baseURL: PetsChartersFixture.baseURL), pages: [], theme: theme,
                           today: PetsChartersFixture.today, siteFolder: "/nowhere", displayFolder: "site", io: .local)
    }

    /// Generators plan at once, yet their messages and jobs come in generator order: the first
    /// generator (the slowest) keeps the path both write, and its messages come first.
    @Test func generatorsPlannedAtOnceKeepTheirOrder() throws {
        let site = try Self.emptySite()
        let builder = SiteBuilder(pageKinds: PageKinds(site: []))
        var diagnostics = Diagnostics()
        let planned = builder.plan(site, generators: [Slow(name: "first", delay: 0.2), Slow(name: "second", delay: 0),
                                                      Slow(name: "third", delay: 0.05)],
                                   dataKey: nil, diagnostics: &diagnostics)
        #expect(diagnostics.items.map(\.description) == [
            "first: warning: planned by first", "second: warning: planned by second", "third: warning: planned by third",
            "(second): error: shared.txt is also written by the generated first page: expected one source per output file",
            "(third): error: shared.txt is also written by the generated first page: expected one source per output file",
        ])
        let shared = try #require(planned.jobs.first { $0.path.description == "shared.txt" })
        #expect(try shared.render(RenderEnvironment(site: site, navigation: [], feedLinks: [])) == Array("first".utf8))
        #expect(planned.jobs.map(\.path.description) == ["first.txt", "robots.txt", "second.txt", "shared.txt", "sitemap.xml", "third.txt"])
    }

    /// Duplicates found through the sorted paths: the first job planned for a path is kept, each
    /// other one reported in planning order, located at the site's file rather than a generated page.
    @Test func uniqueJobsKeepsTheFirstOfEachPath() throws {
        func job(_ path: String, _ origin: String) -> PageJob {
            PageJob(path: OutputPath(trusted: path.split(separator: "/").map(String.init)), origin: origin, isPage: true, sitemap: nil) { _ in
                Array(origin.utf8)
            }
        }
        let jobs = [job("b/index.html", "pages/b.md"), job("a/index.html", "(pets)"), job("a-b/index.html", "pages/ab.md"),
                    job("a/index.html", "pages/a.md"), job("ä/index.html", "pages/ae.md"), job("b/index.html", "(charters)"),
                    job("a/index.html", "(charters)"), job("a/b/index.html", "pages/ab2.md")]
        var diagnostics = Diagnostics()
        let unique = SiteBuilder(pageKinds: PageKinds(site: [])).uniqueJobs(jobs, diagnostics: &diagnostics)
        let expectedPaths = ["a-b/index.html", "a/b/index.html", "a/index.html", "b/index.html", "ä/index.html"]
        #expect(unique.paths.sorted == expectedPaths)
        #expect(expectedPaths == expectedPaths.sorted(), "String order")
        #expect(unique.jobs.map(\.path.description) == expectedPaths)
        #expect(unique.jobs.map(\.origin) == ["pages/ab.md", "pages/ab2.md", "(pets)", "pages/b.md", "pages/ae.md"])
        #expect(diagnostics.items.map(\.description) == [
            "pages/a.md: error: a/index.html is also written by the generated pets page: expected one source per output file",
            "pages/b.md: error: b/index.html is also written by the generated charters page: expected one source per output file",
            "(charters): error: a/index.html is also written by the generated pets page: expected one source per output file",
        ])
    }

    /// The binary search over the sorted paths answers as a set of them would, for paths in it,
    /// between, before and after them, with and without non-ASCII text.
    @Test func sortedPathsContainWhatASetContains() {
        var generator = SeededGenerator(seed: 8)
        let letters = ["a", "b", "-", "/", "é", "z", "0", "index.html"]
        var all: Set<String> = []
        for _ in 0..<3_000 {
            all.insert((0..<Int.random(in: 1...4, using: &generator)).map { _ in letters.randomElement(using: &generator) ?? "" }.joined())
        }
        let members = all.filter { _ in Bool.random(using: &generator) }
        let paths = SortedPaths(sorted: members.sorted())
        for text in all.sorted() + ["", "~", "zzzzzzzz"] {
            #expect(paths.contains(text) == members.contains(text), "\(text)")
        }
        #expect(!SortedPaths(sorted: []).contains("a"))
    }

    /// Only `](`, `]:` and `<` can start a link in a description (an inline link or image, a
    /// reference definition, an autolink); the byte scan finds them anywhere, and nothing else.
    @Test(arguments: [
        ("See [the crew](/crew/).", true), ("[x]: /about/", true), ("[x](about/)", true), ("[x]( /crew/)", true),
        ("<javascript:alert(1)>", true), ("é](", true), ("Ünïcödé]: /a", true), ("no link here", false), ("", false),
        ("(/", false), ("x: /", false), ("] (", false), ("[x] :", false), ("https://example.org/a", false), ("]", false),
        (String(repeating: "é", count: 40) + "[x](/x)", true),
    ])
    func descriptionsThatMayHoldALink(_ text: String, _ expected: Bool) {
        #expect(RecordDescriptionLinks.mayHoldLink(text) == expected)
        #expect(RecordDescriptionLinks.mayHoldLink(text) == (text.contains("](") || text.contains("]:") || text.contains("<")))
    }

    /// A description scanned through a bridged (non-contiguous) string gives the same answer.
    @Test func aBridgedDescriptionIsScannedToo() {
        let bridged = NSString(string: "Bridged [text](/about/)") as String
        #expect(RecordDescriptionLinks.mayHoldLink(bridged))
        #expect(!RecordDescriptionLinks.mayHoldLink(NSString(string: "Bridged text: /about/") as String))
    }

    /// 9,001 announcements planned in parts: two jobs each (page, map data) in id order, each
    /// page fingerprinted by its own record, and the description links (site links and refused
    /// ones) in id order at their records.
    @Test func announcementJobsMadeInPartsComeInIDOrder() throws {
        var site = try Self.emptySite()
        var records: [Announcement] = []
        for index in 0..<9_001 {
            let id = String(format: "pet-%05d", index)
            records.append(Announcement(id: id, status: index % 3 == 0 ? .found : .lost, petName: "Pet \(index)",
                                        date: CalendarDate(year: 2026, month: 5, day: 1 + index % 28),
                                        coordinate: index % 10 == 0 ? nil : Coordinate(latitude: 59 + Double(index) / 1e5, longitude: 18),
                                        description: index % 1_000 == 7 ? "See [here](/missing-\(index)/)."
                                            : index % 1_000 == 500 ? "[Call](javascript:call(\(index)))" : "Plain text (no link).",
                                        location: SourceLocation(path: "data/announcements/many.csv", line: index + 2, column: 1)))
        }
        let data = SiteData(announcements: records)
        site = SiteContent(config: site.config, pages: [], theme: site.theme, today: site.today, siteFolder: "/nowhere",
                           displayFolder: "site", io: .local, data: data)
        let plan = PetPagesGenerator().plan(site)
        let pages = plan.jobs.filter { $0.path.components.first == "pets" && $0.path.components.dropFirst().first == "announcements" }
        var expected: [String] = []
        for (index, record) in records.enumerated() {
            expected.append("pets/announcements/\(record.id)/index.html")
            if index % 10 != 0 { expected.append("pets/announcements/\(record.id)/map.geojson") }
            expected.append("pets/announcements/\(record.id)/card.png")
            expected.append("pets/announcements/\(record.id)/poster/index.html")
        }
        #expect(pages.map(\.path.description) == expected)
        #expect(Set(pages.compactMap(\.fingerprint)).count == pages.count, "every job has a fingerprint of its own")
        #expect(plan.links.map(\.target) == stride(from: 7, to: 9_001, by: 1_000).map { "/missing-\($0)/" })
        #expect(plan.links.map(\.location.line) == stride(from: 7, to: 9_001, by: 1_000).map { $0 + 2 })
        let refused = plan.diagnostics.filter { $0.severity == .error }
        #expect(refused.map(\.location.line) == stride(from: 500, to: 9_001, by: 1_000).map { $0 + 2 }, "refused links in id order")
        #expect(refused.first?.headline == "data/announcements/many.csv:502:1: error: description link \"javascript:call(500)\" is a javascript: URL: expected an http:, https:, mailto: or tel: URL, or a relative one such as about/ or #top")
        // The same record alone gives the same page fingerprint: it does not depend on the part.
        let alone = SiteContent(config: site.config, pages: [], theme: site.theme, today: site.today, siteFolder: "/nowhere",
                                displayFolder: "site", io: .local, data: SiteData(announcements: [records[8_999]]))
        let target = "pets/announcements/\(records[8_999].id)/index.html"
        let single = PetPagesGenerator().plan(alone).jobs.first { $0.path.description == target }
        #expect(single?.fingerprint != nil && single?.fingerprint == pages.first { $0.path.description == target }?.fingerprint)
    }
}
