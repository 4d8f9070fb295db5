import WaymarkGeo

/// Place labels (docs/geo.md, "Place labels"): the caller's candidate places inside the view,
/// placed greedily by population around their dots, clear of everything else the map draws.
extension MapScene {
    /// How many candidates the source is asked for: enough that a crowded view still finds places
    /// that fit, few enough that a continent view stays cheap.
    static let placeCandidateLimit = 256
    /// Pixels of map area per label on maps with furniture (a 640 × 400 map: 12 labels at most).
    static let pixelsPerPlaceLabel = 20_000.0
    /// Views wider than this many degrees of longitude get no labels: on a world or ocean view the
    /// coastlines orient the reader, and a few dozen megacities would only crowd the pins.
    static let maxLabelledSpan = 90.0
    /// Views up to this many degrees of longitude set their largest places in bold; wider views,
    /// where every candidate is a large city, set all in regular type.
    static let maxBoldSpan = 20.0
    /// Labels on a thumbnail at least ``thumbnailLabelWidth`` wide; narrower ones get none.
    static let thumbnailLabels = 3
    static let thumbnailLabelWidth = 320.0
    /// Pixels kept free between labels and the map's edge.
    static let labelEdgeInset = 2.0

    /// The most labels this scene draws: ``MapOptions/placeLabelLimit`` or one per
    /// ``pixelsPerPlaceLabel``; ``thumbnailLabels`` on a thumbnail; none on a view wider than
    /// ``maxLabelledSpan``.
    var placeLabelLimit: Int {
        guard visibleLongitudeSpan <= MapScene.maxLabelledSpan else { return 0 }
        if let limit = options.placeLabelLimit { return max(0, limit) }
        if !showsFurniture { return viewport.size.width >= MapScene.thumbnailLabelWidth ? MapScene.thumbnailLabels : 0 }
        return Int(viewport.size.width * viewport.size.height / MapScene.pixelsPerPlaceLabel)
    }

    /// The labels drawn: none without a ``MapOptions/places`` source.
    func placeLabels(frame: MapFrame, layout: PinLayout) -> [PlacedLabel] {
        let limit = placeLabelLimit
        guard let source = options.places, limit > 0 else { return [] }
        let candidates = source.mapPlaces(in: viewport.visibleBounds, limit: MapScene.placeCandidateLimit).filter {
            $0.coordinate.isValid && abs($0.coordinate.latitude) <= WebMercator.maxLatitude
        }
        guard !candidates.isEmpty else { return [] }
        let inset = MapScene.labelEdgeInset
        var placer = LabelPlacer(area: PixelRect(minX: inset, minY: inset, maxX: frame.width - inset, maxY: frame.height - inset),
                                 obstacles: labelObstacles(frame: frame, layout: layout), takenNames: waypoints.map(\.code))
        if visibleLongitudeSpan > MapScene.maxBoldSpan { placer.majorPopulation = Int.max }
        if !showsFurniture {
            // A thumbnail's pin marks the place it shows: a town under it is named beside it.
            let reach = options.style.pinRadius + 1
            placer.anchors = layout.singles.map { (layout.points[$0], reach) }
        }
        placer.place(candidates, limit: limit) { candidate in
            let p = frame.viewport.pixel(for: candidate.coordinate)
            return PixelPoint(x: p.x, y: p.y)
        }
        return placer.placed
    }

