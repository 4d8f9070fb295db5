import WaymarkOutput

/// Where the GeoJSON of a page's maps is written: beside the page, in its folder. A page with one
/// record or overview map has `map.geojson`; the maps of ```` ```waymark ```` blocks are
/// `map-<n>.geojson`, `n` counting the page's blocks from 1 in document order (the number in the
/// map's SVG id), so several blocks on one page never share a file.
package enum MapGeoJSONPaths {
    /// The file name of a page's single map.
    package static let single = "map.geojson"

    /// The file name of query block `number` (from 1).
    package static func block(_ number: Int) -> String { "map-\(number).geojson" }

    /// `name` in the folder of the page written at `page` (`charters/x/index.html` → `charters/x/<name>`).
    package static func beside(_ page: OutputPath, name: String = single) -> OutputPath {
        OutputPath(trusted: Array(page.components.dropLast()) + [name])
    }
}
