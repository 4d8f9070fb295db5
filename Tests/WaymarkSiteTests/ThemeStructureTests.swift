import Foundation
import Testing
import WaymarkModel
import WaymarkPages
@testable import WaymarkRender
@testable import WaymarkSite
@testable import WaymarkTheme

/// A template mistake is a located error before anything renders, never a crash or a hang:
/// partials that include themselves, parents that inherit from themselves, blocks that expand
/// themselves, unknown partials and parents, unbalanced sections, and nesting too deep to render.
/// Each case is one mutation family of the theme (the fuzz harness draws the same ones).
@Suite struct ThemeStructureTests {
    /// The headlines of loading the default theme with `overrides` (paths under `Templates/`).
    private func problems(_ overrides: [String: String]) -> [String] {
        let (theme, diagnostics) = Theme.load(overrides: overrides, overrideFolder: "Templates")
        #expect((theme == nil) == diagnostics.contains { $0.severity == .error })
        return diagnostics.map(\.headline)
    }

    @Test func theDefaultThemeHasNoStructuralProblem() {
        #expect(problems([:]) == [])
    }

    @Test func aPartialIncludingItselfIsAnErrorAtTheInclude() {
        let (_, diagnostics) = Theme.load(overrides: ["partials/footer.mustache": "{{> partials/footer}}"],
                                          overrideFolder: "Templates")
        #expect(diagnostics.map(\.description) == [
            """
            Templates/partials/footer.mustache:1:1: error: partial "partials/footer" includes itself: partials/footer → partials/footer
              |
            1 | {{> partials/footer}}
              | ^
            """,
        ])
    }

    @Test func partialsIncludingEachOtherAreOneErrorNamingTheChain() {
        #expect(problems([
            "partials/footer.mustache": "<footer>\n  {{#site}}{{> partials/credits}}{{/site}}\n</footer>\n",
            "partials/credits.mustache": "<p>{{title}}</p>\n{{> partials/footer}}\n",
        ]) == [
            "Templates/partials/credits.mustache:2:1: error: partial \"partials/footer\" includes itself: partials/footer → partials/credits → partials/footer",
        ])
    }

    @Test func aTemplateInheritingFromItselfIsAnError() {
        let base = DefaultTheme.files["base.mustache"] ?? ""
        let mutated = base.replacingOccurrences(of: "{{> partials/head}}", with: "{{<base}}{{/base}}")
        #expect(problems(["base.mustache": mutated]) == [
            "Templates/base.mustache:4:1: error: template \"base\" inherits from itself: base → base",
        ])
    }

    @Test func templatesInheritingFromEachOtherAreAnError() {
        #expect(problems([
            "page.mustache": "{{<list}}{{$main}}page{{/main}}{{/list}}\n",
            "list.mustache": "{{<page}}{{$main}}list{{/main}}{{/page}}\n",
        ]) == [
            "Templates/page.mustache:1:1: error: template \"list\" inherits from itself: list → page → list",
        ])
    }

    @Test func aBlockOverrideExpandingItselfIsAnError() {
        #expect(problems([
            "page.mustache": "{{<base}}\n{{$main}}<div>{{$main}}default{{/main}}</div>{{/main}}\n{{/base}}\n",
        ]) == [
            "Templates/page.mustache:2:15: error: block \"main\" includes itself: {{$main}} → {{$main}}",
        ])
    }

    @Test func unknownPartialsAndParentsAreErrorsAtTheirLines() {
        let (_, diagnostics) = Theme.load(overrides: [
            "partials/footer.mustache": "<footer>\n  {{> nosuch}}\n</footer>\n",
            "page.mustache": "{{<layout}}{{$main}}x{{/main}}{{/layout}}\n",
        ], overrideFolder: "Templates")
        #expect(diagnostics.map(\.description) == [
            """
            Templates/page.mustache:1:1: error: unknown parent template "layout": expected a template layout.mustache in the site's Templates/ or in the default theme
              |
            1 | {{<layout}}{{$main}}x{{/main}}{{/layout}}
              | ^
            """,
            """
            Templates/partials/footer.mustache:2:3: error: unknown partial "nosuch": expected a template nosuch.mustache in the site's Templates/ or in the default theme
              |
            2 |   {{> nosuch}}
              |   ^
            """,
        ])
    }

    @Test func aPartialNamedByAVariableIsRefused() {
        #expect(problems(["partials/footer.mustache": "{{>*site.title}}\n"]) == [
            "Templates/partials/footer.mustache:1:1: error: a partial named by the variable \"site.title\" is not supported: expected the partial's own name, e.g. {{> partials/card}}",
        ])
    }

    @Test(arguments: [
        ("{{#items}}\n<li>{{name}}</li>\n", "Templates/partials/footer.mustache:1:1: error: section \"items\" is not closed: expected {{/items}} before the end of the file"),
        ("{{#items}}\n{{#tags}}{{.}}\n{{/items}}\n", "Templates/partials/footer.mustache:3:1: error: {{/items}} closes section \"tags\" opened at line 2: expected {{/tags}} first"),
        ("<p>\n{{/items}}\n", "Templates/partials/footer.mustache:2:1: error: {{/items}} closes a section that is not open: expected {{#items}} before it"),
    ])
    func unbalancedSectionsAreErrorsAtTheTagThatBreaksThem(text: String, expected: String) {
        #expect(problems(["partials/footer.mustache": text]) == [expected])
    }

    @Test func tenThousandNestedSectionsAreAnErrorNotAStackOverflow() {
        let deep = String(repeating: "{{#a}}", count: 10_000) + String(repeating: "{{/a}}", count: 10_000)
        #expect(problems(["partials/footer.mustache": deep]) == [
            "Templates/partials/footer.mustache:1:601: error: sections nest more than 100 levels deep here: expected at most 100 levels",
        ])
        let unclosed = String(repeating: "{{#a}}\n", count: 10_000)
        #expect(problems(["partials/footer.mustache": unclosed]) == [
            "Templates/partials/footer.mustache:101:1: error: sections nest more than 100 levels deep here: expected at most 100 levels",
        ])
    }

    @Test func nestingTooDeepThroughPartialsIsAnErrorWhereTheLimitIsCrossed() {
        // 60 levels in one partial, included 50 levels deep: each file alone is within the limit.
        let inner = String(repeating: "{{#b}}\n", count: 60) + String(repeating: "{{/b}}", count: 60) + "\n"
        let outer = String(repeating: "{{#a}}\n", count: 50) + "{{> partials/inner}}\n" + String(repeating: "{{/a}}", count: 50) + "\n"
        let found = problems(["partials/inner.mustache": inner, "partials/outer.mustache": outer])
        #expect(found == [
            "Templates/partials/inner.mustache:50:1: error: sections, partials and blocks nest more than 100 levels deep here when rendering \"partials/outer\": expected at most 100 levels",
        ])
    }

    @Test func deepButLegalNestingStillLoadsAndRenders() throws {
        let nested = String(repeating: "{{#a}}", count: 90) + "deep" + String(repeating: "{{/a}}", count: 90)
        let (theme, diagnostics) = Theme.load(overrides: ["partials/deep.mustache": nested], overrideFolder: "Templates")
        #expect(diagnostics.isEmpty)
        #expect(try #require(theme).render("partials/deep", context: ["a": true]) == "deep")
    }

    @Test func partialsIncludedOverAndOverAreRefusedBeforeRendering() {
        // Each partial includes the next twice: rendering p0 would walk 2^24 copies of p24.
        var overrides: [String: String] = [:]
        for level in 0..<24 {
            overrides["partials/p\(level).mustache"] = "{{> partials/p\(level + 1)}}{{> partials/p\(level + 1)}}"
        }
        overrides["partials/p24.mustache"] = "leaf"
        // The check counts the tags it walks and stops at its budget, as its message says: the walk is
        // bounded by that count, not by how fast this machine is.
        let found = problems(overrides)
        #expect(found.count == 1)
        #expect(found.first?.contains("walks more than 1,000,000 tags") == true)
    }

    @Test func aBuildWithASelfIncludingPartialFailsWithTheErrorAndWritesNothing() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let site = folder.appending("site")
        try FileManager.default.createDirectory(atPath: site + "/Templates/partials", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: site + "/pages", withIntermediateDirectories: true)
        try "title: T\nbaseURL: https://e.org/\n".write(toFile: site + "/site.yml", atomically: true, encoding: .utf8)
        try "---\ntitle: P\n---\nText.\n".write(toFile: site + "/pages/p.md", atomically: true, encoding: .utf8)
        try "{{> partials/footer}}\n".write(toFile: site + "/Templates/partials/footer.mustache", atomically: true, encoding: .utf8)
        let result = await SiteBuilder(pageKinds: .standard).build(BuildOptions(siteFolder: site, outputFolder: folder.appending("out"),
                                                            today: FixtureBuild.today, displayFolder: "site"))
        #expect(!result.succeeded)
        #expect(result.diagnostics.map(\.headline) == [
            "site/Templates/partials/footer.mustache:1:1: error: partial \"partials/footer\" includes itself: partials/footer → partials/footer",
        ])
        #expect(!FileManager.default.fileExists(atPath: folder.appending("out")))
    }
}