    /// Everything a place label may not cover: pins and badges, waypoint and landing-place markers
    /// and their labels, the legend, the scale bar, the attribution and the empty-state box.
    func labelObstacles(frame: MapFrame, layout: PinLayout) -> [PixelRect] {
        var boxes: [PixelRect] = []
        let pinReach = options.style.pinRadius + 1
        for index in layout.singles {
            boxes.append(MapScene.square(layout.points[index], reach: pinReach))
        }
        for badge in layout.badges {
            boxes.append(MapScene.square(badge.centre, reach: badge.radius + 1))
        }
        for waypoint in waypoints {
            let p = frame.viewport.pixel(for: waypoint.coordinate)
            boxes.append(MapScene.square(PixelPoint(x: p.x, y: p.y), reach: 5.5))
            boxes.append(waypointLabelBox(waypoint, at: PixelPoint(x: p.x, y: p.y), frame: frame))
        }
        if showsFurniture {
            let summary = PinSummary(rows: legendRows(), hasClusters: !layout.badges.isEmpty)
            let labels = legendLabels(summary)
            if options.showsLegend, emptyMessage == nil, !labels.isEmpty {
                let inset = MapScene.legendInset
                boxes.append(PixelRect(minX: inset, minY: inset, maxX: inset + MapScene.legendWidth(labels),
                                       maxY: inset + Double(labels.count) * MapScene.legendRowHeight + 8).inflated(by: 2))
            }
            if visibleLongitudeSpan <= MapScene.maxScaleBarSpan, let bar = scaleBar(frame: frame) {
                let width = max(bar.pixels, LabelTextWidth.width(bar.label, fontSize: 10))
                boxes.append(PixelRect(minX: 8, minY: frame.height - 18 - LabelMetrics.ascent * 10 - LabelMetrics.halo,
                                       maxX: 10 + width + 2, maxY: frame.height - 8))
            }
        }
        // The attribution as it reads with labels drawn (the longer line), so placing labels
        // cannot make it grow over one.
        let attributionSize = attributionFontSize(frame: frame)
        // The coast planned, or Natural Earth if GSHHG cannot be read after all: the wider of the two.
        let creditWidth = [plannedCoast, .naturalEarth(basemapResolution)]
            .map { LabelTextWidth.width(attributionText(labelsDrawn: true, coast: $0), fontSize: attributionSize) }
            .max() ?? 0
        boxes.append(PixelRect(minX: frame.width - 4 - creditWidth - 2, minY: frame.height - 4 - LabelMetrics.ascent * attributionSize - 2,
                               maxX: frame.width, maxY: frame.height))
        if let emptyMessage {
            boxes.append(emptyMessageBox(emptyMessage, frame: frame).box.inflated(by: 2))
        }
        return boxes
    }

    /// The box of a waypoint's bold 11 px label, as ``writeWaypointLabels`` places it: above the
    /// marker on its right, or on its left within 80 px of the right edge.
    func waypointLabelBox(_ waypoint: MapWaypoint, at p: PixelPoint, frame: MapFrame) -> PixelRect {
        let width = LabelTextWidth.width(waypoint.code, fontSize: 11, bold: true)
        let x = p.x < frame.width - 80 ? p.x + 9 : p.x - 9 - width
        return LabelMetrics.box(x: x, baseline: p.y - 7, width: width, fontSize: 11)
    }

    /// The attribution's font size: smaller on maps narrower than 320 px.
    func attributionFontSize(frame: MapFrame) -> Double {
        frame.width < 320 ? 8 : 9
    }

    /// The attribution line for the coastline drawn; GeoNames is credited whenever place labels are drawn.
    func attributionText(labelsDrawn: Bool, coast: MapCoastSource) -> String {
        let credits = labelsDrawn ? options.credits.union(.geoNames) : options.credits
        return credits.attribution(coast: coast, words: options.words)
    }

    /// Draws the labels: a small dot at each place and its name beside it, with a halo in the
    /// land colour so it reads over coastlines, circles and routes. Hidden from assistive
    /// technology: the description names what the map shows, the labels only orient the eye.
    func writePlaceLabels(_ labels: [PlacedLabel], into out: inout SVGBuffer) {
        guard !labels.isEmpty else { return }
        let style = options.style
        out.append("<g data-layer=\"places\" aria-hidden=\"true\" font-size=\"11\" fill=\"\(style.text)\" stroke=\"\(style.land)\" stroke-width=\"3\" stroke-linejoin=\"round\" paint-order=\"stroke\">")
        for label in labels {
            if label.drawsDot {
                out.append("<circle cx=\"")
                out.append(pixel: label.dot.x)
                out.append("\" cy=\"")
                out.append(pixel: label.dot.y)
                out.append("\" r=\"2\" stroke-width=\"1\"/>")
            }
            out.append("<text x=\"")
            out.append(pixel: label.x)
            out.append("\" y=\"")
            out.append(pixel: label.baseline)
            out.append(label.bold ? "\" font-size=\"12\" font-weight=\"700\">" : "\">")
            out.appendEscaped(label.place.name)
            out.append("</text>")
        }
        out.append("</g>\n")
    }

    /// A square of half-width `reach` around `p`.
    static func square(_ p: PixelPoint, reach: Double) -> PixelRect {
        PixelRect(minX: p.x - reach, minY: p.y - reach, maxX: p.x + reach, maxY: p.y + reach)
    }
}
