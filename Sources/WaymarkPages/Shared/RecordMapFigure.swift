import WaymarkTheme
/// The variables of `partials/map`: the SVG (already escaped by the renderer), an optional caption
/// and links to the map's data.
struct RecordMapFigure {
    /// Standalone `<svg>` text from `MapRenderer`.
    var svg: String
    /// Plain-text caption.
    var caption: String?
    /// Relative link to the map's GeoJSON, when one is written.
    var geoJSONURL: String?

    /// `["map": [...]]`, ready to merge into a page's variables, plus `mapData` (the GeoJSON
    /// advertised in `<head>` by `partials/feeds`, titled in `words`) when there is a GeoJSON link.
    func variables(_ words: SiteWords) -> [String: Any] {
        var map: [String: Any] = ["svg": svg]
        if let caption { map["caption"] = caption }
        var variables: [String: Any] = [:]
        if let geoJSONURL {
            map["geojson"] = geoJSONURL
            variables["mapData"] = Self.mapData([(words.text("page.map_data"), geoJSONURL)])
        }
        variables["map"] = map
        return variables
    }

    /// The `mapData` variable of `partials/feeds`: one `title`/`url` item per GeoJSON link of the
    /// page, in the order given.
    static func mapData(_ links: [(title: String, url: String)]) -> [[String: String]] {
        links.map { ["title": $0.title, "url": $0.url] }
    }
}
