/// A latitude/longitude box in degrees, RFC 7946 style: when `west > east` the box crosses the
/// antimeridian and covers `west...180` and `-180...east`.
///
/// A box covering every longitude has `west == -180` and `east == 180`. Edges are inclusive.
public struct GeoBounds: Sendable, Hashable {
    /// Western edge in degrees, [-180, 180].
    public var west: Double
    /// Southern edge in degrees, [-90, 90].
    public var south: Double
    /// Eastern edge in degrees, [-180, 180]; less than `west` when crossing the antimeridian.
    public var east: Double
    /// Northern edge in degrees, [-90, 90], ≥ `south`.
    public var north: Double

    /// Creates a box from its edges (degrees); no normalisation is applied.
    public init(west: Double, south: Double, east: Double, north: Double) {
        self.west = west
        self.south = south
        self.east = east
        self.north = north
    }

    /// The whole globe.
    public static let world = GeoBounds(west: -180, south: -90, east: 180, north: 90)

    /// Whether the box crosses the antimeridian (`west > east`).
    public var crossesAntimeridian: Bool { west > east }

    /// Longitude extent in degrees, 0...360.
    public var longitudeSpan: Double {
        crossesAntimeridian ? east - west + 360 : east - west
    }

    /// Latitude extent in degrees, 0...180.
    public var latitudeSpan: Double { north - south }

    /// The middle of the box: mean latitude, and the longitude halfway along the span (normalised to
    /// [-180, 180]).
    public var center: Coordinate {
        Coordinate(latitude: (south + north) / 2, longitude: GeoBounds.normalizedLongitude(west + longitudeSpan / 2))
    }

    /// Whether `c` lies in the box, edges included. Longitudes -180 and 180 are the same meridian, and a
    /// pole (latitude ±90) is one point: a box reaching it contains it whatever the longitude given.
    public func contains(_ c: Coordinate) -> Bool {
        guard c.latitude >= south && c.latitude <= north else { return false }
        if abs(c.latitude) == 90 { return true }
        let lon = c.longitude
        if crossesAntimeridian { return lon >= west || lon <= east }
        if lon >= west && lon <= east { return true }
        return (lon == -180 && east == 180) || (lon == 180 && west == -180)
    }

    /// The smallest box containing both boxes; of the two ways round the globe it takes the shorter
    /// longitude span (on a tie, the one starting at the smaller western edge, so `a ∪ b == b ∪ a`).
    public func union(_ other: GeoBounds) -> GeoBounds {
        let s = min(south, other.south), n = max(north, other.north)
        let s1 = longitudeSpan, s2 = other.longitudeSpan
        let d12 = GeoBounds.positiveModulo(other.west - west)
        let d21 = GeoBounds.positiveModulo(west - other.west)
        let spanFrom1 = max(s1, d12 + s2)
        let spanFrom2 = max(s2, d21 + s1)
        let takeFirst = spanFrom1 < spanFrom2 || (spanFrom1 == spanFrom2 && west <= other.west)
        let (start, span) = takeFirst ? (west, spanFrom1) : (other.west, spanFrom2)
        return GeoBounds.box(west: start, span: span, south: s, north: n)
    }

    /// One box when the box does not cross the antimeridian, else its two halves
    /// (`west...180` then `-180...east`).
    public func parts() -> [GeoBounds] {
        guard crossesAntimeridian else { return [self] }
        return [
            GeoBounds(west: west, south: south, east: 180, north: north),
            GeoBounds(west: -180, south: south, east: east, north: north),
        ]
    }

    /// A box starting at `west` spanning `span` degrees eastwards; spans ≥ 360 cover the globe.
    static func box(west: Double, span: Double, south: Double, north: Double) -> GeoBounds {
        if span >= 360 { return GeoBounds(west: -180, south: south, east: 180, north: north) }
        var w = normalizedLongitude(west)
        if w == 180 { w = -180 }
        var e = normalizedLongitude(w + span)
        if e == -180 { e = 180 }
        return GeoBounds(west: w, south: south, east: e, north: north)
    }

    /// Longitude reduced to [-180, 180] (180 stays 180).
    static func normalizedLongitude(_ lon: Double) -> Double {
        if lon >= -180 && lon <= 180 { return lon }
        let r = positiveModulo(lon + 180) - 180
        return r
    }

    /// `x` modulo 360 in [0, 360).
    static func positiveModulo(_ x: Double) -> Double {
        let r = x.truncatingRemainder(dividingBy: 360)
        return r < 0 ? r + 360 : r
    }
}
