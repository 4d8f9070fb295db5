import WaymarkGeo

/// Everything one map shows, decided before any SVG is written: the view, the overlays, the pins
/// and the furniture. Built by the map kinds (``MapRenderer``), written by ``MapScene/svg()``.
struct MapScene: Sendable {
    var options: MapOptions
    var viewport: MapViewport
    /// The accessible summary.
    var description: String
    /// Pins, any order (the writer sorts them by id).
    var pins: [MapPin] = []
    /// Closed rings drawn as translucent areas (radius circles), unrolled longitudes.
    var areas: [[Coordinate]] = []
    /// Open lines (routes), unrolled longitudes.
    var lines: [[Coordinate]] = []
    /// Legend label for the areas, e.g. `Within 10 km`.
    var areaLabel: String?
    /// Legend label for the lines, e.g. `Great-circle route`.
    var lineLabel: String?
    /// Labelled points on the lines (route waypoints) or the landing place.
    var waypoints: [MapWaypoint] = []
    /// The empty-state text to draw, when the map has nothing to show.
    var emptyMessage: String?
    /// Vertical position of the empty-state box's centre as a fraction of the height (below the
    /// landing place's marker on landing maps).
    var emptyMessagePosition = 0.5
    /// Whether to draw legend and scale bar (false for thumbnails).
    var showsFurniture = true
    /// A fixed basemap resolution, or nil to choose by the visible longitude span.
    var resolution: BasemapResolution? = nil
    /// Where GSHHG coastlines are read from (Natural Earth is drawn when they are missing).
    var coastlines: Coastlines = .standard
    /// The margins the view was fitted with: the data is centred in what they leave, which is where
    /// a page scrolls a map narrower than its screen to (`data-focus`).
    var margins: PixelInsets

    /// Creates a scene; the style's strings are XML-escaped once here, so the writer can use them
    /// in attributes as they are even when they come from site configuration.
    init(options: MapOptions, viewport: MapViewport, margins: PixelInsets, description: String) {
        var options = options
        options.style = options.style.xmlEscaped
        self.options = options
        self.viewport = viewport
        self.margins = margins
        self.description = description
    }
}
