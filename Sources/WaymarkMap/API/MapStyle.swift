import WaymarkCore

/// Colours and sizes of a map's layers. All colours are `#RRGGBB`, sizes in pixels.
public struct MapStyle: Sendable, Hashable {
    /// Sea background.
    public var sea: String
    /// Land fill.
    public var land: String
    /// Country borders and coastlines.
    public var border: String
    /// Border stroke width in pixels.
    public var borderWidth: Double
    /// Text colour for legend, scale bar, attribution and messages.
    public var text: String
    /// Radius-circle and route colour.
    public var accent: String
    /// Pin radius in pixels.
    public var pinRadius: Double
    /// Cluster badge fill when its pins have different colours.
    public var cluster: String
    /// Pins within this many pixels (centre to centre) of a cluster's seed pin merge into its count badge;
    /// about twice a badge's radius, so badges and pins never pile up.
    public var clusterDistance: Double
    /// CSS font family list (no quotes needed).
    public var fontFamily: String
    /// Whether the map's small words (attribution, scale bar, waypoint names) have a light halo, as
    /// standard. Share cards draw them without: the words are dark on light sea and land either way,
    /// and librsvg strokes the outline of every glyph of a halo, the costliest thing on a card.
    package var textHalos = true

    /// Creates a style; see ``MapStyle/standard`` for the defaults.
    public init(
        sea: String = "#D5E6F1", land: String = "#F5F2EA", border: String = "#9A948A", borderWidth: Double = 0.6,
        text: String = "#2B2B2B", accent: String = "#B03A2E", pinRadius: Double = 5.5, cluster: String = "#3B3B3B",
        clusterDistance: Double = 22, fontFamily: String = "system-ui, -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif"
    ) {
        self.sea = sea
        self.land = land
        self.border = border
        self.borderWidth = borderWidth
        self.text = text
        self.accent = accent
        self.pinRadius = pinRadius
        self.cluster = cluster
        self.clusterDistance = clusterDistance
        self.fontFamily = fontFamily
    }

    /// Light sea, warm land, grey borders, Okabe–Ito pins.
    public static let standard = MapStyle()

    /// The attributes of a white halo `width` pixels wide around text (at `opacity`, if given),
    /// with a leading space; nothing when ``textHalos`` is off.
    func halo(width: String, opacity: String? = nil) -> String {
        guard textHalos else { return "" }
        return " stroke=\"#FFFFFF\"" + (opacity.map { " stroke-opacity=\"\($0)\"" } ?? "") + " stroke-width=\"\(width)\" paint-order=\"stroke\""
    }

    /// How much larger than the standard ones this style's count badges are drawn: its pins'
    /// radius over the standard radius, never below 1 (share cards draw pins of 15 px, so badges
    /// and their numbers stay readable beside them).
    var badgeScale: Double { max(1, pinRadius / MapStyle.standard.pinRadius) }

    /// This style with every string XML-escaped (colours and fonts may come from configuration).
    var xmlEscaped: MapStyle {
        var style = self
        style.sea = Escaper.markup(sea)
        style.land = Escaper.markup(land)
        style.border = Escaper.markup(border)
        style.text = Escaper.markup(text)
        style.accent = Escaper.markup(accent)
        style.cluster = Escaper.markup(cluster)
        style.fontFamily = Escaper.markup(fontFamily)
        return style
    }
}
