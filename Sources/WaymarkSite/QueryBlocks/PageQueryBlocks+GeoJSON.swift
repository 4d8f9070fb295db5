import WaymarkModel

extension PageQueryBlocks {
    /// The numbers (from 1, counting every `waymark` block of the page in document order) of the
    /// blocks that parse and show a map: the maps that get a GeoJSON file (and, in a Markdown
    /// report, an `.svg` file).
    public func mapBlockNumbers(markdown: MarkdownRenderer) -> [Int] {
        let blocks = fencedBlocks(markdown: markdown)
        guard !blocks.isEmpty else { return [] }
        let parser = QueryBlockParser(path: page.displayPath, body: page.body, bodyLine: page.bodyLine)
        return blocks.enumerated().compactMap { index, block in
            guard case .success(let parsed) = parser.parse(block), parsed.views.contains(.map) else { return nil }
            return index + 1
        }
    }

    /// The FeatureCollection of block `number`'s map (see ``QueryBlockRunner/geoJSON(_:result:config:)``),
    /// with page URLs made absolute from `config.baseURL`. A block that does not parse, has no map
    /// or whose query fails (already an error of the build) gives an empty collection.
    public func geoJSON(number: Int, markdown: MarkdownRenderer, config: SiteConfig) -> GeoJSONFeatureCollection {
        let blocks = fencedBlocks(markdown: markdown)
        guard number >= 1, number <= blocks.count else { return GeoJSONFeatureCollection(features: []) }
        let parser = QueryBlockParser(path: page.displayPath, body: page.body, bodyLine: page.bodyLine)
        let runner = QueryBlockRunner(context: context)
        guard case .success(let block) = parser.parse(blocks[number - 1]), block.views.contains(.map),
              case .success(let result) = runner.run(block)
        else { return GeoJSONFeatureCollection(features: []) }
        return runner.geoJSON(block, result: result, config: config)
    }

    /// The site path of the GeoJSON of block `number` of a page written at `pagePath`:
    /// `map-<n>.geojson` in the page's folder.
    public static func geoJSONPath(number: Int, pagePath: OutputPath) -> OutputPath {
        MapGeoJSONPaths.beside(pagePath, name: MapGeoJSONPaths.block(number))
    }
}
