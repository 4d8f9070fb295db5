import Foundation
import Testing
import WaymarkModel
import WaymarkPages
@testable import WaymarkSite

/// Deliberately broken fixture sites: every error of the run, word for word, sorted; nothing written.
@Suite struct BrokenSiteTests {
    @Test func brokenContentReportsEveryErrorWithItsSourceLine() async throws {
        let result = await FixtureBuild.run("broken", into: "/unused", mode: .validate)
        #expect(!result.succeeded)
        #expect(result.files.isEmpty)
        #expect(result.diagnostics.map(\.description) == [
            """
            broken/pages/b.md:3:7: error: duplicate slug "same": broken/pages/a.md already writes same/index.html, expected a slug of its own
              |
            3 | slug: same
              |       ^
            """,
            """
            broken/pages/bad-yaml.md:3:10: error: front matter is not valid YAML: did not find expected ',' or ']' (while parsing a flow sequence that starts here)
              |
            3 | summary: [unclosed
              |          ^
            """,
            """
            broken/pages/fancy.md:3:11: error: unknown template "fancy": expected one of 404, airport, airports, announcement, charter, charters, country, home, list, page, pets, place, poster, report, search
              |
            3 | template: fancy
              |           ^
            """,
            """
            broken/pages/untitled.md:1:1: error: missing title: expected `title: …` in the front matter
              |
            1 | ---
              | ^
            """,
            """
            broken/pages/untitled.md:3:1: warning: unknown front-matter key "author": expected one of title, date, summary, slug, draft, template, weight, output, paginate
              |
            3 | author: Someone
              | ^
            """,
            """
            broken/reports/bad-date.md:3:7: error: date "2025-02-30" is not a date: expected YYYY-MM-DD
              |
            3 | date: 2025-02-30
              |       ^
            """,
            """
            broken/reports/escape.md:3:7: error: slug "../../etc" is not valid: expected lowercase letters, digits and hyphens, starting with a letter or digit
              |
            3 | slug: ../../etc
              |       ^
            """,
            """
            broken/reports/plain.md:1:1: error: missing front matter: expected the file to start with a --- line, then at least `title: …`, then ---
              |
            1 | # No front matter
              | ^
            """,
        ])
    }

    @Test func brokenTemplateIsReportedAtItsLineAndColumn() async {
        let result = await FixtureBuild.run("broken-template", into: "/unused", mode: .validate)
        #expect(result.diagnostics.map(\.description) == [
            """
            broken-template/Templates/page.mustache:5:1: error: {{/main}} closes section "page" opened at line 3: expected {{/page}} first
              |
            5 | {{/main}}
              | ^
            """,
        ])
    }

    @Test func brokenSiteYmlStillReportsTheErrorsOfThePages() async {
        let result = await FixtureBuild.run("broken-site-yml", into: "/unused", mode: .validate)
        #expect(result.diagnostics.map(\.headline) == [
            "broken-site-yml/pages/q.md:3:11: error: unknown template \"nope\": expected one of 404, airport, airports, announcement, charter, charters, country, home, list, page, pets, place, poster, report, search",
            "broken-site-yml/site.yml:2:10: error: baseURL \"example.org\" is not an absolute URL: expected e.g. https://example.org/",
            "broken-site-yml/site.yml:4:15: error: markdown.unsafeHTML \"maybe\" is not a boolean: expected true or false",
            "broken-site-yml/site.yml:5:1: warning: unknown key \"colour\" in site.yml: expected one of title, baseURL, language, languages, defaultLanguage, timezone, description, menus, markdown, defaults, paginate, sources, scriptSources, search, shareCards, geocoding, airports, charters",
        ])
    }

    @Test func strictTurnsWarningsIntoErrors() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.appending("site/pages"), withIntermediateDirectories: true)
        try "title: T\nbaseURL: https://e.org/\n".write(toFile: folder.appending("site/site.yml"), atomically: true, encoding: .utf8)
        try "---\ntitle: P\nauthor: me\n---\n".write(toFile: folder.appending("site/pages/p.md"), atomically: true, encoding: .utf8)
        func build(strict: Bool) async -> BuildResult {
            await SiteBuilder(pageKinds: .standard).build(BuildOptions(siteFolder: folder.appending("site"), outputFolder: folder.appending("out"),
                                                   today: FixtureBuild.today, strict: strict, displayFolder: "site"))
        }
        let lenient = await build(strict: false)
        #expect(lenient.succeeded)
        #expect(lenient.diagnostics.map(\.severity) == [.warning])
        let strict = await build(strict: true)
        #expect(!strict.succeeded)
        #expect(strict.diagnostics.map(\.headline) == [
            "site/pages/p.md:3:1: error: unknown front-matter key \"author\": expected one of title, date, summary, slug, draft, template, weight, output, paginate",
        ])
    }

    @Test func missingSiteYmlIsAnError() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let result = await SiteBuilder(pageKinds: .standard).build(BuildOptions(siteFolder: folder.path, outputFolder: folder.appending("out"),
                                                            today: FixtureBuild.today, displayFolder: "empty"))
        #expect(result.diagnostics.map(\.headline) == [
            "empty/site.yml: error: site.yml not found: expected a site folder with site.yml, pages/ and reports/",
        ])
    }

    @Test func brokenMenuLinkIsAWarning() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.appending("site/pages"), withIntermediateDirectories: true)
        try "title: T\nbaseURL: https://e.org/\nmenus:\n  main:\n    - {title: About, url: abut/}\n    - {title: Home, url: /}\n"
            .write(toFile: folder.appending("site/site.yml"), atomically: true, encoding: .utf8)
        let result = await SiteBuilder(pageKinds: .standard).build(BuildOptions(siteFolder: folder.appending("site"), outputFolder: folder.appending("out"),
                                                            today: FixtureBuild.today, mode: .validate, displayFolder: "site"))
        #expect(result.diagnostics.map(\.headline) == [
            "site/site.yml:5:27: warning: menu link \"abut/\" goes to no page: expected the site path of a page, e.g. about/",
        ])
    }

    @Test func siteAbsoluteLinkToNothingIsAWarningAtItsLineAndColumn() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.appending("site/pages"), withIntermediateDirectories: true)
        try "title: T\nbaseURL: https://e.org/\n".write(toFile: folder.appending("site/site.yml"), atomically: true, encoding: .utf8)
        try "---\ntitle: P\n---\n\nIntro [ok](/p/) and [bad](/abut/).\n\n| a |\n|---|\n| ![x](/nope.png) |\n"
            .write(toFile: folder.appending("site/pages/p.md"), atomically: true, encoding: .utf8)
        let result = await SiteBuilder(pageKinds: .standard).build(BuildOptions(siteFolder: folder.appending("site"), outputFolder: folder.appending("out"),
                                                            today: FixtureBuild.today, mode: .validate, displayFolder: "site"))
        #expect(result.succeeded)
        #expect(result.diagnostics.map(\.description) == [
            """
            site/pages/p.md:5:21: warning: link "/abut/" leads to no page or file of the site: expected the site path of something the build writes, e.g. /about/
              |
            5 | Intro [ok](/p/) and [bad](/abut/).
              |                     ^
            """,
            """
            site/pages/p.md:9:3: warning: link "/nope.png" leads to no page or file of the site: expected the site path of something the build writes, e.g. /about/
              |
            9 | | ![x](/nope.png) |
              |   ^
            """,
        ])
    }
}
