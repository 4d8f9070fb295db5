extension PageQueryBlocks {
    /// How many of the page's blocks draw a map (`show` includes `map` and the block parses), known
    /// before anything renders: what the page's job declares for the build summary. A block whose
    /// query fails is an error of the build, so it is never rendered without its map.
    public func mapCount(markdown: MarkdownRenderer) -> Int {
        let blocks = fencedBlocks(markdown: markdown)
        guard !blocks.isEmpty else { return 0 }
        let parser = QueryBlockParser(path: page.displayPath, body: page.body, bodyLine: page.bodyLine)
        return blocks.filter { block in
            guard case .success(let parsed) = parser.parse(block) else { return false }
            return parsed.views.contains(.map)
        }.count
    }
}
