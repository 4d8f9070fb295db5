import WaymarkGeo

/// What every map kind needs besides its features: identity, size, words, legend, units, credits.
public struct MapOptions: Sendable {
    /// Caller-given map id; element ids derive from it (`<id>-title`, `<id>-desc`), never random.
    /// Characters other than ASCII letters, digits, `-` and `_` become `-`.
    public var id: String
    /// Width and height in pixels.
    public var size: PixelSize
    /// Accessible title (`<title>`), e.g. `Lost and found pets near Södermalm`.
    public var title: String
    /// Accessible summary (`<desc>`); nil composes one from the counts.
    public var description: String?
    /// How pins are coloured and what the legend lists.
    public var legend: MapLegendMode
    /// What the pins are, for composed descriptions (`12 lost and found pets within 10 km of …`).
    public var subject: MapSubject
    /// Whether to draw the legend (thumbnails never do).
    public var showsLegend: Bool
    /// Scale-bar and description unit.
    public var unit: MapDistanceUnit
    /// Data sources credited besides Natural Earth.
    public var credits: MapCredits
    /// Relative link to the page listing the pins, used by cluster badges when their pins have pages.
    public var listHref: String?
    /// Text drawn when there is nothing to show; nil uses ``MapOptions/defaultEmptyMessage``.
    public var emptyMessage: String?
    /// Colours and sizes.
    public var style: MapStyle
    /// The map's own words and number separators (English unless set).
    public var words: MapWords = .english
    /// Where place labels come from (docs/geo.md, "Place labels"); nil draws none.
    public var places: (any MapPlaceSource)?
    /// The most place labels drawn; nil lets the map decide by its size (none or a few on thumbnails).
    public var placeLabelLimit: Int?
    /// Layer keys for a page that filters the pins with its own stylesheet; empty (the default)
    /// draws the pins once. Otherwise the pins and the legend are drawn once per key, each time
    /// only the pins whose ``MapPin/layers`` hold the key, clustered and counted among themselves,
    /// inside `<g class="pin-layer" data-layer="KEY">`. The first key's layer is shown; the others
    /// carry `display="none"`, which a page's CSS overrides to show the layer of its filter. Keys
    /// are written escaped; a page should use keys that need no escaping in a CSS selector.
    public var pinLayers: [String] = []

    /// The empty-state words (docs/geo.md, "Maps") for charter destinations.
    public static let destinationsEmptyMessage = "Destinations appear here once captains add locations."
    /// The empty-state text when the caller gives none.
    public static let defaultEmptyMessage = "Nothing to show on this map yet."

    /// Creates options; only `id`, `size` and `title` are required.
    public init(
        id: String, size: PixelSize, title: String, description: String? = nil,
        subject: MapSubject = .pins, legend: MapLegendMode = .category, showsLegend: Bool = true, unit: MapDistanceUnit = .kilometres,
        credits: MapCredits = [], listHref: String? = nil, emptyMessage: String? = nil, style: MapStyle = .standard,
        places: (any MapPlaceSource)? = nil, placeLabelLimit: Int? = nil
    ) {
        self.id = id
        self.size = size
        self.title = title
        self.description = description
        self.subject = subject
        self.legend = legend
        self.showsLegend = showsLegend
        self.unit = unit
        self.credits = credits
        self.listHref = listHref
        self.emptyMessage = emptyMessage
        self.style = style
        self.places = places
        self.placeLabelLimit = placeLabelLimit
    }

    /// `id` reduced to characters safe in an XML id and a CSS selector, never empty.
    var elementID: String {
        var text = String(id.unicodeScalars.map { scalar -> Character in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_": Character(scalar)
            default: "-"
            }
        })
        if text.isEmpty { text = "map" }
        if let first = text.unicodeScalars.first, !("a"..."z").contains(first), !("A"..."Z").contains(first) {
            text = "m" + text
        }
        return text
    }
}
