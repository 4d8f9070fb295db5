import WaymarkGeo
import WaymarkMap
import WaymarkMarkdown
import WaymarkOutput
import WaymarkTheme

/// The overview map an index page opens with (the pets index's places, the airports index's
/// countries): one linked pin per entry, no legend, a caption counting the pins, and the map's
/// GeoJSON beside the page. ``PetsIndexMap`` and ``AirportsIndexMap`` say what the pins are.
struct IndexOverviewMap: Sendable {
    /// Map size in pixels.
    static let size = PixelSize(width: 800, height: 480)

    /// The SVG's element id.
    let id: String
    /// The index page's path.
    let page: OutputPath
    /// Where the map's GeoJSON is written, beside the page.
    let dataPath: OutputPath
    /// How the pins are counted in the map's description.
    let subject: MapSubject
    /// Catalogue keys: the map's title, the plural that counts the pins, and the caption.
    let titleKey: String
    let countedKey: String
    let captionKey: String
    /// The data credits the map shows.
    let credits: MapCredits
    /// The page's list of the same entries (`#places`).
    let listHref: String
    /// The layers the page's filters show one at a time (`MapOptions.pinLayers`); none by default.
    var pinLayers: [String] = []

    /// The figure for `pins` in `words` (drawn when the page renders), `nil` when no pin is on the map.
    func figure(_ pins: [MapPin], words: SiteWords) -> MapFigure? {
        guard !pins.isEmpty else { return nil }
        let counted = words.plural(countedKey, pins.count)
        let (id, titleKey, subject, credits, listHref, pinLayers) = (id, titleKey, subject, credits, listHref, pinLayers)
        let map = LateMap(kind: .overview, pins: pins, id: id) {
            var options = MapOptions(id: id, size: Self.size, title: words.text(titleKey),
                                     description: words.text("map.overview_description", [
                                         "counted": counted, "tallies": words.mapWords.tallies(pins, legend: .category)]),
                                     subject: subject, showsLegend: false, credits: credits, listHref: listHref)
            options.words = words.mapWords
            options.pinLayers = pinLayers
            return options
        }
        return MapFigure(svg: map, caption: words.text(captionKey, ["counted": counted]),
                         geojson: SiteLink.relative(from: page.description, to: dataPath.description))
    }

    /// The figure's variables (`map`, `mapData`) for `pins` in `words`, or none when no pin is on the map.
    func variables(_ pins: [MapPin], words: SiteWords) -> [String: Any] {
        guard let figure = figure(pins, words: words) else { return [:] }
        return RecordMapFigure(svg: figure.svg.svg, caption: figure.caption, geoJSONURL: figure.geojson).variables(words)
    }
}
