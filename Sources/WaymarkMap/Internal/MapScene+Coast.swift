import WaymarkGeo

extension MapScene {
    /// The coastline this view asks for: Natural Earth for world views (wider than
    /// ``BasemapResolution/worldScaleSpan``), else GSHHG at the resolution its scale needs
    /// (``ShorelineResolution/forView(metresPerPixel:)``); without GSHHG, Natural Earth down to
    /// ``BasemapResolution/finestGroundWidth`` and nothing below.
    var plannedCoast: MapCoastSource {
        if visibleLongitudeSpan > BasemapResolution.worldScaleSpan { return .naturalEarth(basemapResolution) }
        let metresPerPixel = viewport.metresPerPixel(atLatitude: viewport.center.latitude)
        if coastlines.failure == nil,
           let resolution = coastlines.resolution(nearest: ShorelineResolution.forView(metresPerPixel: metresPerPixel)) {
            return .gshhg(resolution)
        }
        return drawsNaturalEarth ? .naturalEarth(basemapResolution) : .none
    }

    /// Writes the sea and the coastline (one `<path>` per GSHHG level, or the Natural Earth
    /// countries) and returns what was drawn: GSHHG falls back to Natural Earth when its files
    /// cannot be read.
    func writeCoast(frame: MapFrame, into out: inout SVGBuffer) -> MapCoastSource {
        let style = options.style
        var coast = plannedCoast
        var layer: ShorelineLayer? = nil
        var lineLayers: [(LineKind, LineLayer)] = []
        if case .gshhg(let resolution) = coast {
            let pad = MapScene.clipPad / frame.worldSize
            let west = (frame.centerX - frame.width / 2 / frame.worldSize - pad) * 360 - 180
            let east = (frame.centerX + frame.width / 2 / frame.worldSize + pad) * 360 - 180
            let north = WebMercator.unprojectUnit(MercatorPoint(x: 0, y: frame.centerY - frame.height / 2 / frame.worldSize - pad)).latitude
            let south = WebMercator.unprojectUnit(MercatorPoint(x: 0, y: frame.centerY + frame.height / 2 / frame.worldSize + pad)).latitude
            // Mercator clamps at ±85.05°: take the bins up to the poles when the view reaches the edge.
            let n = north >= WebMercator.maxLatitude ? 90 : north
            let s = south <= -WebMercator.maxLatitude ? -90 : south
            if let rings = coastlines.rings(resolution, west: west, south: s, east: east, north: n) {
                layer = ShorelineLayer(rings, frame: frame, pad: MapScene.clipPad, tolerance: MapScene.tolerance)
                // Rivers from intermediate resolution down (coarser ones are clutter), borders always.
                let kinds: [LineKind] = resolution <= .intermediate ? [.river, .border] : [.border]
                for kind in kinds {
                    guard let lines = coastlines.lines(kind, resolution, west: west, south: s, east: east, north: n) else { continue }
                    let lineLayer = LineLayer(lines, frame: frame, pad: MapScene.clipPad, tolerance: MapScene.tolerance)
                    if !lineLayer.path.isEmpty { lineLayers.append((kind, lineLayer)) }
                }
            } else {
                coast = drawsNaturalEarth ? .naturalEarth(basemapResolution) : .none
            }
        }
        out.append("<rect width=\"")
        out.append(pixel: frame.width)
        out.append("\" height=\"")
        out.append(pixel: frame.height)
        out.append("\" fill=\"\(coast == .none ? style.land : style.sea)\"/>\n")
        switch coast {
        case .gshhg:
            guard let layer, layer.polygonCount > 0 else { break }
            out.append("<g stroke=\"none\">")
            for (index, path) in layer.levels.enumerated() where !path.isEmpty {
                out.append("<path fill=\"\(index % 2 == 0 ? style.land : style.sea)\" d=\"")
                out.append(path.text)
                out.append("\"/>")
            }
            out.append("</g>\n")
            for (kind, lineLayer) in lineLayers {
                switch kind {
                case .river: out.append("<path fill=\"none\" stroke=\"\(style.sea)\" stroke-width=\"1\" stroke-linejoin=\"round\" d=\"")
                case .border: out.append("<path fill=\"none\" stroke=\"\(style.border)\" stroke-width=\"0.8\" stroke-dasharray=\"4 2\" stroke-linejoin=\"round\" d=\"")
                }
                out.append(lineLayer.path.text)
                out.append("\"/>\n")
            }
        case .naturalEarth:
            writeNaturalEarth(frame: frame, into: &out)
        case .none:
            break
        }
        return coast
    }

    /// Whether Natural Earth is drawn when GSHHG is missing: not for views narrower than
    /// ``BasemapResolution/finestGroundWidth`` (its coastline would be off by kilometres).
    var drawsNaturalEarth: Bool {
        groundWidth >= BasemapResolution.finestGroundWidth
    }

    private func writeNaturalEarth(frame: MapFrame, into out: inout SVGBuffer) {
        let style = options.style
        let layer = BasemapLayer(Basemap.embedded(basemapResolution), frame: frame,
                                 pad: MapScene.clipPad, tolerance: MapScene.tolerance)
        guard !(layer.stroked.isEmpty && layer.fillOnly.isEmpty) else { return }
        out.append("<g fill=\"\(style.land)\" stroke=\"\(style.border)\" stroke-width=\"")
        out.append(pixel: style.borderWidth)
        out.append("\" stroke-linejoin=\"round\">")
        if !layer.stroked.isEmpty {
            out.append("<path d=\"")
            out.append(layer.stroked.text)
            out.append("\"/>")
        }
        if !layer.fillOnly.isEmpty {
            out.append("<path stroke=\"none\" d=\"")
            out.append(layer.fillOnly.text)
            out.append("\"/>")
        }
        if !layer.outline.isEmpty {
            out.append("<path fill=\"none\" d=\"")
            out.append(layer.outline.text)
            out.append("\"/>")
        }
        out.append("</g>\n")
    }
}
