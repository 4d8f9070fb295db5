import WaymarkGeo

extension MapRenderer {
    /// Degrees between densified route vertices.
    static let routeStepDegrees = 1.0
    /// Vertices of a radius circle.
    static let circleVertices = 96

    func overviewScene(_ pins: [MapPin], options: MapOptions) -> MapScene {
        let pins = pins.filter(\.coordinate.isValid)
        let empty = pins.isEmpty
        let legendWidth = legendWidth(pins: pins, options: options, extra: [])
        let margins = MapFitting.margins(style: options.style, legendWidth: legendWidth, furniture: true)
        let viewport = MapViewport.fit(GeoBounds.enclosing(pins.map(\.coordinate)), size: options.size, margins: margins,
                                       rule: MapFitting.overview)
        var scene = MapScene(options: options, viewport: viewport, margins: margins, description: "")
        scene.pins = pins
        if empty { scene.emptyMessage = options.emptyMessage ?? options.words.emptyMessage }
        scene.description = options.description ?? (empty
            ? scene.emptyMessage ?? ""
            : "Map of \(options.subject.counted(pins.count)) (\(MapRenderer.counts(scene))).")
        return scene
    }

    func thumbnailScene(_ pin: MapPin, span: Double, options: MapOptions) -> MapScene {
        guard pin.coordinate.isValid else {
            var scene = overviewScene([], options: options)
            scene.showsFurniture = false
            return scene
        }
        let c = pin.coordinate
        let span = span.isFinite ? span : 40_000
        let bounds = GeoBounds(west: c.longitude, south: c.latitude, east: c.longitude, north: c.latitude)
            .expanded(byMetres: max(span, 1) / 2)
        let margins = MapFitting.margins(style: options.style, legendWidth: 0, furniture: false)
        let viewport = MapViewport.fit(bounds, size: options.size, margins: margins,
                                       rule: MapFitting.exact)
        var scene = MapScene(options: options, viewport: viewport, margins: margins, description: "")
        scene.pins = [pin]
        scene.showsFurniture = false
        scene.resolution = .medium
        scene.description = options.description
            ?? "Map of \(pin.label) at \(MapRenderer.format(c))."
        return scene
    }

    func landingScene(_ place: MapPlace, pins: [MapPin], options: MapOptions) -> MapScene {
        let pins = pins.filter(\.coordinate.isValid)
        guard place.coordinate.isValid else { return overviewScene(pins, options: options) }
        let radius = place.radius.isFinite && place.radius > 0 ? place.radius : 10_000
        let circle = GeodesicCircle.polygon(center: place.coordinate, radius: radius, vertices: MapRenderer.circleVertices)
        let within = options.words.within(options.words.format(metres: radius, unit: options.unit))
        let legendWidth = legendWidth(pins: pins, options: options, extra: pins.isEmpty ? [] : [within])
        let margins = MapFitting.margins(style: options.style, legendWidth: legendWidth, furniture: true)
        let viewport = MapViewport.fit(GeoBounds.enclosing(circle + pins.map(\.coordinate)), size: options.size, margins: margins,
                                       rule: MapFitting.tight)
        var scene = MapScene(options: options, viewport: viewport, margins: margins, description: "")
        scene.pins = pins
        scene.areas = [circle]
        scene.areaLabel = within
        scene.waypoints = [MapWaypoint(code: place.name, coordinate: place.coordinate)]
        let distance = options.unit.format(metres: radius)
        if pins.isEmpty {
            scene.emptyMessage = options.emptyMessage ?? options.words.emptyMessage
            scene.emptyMessagePosition = 0.75
            scene.description = options.description
                ?? "No \(options.subject.plural) within \(distance) of \(place.name). \(scene.emptyMessage ?? "")"
        } else {
            scene.description = options.description
                ?? "\(options.subject.counted(pins.count)) within \(distance) of \(place.name) (\(MapRenderer.counts(scene)))."
        }
        return scene
    }

    func routeScene(_ waypoints: [MapWaypoint], airports: [MapPin], options: MapOptions) -> MapScene {
        let waypoints = waypoints.filter(\.coordinate.isValid)
        let airports = airports.filter(\.coordinate.isValid)
        let points = waypoints.map(\.coordinate)
        let line = points.count >= 2
            ? GreatCircle.densify(route: points, maxSegmentDegrees: MapRenderer.routeStepDegrees) : []
        let lineLabel = options.words.greatCircleRoute
        let legendWidth = legendWidth(pins: airports, options: options,
                                      extra: line.isEmpty || airports.isEmpty && waypoints.isEmpty ? [] : [lineLabel])
        let margins = MapFitting.margins(style: options.style, legendWidth: legendWidth, furniture: true)
        let viewport = MapViewport.fit(GeoBounds.enclosing(line + points + airports.map(\.coordinate)), size: options.size, margins: margins,
                                       rule: MapFitting.overview)
        var scene = MapScene(options: options, viewport: viewport, margins: margins, description: "")
        scene.pins = airports
        if !line.isEmpty { scene.lines = [line] }
        scene.lineLabel = lineLabel
        scene.waypoints = waypoints
        if waypoints.isEmpty, airports.isEmpty {
            scene.emptyMessage = options.emptyMessage ?? options.words.emptyMessage
        }
        var length = 0.0
        for index in points.indices.dropFirst() {
            length += Geodesic.wgs84.distance(points[index - 1], points[index])
        }
        let codes = waypoints.map(\.code).joined(separator: " → ")
        let route = waypoints.count >= 2 ? "Route \(codes), \(options.unit.format(metres: length)), with " : "Map of "
        let nearby = waypoints.count >= 2 ? " near it" : ""
        let near = airports.isEmpty
            ? "no \(options.subject.plural)\(nearby)"
            : "\(options.subject.counted(airports.count))\(nearby) (\(MapRenderer.counts(scene)))"
        scene.description = options.description ?? (scene.emptyMessage
            ?? "\(route)\(near).")
        return scene
    }

    /// Legend width the fit must leave free on the left (0 when no legend is drawn).
    private func legendWidth(pins: [MapPin], options: MapOptions, extra: [String]) -> Double {
        guard options.showsLegend, !pins.isEmpty || !extra.isEmpty else { return 0 }
        // Assume clusters may appear: the row costs little and keeps the fit independent of the view.
        let labels = PinPalette(pins: pins, mode: options.legend, words: options.words).rows.map(\.label) + [options.words.nearbyPins] + extra
        return MapScene.legendWidth(labels)
    }

    /// "Lost: 7, Found: 5" from the scene's pins and legend mode.
    static func counts(_ scene: MapScene) -> String {
        PinPalette(pins: scene.pins, mode: scene.options.legend, words: scene.options.words).tallies.joined(separator: ", ")
    }

    /// "36.42° N, 25.43° E" with two decimals.
    static func format(_ c: Coordinate) -> String {
        let lat = MapDistanceUnit.trimmed(abs(c.latitude), decimals: 2)
        let lon = MapDistanceUnit.trimmed(abs(c.longitude), decimals: 2)
        return "\(lat)° \(c.latitude < 0 ? "S" : "N"), \(lon)° \(c.longitude < 0 ? "W" : "E")"
    }
}
