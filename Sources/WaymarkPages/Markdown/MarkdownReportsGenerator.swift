import WaymarkCore
import WaymarkModel
import WaymarkRender

/// Writes reports as GitHub-flavoured Markdown with their maps as sibling `.svg` and `.geojson` files (see
/// ``MarkdownReport``): every report in a `--format markdown` build, and in an HTML build the
/// reports whose front matter says `output: markdown` (next to their HTML page).
package struct MarkdownReportsGenerator: SiteGenerator {
    /// `markdown reports`, in `--verbose` output.
    package let name = "markdown reports"
    /// Every report, not only those asking for it in their front matter.
    package let allReports: Bool
    /// Whether tables and pins link to airport pages (false when no HTML pages are written).
    package let linksToPages: Bool

    /// The generator; `allReports` for `--format markdown` (then without links to HTML pages).
    package init(allReports: Bool = false, linksToPages: Bool = true) {
        self.allReports = allReports
        self.linksToPages = linksToPages
    }

    /// One `.md` job per report and one `.svg` and one `.geojson` job per map of it.
    package func plan(_ site: SiteContent) -> GeneratorPlan {
        var plan = GeneratorPlan()
        let reports = site.pages.filter { $0.kind == .report && (allReports || $0.frontMatter.output == "markdown") }
        guard !reports.isEmpty else { return plan }
        let settings = site.config.airports
        let context = linksToPages ? QueryBlockContext(site: site, settings: settings)
            : QueryBlockContext(discovery: site.discovery, today: site.today, words: site.words)
        for page in reports {
            let report = MarkdownReport(blocks: site.queryBlocks(of: page, context: context))
            if allReports {
                // In a Markdown-only build, the pages generator does not check the blocks.
                plan.diagnostics += report.blocks.diagnostics
            }
            // The report's text and maps are made once, by whichever of its jobs runs first.
            let rendered = OnceValue { report.render() }
            plan.jobs.append(PageJob(path: report.markdownPath, origin: page.displayPath, isPage: false, sitemap: nil) { _ in
                Array(rendered.value.text.utf8)
            })
            for number in report.mapNumbers {
                plan.jobs.append(PageJob(path: report.mapPath(number), origin: page.displayPath, isPage: false, sitemap: nil, maps: 1) { _ in
                    Array((rendered.value.maps[number] ?? "").utf8)
                })
                plan.jobs.append(PageJob(path: report.geoJSONPath(number), origin: page.displayPath, isPage: false, sitemap: nil, isFeed: true) { environment in
                    try report.geoJSON(number, config: environment.site.config).encoded()
                })
            }
        }
        return plan
    }
}
