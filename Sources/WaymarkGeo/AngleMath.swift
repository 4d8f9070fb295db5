#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Degree-based trigonometry with exact quadrant reduction, shared by the geodesic code.
///
/// Reducing the argument to [-45°, 45°] before converting to radians makes `sin(90°)` exactly 1 and
/// `cos(90°)` exactly 0, which the geodesic algorithms rely on at the poles and on meridians.
enum AngleMath {
    static let degree = Double.pi / 180

    /// Sine and cosine of an angle in degrees.
    @inline(__always)
    static func sincosd(_ x: Double) -> (sin: Double, cos: Double) {
        guard x.isFinite else { return (.nan, .nan) }
        // Inputs are almost always within ±540°; only larger ones need the (slower) exact remainder.
        var r = abs(x) <= 540 ? x : remainder(x, 360)
        let qd = (r / 90).rounded()
        r -= 90 * qd
        let q = Int(qd)
        let rad = r * degree
        let s = sin(rad), c = cos(rad)
        // Zero inputs keep their sign in the sine; other results are made free of -0 (adding +0),
        // which the sign logic of the geodesic solver relies on (e.g. sin 180° must be +0).
        if x == 0 { return (x, 1) }
        switch q & 3 {
        case 0: return (s + 0, c + 0)
        case 1: return (c + 0, -s + 0)
        case 2: return (-s + 0, -c + 0)
        default: return (-c + 0, s + 0)
        }
    }

    /// `atan2(y, x)` in degrees, in [-180, 180].
    @inline(__always)
    static func atan2d(_ y: Double, _ x: Double) -> Double {
        var y = y, x = x
        var q = 0
        if abs(y) > abs(x) { swap(&x, &y); q = 2 }
        if x < 0 { x = -x; q += 1 }
        var ang = atan2(y, x) / degree
        switch q {
        case 1: ang = (y >= 0 ? 180 : -180) - ang
        case 2: ang = 90 - ang
        case 3: ang = -90 + ang
        default: break
        }
        return ang
    }

    /// Reduces an angle in degrees to [-180, 180); exact.
    @inline(__always)
    static func normalize(_ x: Double) -> Double {
        let y = remainder(x, 360)
        return abs(y) == 180 ? (x < 0 ? -180 : 180) : y
    }

    /// Exact-ish difference `y - x` reduced to [-180, 180].
    @inline(__always)
    static func difference(_ x: Double, _ y: Double) -> Double {
        if abs(x) <= 180 && abs(y) <= 180 {
            // Both in range: the difference is exact (Sterbenz) or off by one rounding at most.
            var d = y - x
            if d > 180 { d -= 360 } else if d < -180 { d += 360 }
            return d
        }
        let d = remainder(-x, 360) + remainder(y, 360)
        let r = remainder(d, 360)
        if abs(r) == 180 { return (y - x) < 0 ? -180 : 180 }
        return r
    }

    /// Rounds tiny values so that values within 1/16 of ulp(1) of zero become zero, avoiding
    /// underflow in the geodesic series (as recommended by Karney 2013, §6).
    @inline(__always)
    static func round(_ x: Double) -> Double {
        let z = 1.0 / 16
        var y = abs(x)
        if y < z { y = z - (z - y) }
        return x < 0 ? -y : y
    }

    /// Scales `(y, x)` to unit length; leaves `(0, 0)` unchanged.
    @inline(__always)
    static func norm(_ y: inout Double, _ x: inout Double) {
        let h = (x * x + y * y).squareRoot()
        if h > 0 { y /= h; x /= h }
    }

    /// Azimuth in degrees mapped from [-180, 180] to (-180, 180].
    @inline(__always)
    static func azimuth(_ s: Double, _ c: Double) -> Double {
        let a = atan2d(s, c)
        return a == -180 ? 180 : (a == 0 ? 0 : a)
    }
}
