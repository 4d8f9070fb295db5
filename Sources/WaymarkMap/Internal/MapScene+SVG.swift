import WaymarkGeo

extension MapScene {
    /// Pad around the view, in pixels, within which basemap rings are kept before clipping.
    static let clipPad = 4.0
    /// Simplification tolerance for the basemap, in pixels.
    static let tolerance = 0.5
    /// Views wider than this many degrees of longitude get no scale bar: Mercator's scale changes
    /// so much across them that one bar would mislead.
    static let maxScaleBarSpan = 90.0

    /// Writes the scene as a standalone SVG document (UTF-8 text, no XML declaration).
    func svg() -> String {
        let frame = MapFrame(viewport)
        let style = options.style
        let id = options.elementID
        var out = SVGBuffer(capacity: 32_768)
        out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"")
        out.append(pixel: frame.width)
        out.append("\" height=\"")
        out.append(pixel: frame.height)
        out.append("\" viewBox=\"0 0 ")
        out.append(pixel: frame.width)
        out.append(" ")
        out.append(pixel: frame.height)
        out.append("\" data-bounds=\"")
        out.append(boundsAttribute)
        out.append("\" data-focus=\"")
        out.append(focusAttribute(frame: frame))
        // A map with links is a group of labelled links (links inside role="img" are hidden from
        // assistive technology); one without links is a single image.
        out.append(hasLinks ? "\" role=\"group\" aria-labelledby=" : "\" role=\"img\" aria-labelledby=")
        out.append("\"\(id)-title \(id)-desc\" font-family=\"")
        out.append(style.fontFamily)
        out.append("\" font-size=\"11\">\n<title id=\"\(id)-title\">")
        out.appendEscaped(options.title)
        out.append("</title>\n<desc id=\"\(id)-desc\">")
        // The coast is written first into its own buffer: the description depends on what was drawn.
        var coastText = SVGBuffer(capacity: 32_768)
        let coast = writeCoast(frame: frame, into: &coastText)
        out.appendEscaped(coast == .none ? description + options.words.noCoastlineSentence : description)
        out.append("</desc>\n")
        out.append(coastText.text)
        writeAreas(frame: frame, into: &out)
        writeLines(frame: frame, into: &out)
        let layout = pinLayout(frame: frame)
        let labels = placeLabels(frame: frame, layout: layout)
        writePlaceLabels(labels, into: &out)
        writeWaypointMarkers(frame: frame, into: &out)
        let palette = PinPalette(pins: pins, mode: options.legend, words: options.words)
        let layers = pinLayers(layout, frame: frame)
        for layer in layers {
            openLayer(layer, into: &out)
            writePins(layer, palette: palette, into: &out)
            closeLayer(layer, into: &out)
        }
        writeWaypointLabels(frame: frame, into: &out)
        if showsFurniture {
            if options.showsLegend, emptyMessage == nil {
                for layer in layers {
                    openLayer(layer, into: &out)
                    writeLegend(pinSummary(layer, palette: palette), into: &out)
                    closeLayer(layer, into: &out)
                }
            }
            if visibleLongitudeSpan <= MapScene.maxScaleBarSpan { writeScaleBar(frame: frame, into: &out) }
        }
        writeAttribution(frame: frame, coast: coast, labelsDrawn: !labels.isEmpty, into: &out)
        if let emptyMessage { writeEmptyMessage(emptyMessage, frame: frame, into: &out) }
        out.append("</svg>\n")
        return out.text
    }

    /// Whether any pin or badge is drawn as a link (see ``MapScene/writePins(_:palette:into:)``).
    var hasLinks: Bool {
        pins.contains { $0.href != nil }
    }

    /// Whether a coastline is drawn (GSHHG at any scale, or Natural Earth down to
    /// ``BasemapResolution/finestGroundWidth``), judged before reading any data.
    var drawsBasemap: Bool {
        plannedCoast != .none
    }

    /// Metres across the view at its centre latitude (a threshold, not a measurement).
    var groundWidth: Double {
        viewport.size.width * viewport.metresPerPixel(atLatitude: viewport.center.latitude)
    }

    /// The resolution drawn for this scene's view.
    var basemapResolution: BasemapResolution {
        resolution ?? BasemapResolution.forView(longitudeSpan: visibleLongitudeSpan)
    }

    /// Degrees of longitude across the view (may exceed 360 for very wide views).
    var visibleLongitudeSpan: Double {
        viewport.size.width / viewport.worldSize * 360
    }

    private func writeAreas(frame: MapFrame, into out: inout SVGBuffer) {
        let style = options.style
        for area in areas {
            var path = PathData()
            path.appendRing(frame.pixels(unrolled: area))
            guard !path.isEmpty else { continue }
            out.append("<path d=\"")
            out.append(path.text)
            out.append("\" fill=\"\(style.accent)\" fill-opacity=\"0.07\" stroke=\"\(style.accent)\" stroke-width=\"1.5\" stroke-dasharray=\"6 4\"/>\n")
        }
    }

    private func writeLines(frame: MapFrame, into out: inout SVGBuffer) {
        let style = options.style
        for line in lines {
            var path = PathData()
            path.appendLine(PathSimplifier.radial(frame.pixels(unrolled: line), tolerance: MapScene.tolerance))
            guard !path.isEmpty else { continue }
            out.append("<path d=\"")
            out.append(path.text)
            out.append("\" fill=\"none\" stroke=\"#FFFFFF\" stroke-width=\"4.5\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>")
            out.append("<path d=\"")
            out.append(path.text)
            out.append("\" fill=\"none\" stroke=\"\(style.accent)\" stroke-width=\"2.2\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\n")
        }
    }

    /// Square markers for route waypoints and the landing place, drawn beneath the pins.
    private func writeWaypointMarkers(frame: MapFrame, into out: inout SVGBuffer) {
        guard !waypoints.isEmpty else { return }
        let style = options.style
        out.append("<g fill=\"#FFFFFF\" stroke=\"\(style.accent)\" stroke-width=\"2\">")
        for waypoint in waypoints {
            let p = frame.viewport.pixel(for: waypoint.coordinate)
            out.append("<rect x=\"")
            out.append(pixel: p.x - 4)
            out.append("\" y=\"")
            out.append(pixel: p.y - 4)
            out.append("\" width=\"8\" height=\"8\"><title>")
            out.appendEscaped(waypoint.code)
            out.append("</title></rect>")
        }
        out.append("</g>\n")
    }

    /// Waypoint labels with a white halo, drawn above the pins so they stay readable.
    private func writeWaypointLabels(frame: MapFrame, into out: inout SVGBuffer) {
        guard !waypoints.isEmpty else { return }
        let style = options.style
        out.append("<g font-size=\"11\" font-weight=\"700\" fill=\"\(style.text)\"\(style.halo(width: "3"))>")
        for waypoint in waypoints {
            let p = frame.viewport.pixel(for: waypoint.coordinate)
            let rightSide = p.x < frame.width - 80
            out.append("<text x=\"")
            out.append(pixel: rightSide ? p.x + 9 : p.x - 9)
            out.append("\" y=\"")
            out.append(pixel: p.y - 7)
            out.append(rightSide ? "\">" : "\" text-anchor=\"end\">")
            out.appendEscaped(waypoint.code)
            out.append("</text>")
        }
        out.append("</g>\n")
    }

    private func writeAttribution(frame: MapFrame, coast: MapCoastSource, labelsDrawn: Bool, into out: inout SVGBuffer) {
        let small = attributionFontSize(frame: frame) < 9
        out.append("<text x=\"")
        out.append(pixel: frame.width - 4)
        out.append("\" y=\"")
        out.append(pixel: frame.height - 4)
        out.append("\" text-anchor=\"end\" font-size=\"\(small ? "8" : "9")\" fill=\"\(options.style.text)\" fill-opacity=\"0.8\"\(options.style.halo(width: "2.5", opacity: "0.8"))>")
        out.appendEscaped(attributionText(labelsDrawn: labelsDrawn, coast: coast))
        out.append("</text>\n")
    }
}
