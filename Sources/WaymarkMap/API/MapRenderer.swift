import WaymarkGeo

/// Renders Waymark's map kinds to SVG text: pure functions of their inputs, no I/O (the embedded
/// basemap is read once per process on first use).
///
/// Every kind takes plain values (``MapPin``, ``MapPlace``, ``MapWaypoint``) and ``MapOptions``,
/// and returns a standalone `<svg>` document with a `<title>` and a `<desc>` naming it: `role="img"`,
/// or `role="group"` when pins link to pages (each link then has an `aria-label`).
/// Identical input gives byte-identical output. Pins, places and waypoints whose coordinates are not
/// valid (``WaymarkGeo/Coordinate/isValid``) are left out rather than trapping: validate upstream,
/// where the error can name the file and line.
public struct MapRenderer: Sendable {
    /// The GSHHG coastlines drawn up to continent scale (Natural Earth when they are missing).
    public let coastlines: Coastlines
    /// Where place labels come from when a map's ``MapOptions/places`` is nil; nil draws none.
    public let places: (any MapPlaceSource)?

    /// Creates a renderer over `coastlines` (default: ``Coastlines/standard``, read once per process)
    /// labelling its maps from `places`.
    public init(coastlines: Coastlines = .standard, places: (any MapPlaceSource)? = nil) {
        self.coastlines = coastlines
        self.places = places
    }

    /// An overview fitted to `pins` (smallest longitude span, so a Fiji set spans 3°, not 357°).
    ///
    /// An empty set draws the world with ``MapOptions/emptyMessage`` (or the default message).
    public func overview(_ pins: [MapPin], options: MapOptions) -> String {
        drawn(overviewScene(pins, options: options))
    }

    /// A thumbnail of one pin at a fixed span, without legend or scale bar.
    /// - Parameter span: ground distance across the shorter side, in metres (default 40 km).
    public func thumbnail(_ pin: MapPin, span: Double = 40_000, options: MapOptions) -> String {
        drawn(thumbnailScene(pin, span: span, options: options))
    }

    /// A landing map: the place, its radius drawn as a geodesic circle, and its pins.
    public func landing(_ place: MapPlace, pins: [MapPin], options: MapOptions) -> String {
        drawn(landingScene(place, pins: pins, options: options))
    }

    /// A route map: great-circle legs between `waypoints` (densified to 1° steps) and `airports` near them.
    ///
    /// Fewer than two waypoints draws the pins alone (or the empty state when there are none).
    public func route(_ waypoints: [MapWaypoint], airports: [MapPin], options: MapOptions) -> String {
        drawn(routeScene(waypoints, airports: airports, options: options))
    }

    /// Writes `scene` over this renderer's coastlines and, unless its options name their own, places.
    private func drawn(_ scene: MapScene) -> String {
        var scene = scene
        scene.coastlines = coastlines
        if scene.options.places == nil { scene.options.places = places }
        return scene.svg()
    }
}
