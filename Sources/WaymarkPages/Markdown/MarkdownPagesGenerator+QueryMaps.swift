import WaymarkMarkdown
import WaymarkModel
import WaymarkOutput
import WaymarkRender

extension MarkdownPagesGenerator {
    /// Adds to `plan` one `map-<n>.geojson` job beside the page at `path` for every
    /// ```` ```waymark ```` block of `blocks` that draws a map, and returns the page's `mapData` (the
    /// GeoJSON links of its `<head>`). The jobs have no fingerprint: like the page, they depend on the
    /// site's data and render on every build.
    static func queryMapJobs(_ blocks: PageQueryBlocks, at path: OutputPath, into plan: inout GeneratorPlan) -> [[String: String]] {
        let page = blocks.page
        let numbers = blocks.mapBlockNumbers
        var links: [(title: String, url: String)] = []
        for number in numbers {
            let file = PageQueryBlocks.geoJSONPath(number: number, pagePath: path)
            plan.jobs.append(PageJob(path: file, origin: page.displayPath, isPage: false, sitemap: nil, isFeed: true) { environment in
                try blocks.geoJSON(number: number, config: environment.site.config).encoded()
            })
            let title = numbers.count == 1 ? blocks.context.words.text("page.map_data") : blocks.context.words.text("query.map_data_block", ["number": "\(number)"])
            links.append((title, SiteLink.relative(from: path.description, to: file.description)))
        }
        return RecordMapFigure.mapData(links)
    }
}
