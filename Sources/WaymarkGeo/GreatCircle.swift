#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Great-circle lines for drawing: points at most a given angle apart along the great circle of the
/// geodetic unit sphere, with longitudes unrolled so that consecutive points never differ by more
/// than 180° (a line across the antimeridian continues past ±180 instead of jumping across the map).
public enum GreatCircle {
    /// Points from `a` to `b` along the great circle, at most `maxSegmentDegrees` apart.
    ///
    /// The first point is `a` (its longitude as given); the last is `b` with its longitude unrolled.
    /// Identical points give `[a, b]`; antipodal points (no unique great circle) go due north from `a`.
    /// A non-positive or non-finite `maxSegmentDegrees` is treated as 1°; at most 100,000 segments are
    /// made. Invalid coordinates give `[a, b]` unchanged.
    public static func densify(_ a: Coordinate, _ b: Coordinate, maxSegmentDegrees: Double) -> [Coordinate] {
        let step = maxSegmentDegrees > 0 && maxSegmentDegrees.isFinite ? maxSegmentDegrees : 1
        let ua = UnitVector(a), ub = UnitVector(b)
        let theta = ua.angle(to: ub)
        guard a.isValid, b.isValid, theta.isFinite else { return [a, b] }
        let count = max(1, Int(min(100_000, (theta / AngleMath.degree / step).rounded(.up))))
        let t = ua.tangent(towards: ub)
        var out: [Coordinate] = [a]
        out.reserveCapacity(count + 1)
        var previous = a.longitude
        for i in 1...count {
            let c: Coordinate
            if i == count {
                c = b
            } else {
                let s = theta * Double(i) / Double(count)
                c = (ua.scaled(cos(s)) + t.scaled(sin(s))).coordinate
            }
            let lon = unrolled(c.longitude, near: previous)
            out.append(Coordinate(latitude: c.latitude, longitude: lon))
            previous = lon
        }
        return out
    }

    /// Densifies every leg of a route and joins them without repeating the shared points; longitudes
    /// stay unrolled across legs. Fewer than two points are returned unchanged.
    public static func densify(route: [Coordinate], maxSegmentDegrees: Double) -> [Coordinate] {
        guard route.count >= 2 else { return route }
        var out: [Coordinate] = [route[0]]
        for i in 0..<(route.count - 1) {
            let leg = densify(route[i], route[i + 1], maxSegmentDegrees: maxSegmentDegrees)
            let shift = (out[out.count - 1].longitude - leg[0].longitude)
            for c in leg.dropFirst() {
                out.append(Coordinate(latitude: c.latitude, longitude: c.longitude + shift))
            }
        }
        return out
    }

    /// `lon` shifted by a multiple of 360 to lie within 180° of `reference`.
    static func unrolled(_ lon: Double, near reference: Double) -> Double {
        var l = lon
        while l - reference > 180 { l -= 360 }
        while l - reference < -180 { l += 360 }
        return l
    }
}
