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

    /// The same as `init(_:)` with plain radian trigonometry (faster; differs by round-off only, which
    /// the index's pruning margins absorb).
    @inline(__always)
    init(fast c: Coordinate) {
        let phi = c.latitude * AngleMath.degree, lambda = c.longitude * AngleMath.degree
        let cp = cos(phi)
        self.init(x: cp * cos(lambda), y: cp * sin(lambda), z: sin(phi))
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
