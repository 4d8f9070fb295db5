import WaymarkOutput
import WaymarkRender
import WaymarkTheme

/// The search page of a site with `search: true` (README, "Search"): `search/index.html` in every
/// language, where the Pagefind index is searched in the page's language (`template: search`).
/// It is the only page whose Content-Security-Policy lets scripts compile WebAssembly, which
/// Pagefind's search runs on (docs/hardening.md, "Search and WebAssembly"). Not in the sitemap and
/// `noindex`: a search page has nothing of its own to find. A site without search gets nothing.
package struct SearchPageGenerator: SiteGenerator {
    /// `search`, in `--verbose` output.
    package let name = "search"

    /// The search page's path.
    package static let path = OutputPath(trusted: ["search", "index.html"])

    /// Creates the generator.
    package init() {}

    /// One job when the site has search, none otherwise.
    package func plan(_ site: SiteContent) -> GeneratorPlan {
        var plan = GeneratorPlan()
        guard site.config.search else { return plan }
        let path = Self.path
        let title = site.words.text("search.title")
        let policy = site.contentSecurityPolicy.allowingWebAssembly().value
        plan.jobs.append(PageJob(path: path, origin: "(search page)", sitemap: nil, template: "search",
                                 fingerprinted: site.wantsFingerprints) {
            SearchPageModel(page: SearchPageModel.Page(title: title), contentSecurityPolicy: policy)
        })
        return plan
    }
}
