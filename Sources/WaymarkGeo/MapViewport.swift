#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A Web Mercator view: centre, continuous zoom and image size, mapping coordinates to SVG pixels.
///
/// At zoom `z` the world is `256 · 2^z` pixels wide. Pixel space has its origin at the top-left corner
/// of the image, x to the right and y down.
package struct MapViewport: Sendable, Hashable {
    /// The coordinate at the image centre.
    package var center: Coordinate
    /// Continuous zoom level (0 = the whole world in 256 pixels).
    package var zoom: Double
    /// Image size in pixels.
    package var size: PixelSize

    /// Creates a view.
    package init(center: Coordinate, zoom: Double, size: PixelSize) {
        self.center = center
        self.zoom = zoom
        self.size = size
    }

    /// World width in pixels at this zoom.
    package var worldSize: Double { 256 * exp2(zoom) }

    /// The pixel position of `c`, choosing the copy of the world whose longitude is nearest the view
    /// centre (so data unrolled across ±180° draws continuously). Latitudes are clamped to
    /// ±``WebMercator/maxLatitude``.
    package func pixel(for c: Coordinate) -> (x: Double, y: Double) {
        let u = WebMercator.projectUnit(c)
        let cu = WebMercator.projectUnit(center)
        var dx = u.x - cu.x
        dx -= dx.rounded()
        let w = worldSize
        return (size.width / 2 + dx * w, size.height / 2 + (u.y - cu.y) * w)
    }

    /// The coordinate shown at pixel (x, y); longitude normalised to [-180, 180], latitude clamped to
    /// ±``WebMercator/maxLatitude``.
    package func coordinate(atX x: Double, y: Double) -> Coordinate {
        let cu = WebMercator.projectUnit(center)
        let w = worldSize
        let u = MercatorPoint(x: cu.x + (x - size.width / 2) / w, y: cu.y + (y - size.height / 2) / w)
        let c = WebMercator.unprojectUnit(u)
        return Coordinate(latitude: c.latitude, longitude: GeoBounds.normalizedLongitude(c.longitude))
    }

    /// Ground metres per pixel at a latitude (degrees) on the Web Mercator sphere; true scale for a
    /// scale bar drawn at that latitude.
    package func metresPerPixel(atLatitude latitude: Double) -> Double {
        2 * Double.pi * WebMercator.radius * cos(latitude * AngleMath.degree) / worldSize
    }

    /// The box the image shows; spans all longitudes when the image is at least one world wide, and
    /// crosses the antimeridian when the view does.
    package var visibleBounds: GeoBounds {
        let cu = WebMercator.projectUnit(center)
        let w = worldSize
        let halfW = size.width / 2 / w
        let north = WebMercator.unprojectUnit(MercatorPoint(x: 0, y: cu.y - size.height / 2 / w)).latitude
        let south = WebMercator.unprojectUnit(MercatorPoint(x: 0, y: cu.y + size.height / 2 / w)).latitude
        if 2 * halfW >= 1 { return GeoBounds(west: -180, south: south, east: 180, north: north) }
        return GeoBounds.box(west: (cu.x - halfW) * 360 - 180, span: 2 * halfW * 360, south: south, north: north)
    }
}
