#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The spherical Web Mercator projection (EPSG:3857) used by web maps and Waymark's SVG maps.
///
/// Latitudes are clamped to ±``maxLatitude`` (the square world). Longitudes are projected linearly
/// without wrapping, so an unrolled longitude such as 190° lands just east of the world's right edge and
/// lines that cross the antimeridian stay continuous.
public enum WebMercator {
    /// The latitude (degrees) where the square world ends: `atan(sinh(π))`.
    public static let maxLatitude = 85.0511287798066
    /// Sphere radius in metres (the WGS84 equatorial radius).
    public static let radius = 6_378_137.0
    /// Half the world's width in metres (`π R`).
    public static let halfWorld = Double.pi * radius

    /// Projects to EPSG:3857 metres (x east, y north).
    public static func project(_ c: Coordinate) -> MercatorPoint {
        let lat = min(max(c.latitude, -maxLatitude), maxLatitude) * AngleMath.degree
        let x = radius * c.longitude * AngleMath.degree
        let y = radius * log(tan(Double.pi / 4 + lat / 2))
        return MercatorPoint(x: x, y: y)
    }

    /// Inverse of ``project(_:)``; y beyond the square world gives ±``maxLatitude``.
    public static func unproject(_ p: MercatorPoint) -> Coordinate {
        let lon = p.x / radius / AngleMath.degree
        let y = min(max(p.y, -halfWorld), halfWorld)
        let lat = atan(sinh(y / radius)) / AngleMath.degree
        return Coordinate(latitude: min(max(lat, -maxLatitude), maxLatitude), longitude: lon)
    }

    /// Projects to normalised world units: x = 0 at 180°W and 1 at 180°E, y = 0 at the north edge and 1
    /// at the south edge (tile space at zoom 0 divided by 256).
    public static func projectUnit(_ c: Coordinate) -> MercatorPoint {
        let lat = min(max(c.latitude, -maxLatitude), maxLatitude) * AngleMath.degree
        let x = (c.longitude + 180) / 360
        let y = 0.5 - log(tan(Double.pi / 4 + lat / 2)) / (2 * Double.pi)
        return MercatorPoint(x: x, y: y)
    }

    /// Inverse of ``projectUnit(_:)``; y outside [0, 1] gives ±``maxLatitude``.
    public static func unprojectUnit(_ p: MercatorPoint) -> Coordinate {
        let lon = p.x * 360 - 180
        let y = min(max(p.y, 0), 1)
        let lat = atan(sinh(Double.pi * (1 - 2 * y))) / AngleMath.degree
        return Coordinate(latitude: min(max(lat, -maxLatitude), maxLatitude), longitude: lon)
    }
}
