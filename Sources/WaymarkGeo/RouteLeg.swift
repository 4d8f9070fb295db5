#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One leg of a route: the arc of the great circle of the geodetic unit sphere from `start` to `end`
/// (the same line ``GreatCircle/densify(_:_:maxSegmentDegrees:)`` draws).
struct RouteLeg {
    let start: UnitVector
    /// Unit tangent at `start` towards `end` (northwards for identical or antipodal ends).
    let tangent: UnitVector
    /// Unit normal of the great circle's plane.
    let normal: UnitVector
    /// Arc length in radians, 0...π.
    let angle: Double
    let startCoordinate: Coordinate

    init(_ a: Coordinate, _ b: Coordinate) {
        start = UnitVector(a)
        let e = UnitVector(b)
        tangent = start.tangent(towards: e)
        normal = start.cross(tangent)
        angle = start.angle(to: e)
        startCoordinate = a
    }

    /// The point of the arc at `t` radians from the start.
    @inline(__always)
    func point(at t: Double) -> UnitVector {
        start.scaled(cos(t)) + tangent.scaled(sin(t))
    }

    /// The unit direction of travel at `t`.
    @inline(__always)
    func direction(at t: Double) -> UnitVector {
        tangent.scaled(cos(t)) - start.scaled(sin(t))
    }

    /// The arc parameter of `p`'s foot on the whole great circle, in -π...π: negative behind the
    /// start, above ``angle`` past the end.
    @inline(__always)
    func circleParameter(of p: UnitVector) -> Double {
        atan2(tangent.dot(p), start.dot(p))
    }

    /// The angle in radians from `p` to the nearest point of the arc, and that point's arc parameter.
    @inline(__always)
    func nearest(to p: UnitVector) -> (angle: Double, t: Double) {
        let s = normal.dot(p)
        let along = circleParameter(of: p)
        if along >= 0 && along <= angle {
            return (asin(min(1, abs(s))), along)
        }
        let toStart = start.angle(to: p)
        let toEnd = point(at: angle).angle(to: p)
        return toStart <= toEnd ? (toStart, 0) : (toEnd, angle)
    }
}
