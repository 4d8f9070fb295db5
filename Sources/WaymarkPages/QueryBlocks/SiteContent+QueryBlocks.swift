import WaymarkRender

extension SiteContent {
    /// The blocks of `page` with this build's runs, their results linked through `context`.
    package func queryBlocks(of page: ContentPage, context: QueryBlockContext) -> PageQueryBlocks {
        guard let runs = queryRuns[page.displayPath] else { return PageQueryBlocks(page: page, context: context) }
        return PageQueryBlocks(page: page, runs: runs, context: context)
    }
}
