import WaymarkGeo
import WaymarkMap
import WaymarkTheme

/// A map's SVG in a typed page model, drawn only when the page is rendered. For the page's
/// fingerprint (``WaymarkTheme/TemplateEncodingPurpose/fingerprint``) it encodes as what the drawing
/// is made from (its kind, its circle, its pins and its id), so planning a page draws no map and
/// writes none of its texts: its options, texts included, are made when it is drawn, from its pins,
/// its circle, values its page's model also holds (an airport's or a country's name) and what every
/// map of a kind shares (the legend mode and the site's words, from `site.yml` and the catalogues;
/// the size, subject, unit and credits, from the code), which is in every page's shared environment.
struct LateMap: Encodable, Sendable {
    /// How the map is drawn (``WaymarkMap/MapRenderer``).
    enum Kind: Sendable {
        /// The one pin on a map `span` metres across.
        case thumbnail(span: Double)
        /// A place's circle with the pins around it.
        case landing(MapPlace)
        /// Every pin, the view fitted to them.
        case overview
    }

    let kind: Kind
    /// The pins; a thumbnail's one pin first.
    let pins: [MapPin]
    /// The SVG's element id (`MapOptions.id`).
    let id: String
    /// The map's options, made when it is drawn.
    let options: @Sendable () -> MapOptions

    /// `pin` on a map `span` metres across.
    static func thumbnail(_ pin: MapPin, span: Double, id: String, options: @escaping @Sendable () -> MapOptions) -> LateMap {
        LateMap(kind: .thumbnail(span: span), pins: [pin], id: id, options: options)
    }

    /// The SVG, drawn now.
    var svg: String {
        let options = options()
        switch kind {
        case .thumbnail(let span): return pins.first.map { MapRenderer.site.thumbnail($0, span: span, options: options) } ?? ""
        case .landing(let place): return MapRenderer.site.landing(place, pins: pins, options: options)
        case .overview: return MapRenderer.site.overview(pins, options: options)
        }
    }

    private enum Key: String, CodingKey {
        case kind, span, place, pins, id
    }

    /// One pin as the fingerprint holds it.
    private struct Pin: Encodable {
        let id: String
        let latitude: Double
        let longitude: Double
        let label: String
        let href: String?
        let category: String
        let layers: [String]

        init(_ pin: MapPin) {
            id = pin.id
            latitude = pin.coordinate.latitude
            longitude = pin.coordinate.longitude
            label = pin.label
            href = pin.href
            category = pin.category
            layers = pin.layers.sorted()
        }
    }

    func encode(to encoder: any Encoder) throws {
        guard encoder.templatePurpose == .fingerprint else {
            var container = encoder.singleValueContainer()
            try container.encode(svg)
            return
        }
        var container = encoder.container(keyedBy: Key.self)
        switch kind {
        case .thumbnail(let span):
            try container.encode("thumbnail", forKey: .kind)
            try container.encode(span, forKey: .span)
        case .landing(let place):
            try container.encode("landing", forKey: .kind)
            try container.encode([place.name, String(place.coordinate.latitude), String(place.coordinate.longitude),
                                  String(place.radius)], forKey: .place)
        case .overview:
            try container.encode("overview", forKey: .kind)
        }
        try container.encode(pins.map(Pin.init), forKey: .pins)
        try container.encode(id, forKey: .id)
    }
}
