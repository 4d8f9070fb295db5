#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension MapViewport {
    /// Fits `bounds` into an image of `size` pixels, keeping `margins` free on each side.
    ///
    /// - The box's spans are padded and floored by `rule` (a single point gets `rule.singlePointSpan`);
    ///   nil bounds show `rule.emptyView` unpadded. Padding is applied around the box's Mercator centre;
    ///   latitude spans given in degrees use the Mercator scale at that centre (1° north–south is drawn
    ///   as tall as 1° of longitude is wide).
    /// - The zoom is continuous: the largest that shows the padded box inside the area left by the
    ///   margins, clamped to `rule.minimumZoom...rule.maximumZoom`.
    /// - The centre is placed so the box's Mercator centre sits in the middle of the area left by the
    ///   margins (asymmetric margins shift it). Antimeridian-crossing boxes are handled.
    package static func fit(_ bounds: GeoBounds?, size: PixelSize, margins: PixelInsets, rule: FitRule) -> MapViewport {
        // Work in normalised Mercator units: x spans from longitude, y spans from the projected box;
        // spans given in degrees (minimum, single point) are converted with the scale at the centre.
        let box = bounds ?? rule.emptyView
        let yNorth = WebMercator.projectUnit(Coordinate(latitude: box.north, longitude: 0)).y
        let ySouth = WebMercator.projectUnit(Coordinate(latitude: box.south, longitude: 0)).y
        let cy0 = (yNorth + ySouth) / 2
        let centerLatitude = WebMercator.unprojectUnit(MercatorPoint(x: 0, y: cy0)).latitude
        let degreeY = 1 / 360 / max(1e-9, cos(centerLatitude * AngleMath.degree))
        var dx = box.longitudeSpan / 360
        var dy = ySouth - yNorth
        if bounds != nil {
            if box.longitudeSpan == 0 && box.latitudeSpan == 0 {
                dx = rule.singlePointSpan / 360
                dy = rule.singlePointSpan * degreeY
            } else {
                dx = max(dx * rule.paddingFactor, rule.minimumSpan / 360)
                dy = max(dy * rule.paddingFactor, rule.minimumSpan * degreeY)
            }
        }
        dx = min(dx, 1)
        dy = min(dy, 1)
        let cx0 = WebMercator.projectUnit(Coordinate(latitude: 0, longitude: box.west)).x + box.longitudeSpan / 720
        let availW = max(1, size.width - margins.left - margins.right)
        let availH = max(1, size.height - margins.top - margins.bottom)
        var zoom = rule.maximumZoom
        let scaleX = dx > 0 ? availW / (dx * 256) : .infinity
        let scaleY = dy > 0 ? availH / (dy * 256) : .infinity
        let scale = min(scaleX, scaleY)
        if scale.isFinite { zoom = min(rule.maximumZoom, max(rule.minimumZoom, log2(scale))) }
        let world = 256 * exp2(zoom)
        let cx = cx0 + (margins.right - margins.left) / 2 / world
        let cy = cy0 + (margins.bottom - margins.top) / 2 / world
        let c = WebMercator.unprojectUnit(MercatorPoint(x: cx, y: cy))
        let center = Coordinate(latitude: c.latitude, longitude: GeoBounds.normalizedLongitude(c.longitude))
        return MapViewport(center: center, zoom: zoom, size: size)
    }
}
