/// The variables of `partials/map`: the SVG (already escaped by the renderer), an optional caption
/// and links to the map's data.
struct RecordMapFigure {
    /// Standalone `<svg>` text from `MapRenderer`.
    var svg: String
    /// Plain-text caption.
    var caption: String?
    /// Relative link to the map's GeoJSON, when one is written.
    var geoJSONURL: String?

    /// `["map": [...]]`, ready to merge into a page's variables.
    var variables: [String: Any] {
        var map: [String: Any] = ["svg": svg]
        if let caption { map["caption"] = caption }
        if let geoJSONURL { map["geojson"] = geoJSONURL }
        return ["map": map]
    }
}
