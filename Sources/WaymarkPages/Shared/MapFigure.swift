import WaymarkTheme

/// The `map` variable of `partials/map` in a typed page model: the SVG (escaped by the renderer,
/// drawn when the page renders: ``LateMap``), an optional caption and a link to the map's GeoJSON.
/// The untyped pages make the same variable with ``RecordMapFigure``.
struct MapFigure: Encodable, Sendable {
    /// The map.
    var svg: LateMap
    /// Plain-text caption.
    var caption: String?
    /// Relative link to the map's GeoJSON, when one is written.
    var geojson: String?

    /// One GeoJSON link of a page, advertised in `<head>` by `partials/feeds` (`mapData`).
    struct DataLink: Encodable, Sendable, Hashable {
        var title: String
        var url: String
    }

    /// The page's `mapData`: its GeoJSON link titled in `words`, `nil` without one.
    func mapData(_ words: SiteWords) -> [DataLink]? {
        geojson.map { [DataLink(title: words.text("page.map_data"), url: $0)] }
    }
}
