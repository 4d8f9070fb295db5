import WaymarkGeo

/// Where a scene's pins and cluster badges stand in pixels, decided once per render: drawn by
/// ``MapScene/writePins(_:palette:into:)`` and kept clear by the place labels.
struct PinLayout: Sendable {
    /// A count badge: the positions in ``visible`` it stands for (ascending), its centre and radius.
    struct Badge: Sendable {
        var members: [Int]
        var centre: PixelPoint
        var radius: Double
    }

    /// Pins inside the view (with a pin radius of margin), sorted as ``MapScene/orderedPins``.
    var visible: [MapPin] = []
    /// Pixel position of each visible pin.
    var points: [PixelPoint] = []
    /// Visible pins drawn on their own, top to bottom (then by position).
    var singles: [Int] = []
    /// Badges, top to bottom by their seed pin.
    var badges: [Badge] = []
}

extension MapScene {
    /// Projects and clusters the pins. A badge stands at its seed pin: seeds are more than the
    /// cluster distance apart, so badges do not pile up. It is pushed off a place or waypoint marker
    /// it would cover (``MapScene/badgeCentre(seed:radius:clearOf:frameWidth:)``).
    func pinLayout(frame: MapFrame) -> PinLayout {
        pinLayout(of: orderedPins, frame: frame)
    }

    /// The layout of `ordered` alone (a subset of ``MapScene/orderedPins``, in that order).
    func pinLayout(of ordered: [MapPin], frame: MapFrame) -> PinLayout {
        var layout = PinLayout()
        guard !ordered.isEmpty else { return layout }
        let margin = options.style.pinRadius
        for pin in ordered {
            let p = frame.viewport.pixel(for: pin.coordinate)
            let point = PixelPoint(x: p.x, y: p.y)
            guard point.x >= -margin, point.x <= frame.width + margin,
                  point.y >= -margin, point.y <= frame.height + margin else { continue }
            layout.visible.append(pin)
            layout.points.append(point)
        }
        let points = layout.points
        let groups = PinClusterer.cluster(points, distance: options.style.clusterDistance)
        layout.singles = groups.filter { $0.count == 1 }.map { $0[0] }
            .sorted { (points[$0].y, $0) < (points[$1].y, $1) }
        let markers = waypoints.map { waypoint in
            let p = frame.viewport.pixel(for: waypoint.coordinate)
            return PixelPoint(x: p.x, y: p.y)
        }
        let clusters = groups.filter { $0.count > 1 }.sorted { (points[$0[0]].y, $0[0]) < (points[$1[0]].y, $1[0]) }
        layout.badges = clusters.map { group in
            let radius = MapScene.badgeRadius(count: group.count, scale: options.style.badgeScale)
            let centre = MapScene.badgeCentre(seed: points[group[0]], radius: radius, clearOf: markers, frameWidth: frame.width)
            return PinLayout.Badge(members: group.sorted(), centre: centre, radius: radius)
        }
        return layout
    }
}
