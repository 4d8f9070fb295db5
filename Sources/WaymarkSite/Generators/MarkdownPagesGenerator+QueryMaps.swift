import WaymarkModel

extension MarkdownPagesGenerator {
    /// Adds to `plan` one `map-<n>.geojson` job beside the page at `path` for every
    /// ```` ```waymark ```` block of `page` that draws a map, and returns the page's `mapData` (the
    /// GeoJSON links of its `<head>`). The jobs have no fingerprint: like the page, they depend on the
    /// site's data and render on every build.
    static func queryMapJobs(_ page: ContentPage, at path: OutputPath, markdown: MarkdownRenderer,
                             context: QueryBlockContext, into plan: inout GeneratorPlan) -> [[String: String]] {
        let blocks = PageQueryBlocks(page: page, context: context)
        let numbers = blocks.mapBlockNumbers(markdown: markdown)
        var links: [(title: String, url: String)] = []
        for number in numbers {
            let file = PageQueryBlocks.geoJSONPath(number: number, pagePath: path)
            plan.jobs.append(PageJob(path: file, origin: page.displayPath, isPage: false, sitemap: nil, isFeed: true) { environment in
                try blocks.geoJSON(number: number, markdown: environment.site.markdown, config: environment.site.config).encoded()
            })
            let title = numbers.count == 1 ? RecordMapFigure.geoJSONTitle : "Map data (GeoJSON), block \(number)"
            links.append((title, SiteLink.relative(from: path.description, to: file.description)))
        }
        return RecordMapFigure.mapData(links)
    }
}
