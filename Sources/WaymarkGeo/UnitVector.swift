#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A point of the geodetic unit sphere: (cos φ cos λ, cos φ sin λ, sin φ) for geodetic latitude φ and
/// longitude λ. Great circles in Waymark are great circles of this sphere.
struct UnitVector: Sendable, Hashable {
    var x: Double
    var y: Double
    var z: Double

    init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    init(_ c: Coordinate) {
        let p = AngleMath.sincosd(c.latitude), l = AngleMath.sincosd(c.longitude)
        self.init(x: p.cos * l.cos, y: p.cos * l.sin, z: p.sin)
    }

    /// The same as `init(_:)` for a valid coordinate with inline polynomial trigonometry (faster, no
    /// library calls; differs by a few units in the last place, which the index's pruning margins absorb).
    @inline(__always)
    init(fast c: Coordinate) {
        let p = UnitVector.sinCos(degrees: c.latitude), l = UnitVector.sinCos(degrees: c.longitude)
        self.init(x: p.cos * l.cos, y: p.cos * l.sin, z: p.sin)
    }

    /// Sine and cosine of `x` degrees, |x| ≤ 180: reduced to [-45°, 45°] by quarter turns, then Taylor
    /// series to the 15th and 16th power (truncation below 1e-16 there).
    @inline(__always)
    static func sinCos(degrees x: Double) -> (sin: Double, cos: Double) {
        // Nearest quarter turn by truncation (an inline conversion, unlike a rounding call); at an exact
        // odd multiple of 45° either neighbour gives the same accuracy.
        let quarter = Int(x / 90 + (x < 0 ? -0.5 : 0.5))
        let r = (x - 90 * Double(quarter)) * AngleMath.degree
        let r2 = r * r
        var s = -1.0 / 1_307_674_368_000
        s = s * r2 + 1.0 / 6_227_020_800
        s = s * r2 - 1.0 / 39_916_800
        s = s * r2 + 1.0 / 362_880
        s = s * r2 - 1.0 / 5_040
        s = s * r2 + 1.0 / 120
        s = s * r2 - 1.0 / 6
        s = r + r * r2 * s
        var k = 1.0 / 20_922_789_888_000
        k = k * r2 - 1.0 / 87_178_291_200
        k = k * r2 + 1.0 / 479_001_600
        k = k * r2 - 1.0 / 3_628_800
        k = k * r2 + 1.0 / 40_320
        k = k * r2 - 1.0 / 720
        k = k * r2 + 1.0 / 24
        k = k * r2 - 0.5
        k = 1 + r2 * k
        switch quarter & 3 {
        case 0: return (s, k)
        case 1: return (k, -s)
        case 2: return (-s, -k)
        default: return (-k, s)
        }
    }

    /// Back to degrees; longitude in [-180, 180] (0 at the poles).
    var coordinate: Coordinate {
        let h = (x * x + y * y).squareRoot()
        let lat = atan2(z, h) / AngleMath.degree
        let lon = h == 0 ? 0 : atan2(y, x) / AngleMath.degree
        return Coordinate(latitude: lat, longitude: lon)
    }

    @inline(__always) func dot(_ o: UnitVector) -> Double { x * o.x + y * o.y + z * o.z }

    @inline(__always) func cross(_ o: UnitVector) -> UnitVector {
        UnitVector(x: y * o.z - z * o.y, y: z * o.x - x * o.z, z: x * o.y - y * o.x)
    }

    @inline(__always) var length: Double { (x * x + y * y + z * z).squareRoot() }

    @inline(__always) func scaled(_ k: Double) -> UnitVector { UnitVector(x: x * k, y: y * k, z: z * k) }

    @inline(__always) static func + (a: UnitVector, b: UnitVector) -> UnitVector {
        UnitVector(x: a.x + b.x, y: a.y + b.y, z: a.z + b.z)
    }

    @inline(__always) static func - (a: UnitVector, b: UnitVector) -> UnitVector {
        UnitVector(x: a.x - b.x, y: a.y - b.y, z: a.z - b.z)
    }

    /// Unit length; nil for a (near-)zero vector.
    var normalized: UnitVector? {
        let l = length
        return l > 1e-300 ? scaled(1 / l) : nil
    }

    /// The angle in radians between two unit vectors, accurate for tiny and near-π angles.
    @inline(__always) func angle(to o: UnitVector) -> Double {
        atan2(cross(o).length, dot(o))
    }

    /// A unit tangent at `self` pointing north (east at the poles, where north is undefined).
    var northTangent: UnitVector {
        let h = (x * x + y * y).squareRoot()
        if h < 1e-15 { return UnitVector(x: 0, y: 1, z: 0) }
        return UnitVector(x: -z * x / h, y: -z * y / h, z: h)
    }

    /// The unit tangent at `self` along the great circle towards `b` (northwards when `b` is antipodal
    /// or identical).
    func tangent(towards b: UnitVector) -> UnitVector {
        let t = b - scaled(dot(b))
        return t.normalized ?? northTangent
    }
}
