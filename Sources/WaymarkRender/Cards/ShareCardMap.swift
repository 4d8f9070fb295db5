import WaymarkCore
import WaymarkGeo
import WaymarkMap

/// What a share card's map panel shows, drawn by WaymarkMap at ``ShareCard/mapSize`` with the
/// card's style (``ShareCardMap/style``): pins of at least 28 pixels across, no legend, no place
/// labels, the credits the map owes.
package enum ShareCardMap: Sendable {
    /// No map: the panel is the map's sea colour with nothing on it (a page without a location, a report).
    case none
    /// One pin at a fixed span (an announcement, a charter, an airport): ground metres across the
    /// panel's shorter side.
    case pin(MapPin, span: Double)
    /// A place with its radius circle and its pins (a place landing page).
    case place(MapPlace, pins: [MapPin])
    /// An overview fitted to its pins (the site card, a report); no pins draws the world.
    case overview([MapPin])

    /// The radius of a card's pins, in pixels: 30 across, readable at link-preview size.
    package static let pinRadius = 15.0

    /// The map style of cards: the standard colours, large pins, the card's font.
    package static var style: MapStyle {
        var style = MapStyle.standard
        style.pinRadius = pinRadius
        // Badges are drawn as much larger as the pins (``MapStyle``'s badge scale); pins merge from
        // further apart, so a crowded place shows a few readable badges rather than a carpet of them.
        style.clusterDistance = pinRadius * 6
        style.fontFamily = ShareCard.fontFamily
        style.textHalos = false
        return style
    }

    /// The options the panel is drawn with: `title` is the map's accessible title.
    package static func options(title: String, words: MapWords) -> MapOptions {
        var options = MapOptions(id: "card-map", size: ShareCard.mapSize, title: title, description: title,
                                 subject: .pins, showsLegend: false, style: style, placeLabelLimit: 0)
        options.words = words
        return options
    }

    /// The panel as a standalone SVG document.
    func svg(title: String, words: MapWords) -> String {
        let options = Self.options(title: title, words: words)
        switch self {
        case .none:
            let size = ShareCard.mapSize
            return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(size.width))\" height=\"\(Int(size.height))\">"
                + "<rect width=\"\(Int(size.width))\" height=\"\(Int(size.height))\" fill=\"\(options.style.sea)\"/></svg>\n"
        case .pin(let pin, let span):
            return MapRenderer.site.thumbnail(pin, span: span, options: options)
        case .place(let place, let pins):
            return MapRenderer.site.landing(place, pins: pins, options: options)
        case .overview(let pins):
            return MapRenderer.site.overview(pins, options: options)
        }
    }

    /// Adds what the panel's picture depends on to `hash`: the kind, every position, category and
    /// radius (labels are not drawn).
    func combine(into hash: inout StableHash) {
        func coordinate(_ c: Coordinate) {
            hash.combine(c.latitude.bitPattern)
            hash.combine(c.longitude.bitPattern)
        }
        func pins(_ list: [MapPin]) {
            hash.combine(list.count)
            for pin in list {
                coordinate(pin.coordinate)
                hash.combine(pin.category)
            }
        }
        switch self {
        case .none:
            hash.combine("none")
        case .pin(let pin, let span):
            hash.combine("pin")
            pins([pin])
            hash.combine(span.bitPattern)
        case .place(let place, let list):
            hash.combine("place")
            coordinate(place.coordinate)
            hash.combine(place.radius.bitPattern)
            pins(list)
        case .overview(let list):
            hash.combine("overview")
            pins(list)
        }
    }
}
