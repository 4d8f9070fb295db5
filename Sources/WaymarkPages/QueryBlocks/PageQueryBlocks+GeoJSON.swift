import WaymarkConfig
import WaymarkModel
import WaymarkOutput

extension PageQueryBlocks {
    /// The numbers (from 1, counting every `waymark` block of the page in document order) of the
    /// blocks that parse and show a map: the maps that get a GeoJSON file (and, in a Markdown
    /// report, an `.svg` file).
    package var mapBlockNumbers: [Int] {
        runs.enumerated().compactMap { index, run in run.drawsMap ? index + 1 : nil }
    }

    /// The FeatureCollection of block `number`'s map (see ``QueryBlockRunner/geoJSON(_:result:config:)``),
    /// with page URLs made absolute from `config.baseURL`. A block that does not parse, has no map
    /// or whose query fails (already an error of the build) gives an empty collection.
    package func geoJSON(number: Int, config: SiteConfig) -> GeoJSONFeatureCollection {
        guard number >= 1, number <= runs.count, case .ran(let block, let result) = runs[number - 1].outcome,
              block.views.contains(.map)
        else { return GeoJSONFeatureCollection(features: []) }
        return QueryBlockRunner(context: context).geoJSON(block, result: result, config: config)
    }

    /// The site path of the GeoJSON of block `number` of a page written at `pagePath`:
    /// `map-<n>.geojson` in the page's folder.
    package static func geoJSONPath(number: Int, pagePath: OutputPath) -> OutputPath {
        MapGeoJSONPaths.beside(pagePath, name: MapGeoJSONPaths.block(number))
    }
}
