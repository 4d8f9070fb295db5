import Testing
import WaymarkConfig
import WaymarkOutput
@testable import WaymarkPages
@testable import WaymarkRender
import WaymarkTheme

/// The search page renders from its model (``SearchPageModel``): its own Content-Security-Policy
/// (WebAssembly allowed) in place of the common one, `noindex`, and a fingerprint when a cache
/// wants one, which follows the policy.
@Suite struct SearchPageModelTests {
    static func site(scriptSources: [String] = [], fingerprints: Bool = true) throws -> SiteContent {
        let theme = try #require(Theme.load(overrides: [:], overrideFolder: "Templates").theme)
        var config = SiteConfig(title: "T", baseURL: "https://example.org/")
        config.search = true
        config.scriptSources = scriptSources
        var site = SiteContent(config: config, pages: [], theme: theme, today: PetsChartersFixture.today,
                               siteFolder: "/nowhere", displayFolder: "site", io: .local)
        site.wantsFingerprints = fingerprints
        return site
    }

    @Test func theSearchPageAllowsWebAssemblyAndIsFingerprintedByItsPolicy() throws {
        let site = try Self.site()
        let job = try #require(SearchPageGenerator().plan(site).jobs.first)
        let html = String(decoding: try job.render(RenderEnvironment(site: site, navigation: [], feedLinks: [])), as: UTF8.self)
        #expect(html.contains("&#39;wasm-unsafe-eval&#39;"))
        #expect(html.contains("<meta name=\"robots\" content=\"noindex\">"))
        #expect(!RenderEnvironment(site: site, navigation: [], feedLinks: []).contentSecurityPolicy.value.contains("wasm"))
        let other = try #require(SearchPageGenerator().plan(Self.site(scriptSources: ["https://cdn.example.org"])).jobs.first)
        #expect(job.fingerprint != nil && other.fingerprint != nil && job.fingerprint != other.fingerprint)
        #expect(try SearchPageGenerator().plan(Self.site(fingerprints: false)).jobs.first?.fingerprint == nil)
    }
}
