/// A space-filling order on the unit sphere: the cube face the vector points at, then the Hilbert
/// curve over that face's 65,536 × 65,536 grid (cells of about 150 m at a face's centre).
///
/// ``SpatialIndex`` sorts its points once by this key, so every run of consecutive points is a compact
/// patch of the sphere; the tree's nodes are then halves of the sorted order.
enum SphereCurve {
    /// Bits of the key that can be set (3 for the face, 32 for the Hilbert index).
    static let keyBits = 35

    /// The key of a valid coordinate, from a rough unit vector (within 1e-3; the key only orders
    /// points, so it need not be exact, only the same on every run).
    @inline(__always)
    static func key(latitude: Double, longitude: Double) -> UInt64 {
        let phi = latitude * AngleMath.degree, lambda = longitude * AngleMath.degree
        let halfPi = Double.pi / 2
        let z = roughSin(phi), cosPhi = roughSin(halfPi - abs(phi))
        // λ folded into [−π/2, π/2] keeping its sine, by minimum and sign rather than a branch (half the
        // longitudes lie beyond ±90°, in no order along the build's input).
        let sinLambda = roughSin(Double(signOf: lambda, magnitudeOf: min(abs(lambda), Double.pi - abs(lambda))))
        let cosLambda = roughSin(halfPi - abs(lambda))
        return key(cosPhi * cosLambda, cosPhi * sinLambda, z)
    }

    /// sin x for |x| ≤ π/2 within 2e-4 (Taylor series to x⁷, its coefficients constants: the build
    /// evaluates four of these a point, and a division each term would cost more than all the rest).
    @inline(__always)
    static func roughSin(_ x: Double) -> Double {
        let x2 = x * x
        return x + x * x2 * (-1.0 / 6 + x2 * (1.0 / 120 - x2 * (1.0 / 5_040)))
    }

    /// The key of unit vector (x, y, z): face × 2³² + Hilbert index of the gnomonic face coordinates.
    @inline(__always)
    static func key(_ x: Double, _ y: Double, _ z: Double) -> UInt64 {
        let ax = abs(x), ay = abs(y), az = abs(z)
        // The axis of the largest component (x, then y, then z on ties); the face coordinates are the
        // next two components in turn (y, z; z, x; x, y), read by index rather than chosen by a branch
        // (the face is random from one point to the next along the build's input), and scaled by the
        // reciprocal of the largest: one division a point.
        let axis = ax >= ay && ax >= az ? 0 : (ay >= az ? 1 : 2)
        let components = SIMD8<Double>(x, y, z, x, y, 0, 0, 0)
        let major = components[axis]
        let r = 1 / abs(major)
        let face = UInt64(axis + (major > 0 ? 0 : 3))
        return face << 32 | UInt64(hilbert(cell(components[axis + 1] * r), cell(components[axis + 2] * r)))
    }

    /// The grid column of a face coordinate in [-1, 1] (clamped, so round-off never leaves the grid).
    @inline(__always)
    static func cell(_ u: Double) -> UInt32 {
        let c = (u + 1) * 32_768
        return c <= 0 ? 0 : (c >= 65_535 ? 65_535 : UInt32(c))
    }

    /// The Hilbert index of cell (i, j) on the 2¹⁶ × 2¹⁶ grid, four levels per table look-up.
    @inline(__always)
    static func hilbert(_ i: UInt32, _ j: UInt32) -> UInt32 {
        var state: UInt32 = 0, d: UInt32 = 0
        var shift: UInt32 = 12
        while true {
            let nibbles = ((i >> shift) & 15) << 4 | ((j >> shift) & 15)
            let entry = table[Int(state << 8 | nibbles)]
            d = d << 8 | UInt32(entry & 0xFF)
            state = UInt32(entry >> 8)
            if shift == 0 { return d }
            shift -= 4
        }
    }

    /// For each orientation state (bit 0: axes swapped, bit 1: both complemented) and four bits of i and
    /// of j (`state << 8 | i << 4 | j`): eight bits of curve index and the state after them.
    /// Built once and kept for the life of the process (2 KB), read without bounds checks.
    nonisolated(unsafe) static let table: UnsafePointer<UInt16> = {
        let out = UnsafeMutablePointer<UInt16>.allocate(capacity: 4 * 256)
        for start in 0..<4 {
            for ij in 0..<256 {
                var state = start, digits = 0
                for level in stride(from: 3, through: 0, by: -1) {
                    var bi = (ij >> (4 + level)) & 1, bj = (ij >> level) & 1
                    if state & 2 != 0 { bi ^= 1; bj ^= 1 }
                    if state & 1 != 0 { swap(&bi, &bj) }
                    digits = digits << 2 | ((3 * bi) ^ bj)
                    // Rotating the quadrant's sub-square: swap for the two lower quadrants, complement
                    // as well for the lower right one.
                    if bj == 0 {
                        state ^= 1
                        if bi == 1 { state ^= 2 }
                    }
                }
                out[start << 8 | ij] = UInt16(state << 8 | digits)
            }
        }
        return UnsafePointer(out)
    }()
}
